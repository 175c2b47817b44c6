import type { ScheduleSlot, TodaySchedule } from '@regimen/domain/contracts/schedule';
import { describe, expect, it } from 'vitest';
import { clockLabel, progressLine, slotDetails } from './today-schedule.ts';

const slot = (overrides: Partial<ScheduleSlot> = {}): ScheduleSlot => ({
  supplementId: '00000000-0000-4000-8000-000000000001',
  supplementName: 'Calcium',
  dosage: '500 mg',
  timing: 'with-breakfast',
  plannedAt: '2025-06-15T06:00:00.000Z',
  time: '08:00',
  state: 'upcoming',
  takeId: null,
  takenAt: null,
  currentStock: 30,
  lowStock: false,
  runsOut: 'runs out in 30 days (15 Jul)',
  course: null,
  ...overrides,
});

describe('clock labels', () => {
  it('reads local HH:MM as a 12-hour time', () => {
    expect(clockLabel('06:30')).toBe('6:30 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(clockLabel('21:00')).toBe('9:00 PM');
    expect(clockLabel('00:15')).toBe('12:15 AM');
  });
});

describe('a day in progress', () => {
  it('counts taken and remaining slots', () => {
    const schedule: TodaySchedule = {
      date: '2025-06-15',
      timeZone: 'Europe/Berlin',
      slots: [slot({ state: 'taken' }), slot({ time: '18:00' }), slot({ time: '21:00' })],
      remaining: 2,
      adherence: { planned: 1, taken: 1, percent: 100 },
    };
    expect(progressLine(schedule)).toBe('1 of 3 taken · 2 remaining');
  });

  it('warns about stock running low or out', () => {
    expect(slotDetails(slot())).toBe('500 mg · With Breakfast');
    expect(slotDetails(slot({ lowStock: true, currentStock: 4 }))).toBe('500 mg · With Breakfast · 4 left, runs out in 30 days (15 Jul)');
    expect(slotDetails(slot({ lowStock: true, currentStock: 0 }))).toBe('500 mg · With Breakfast · Out of stock');
  });
});
