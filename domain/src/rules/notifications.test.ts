import { describe, expect, it } from 'vitest';
import type { ScheduleSlot, TodaySchedule } from '../contracts/schedule.ts';
import { deriveNotifications, MAX_NOTIFICATIONS } from './notifications.ts';

const supplementId = '5b0f3c1e-0000-4000-8000-000000000001';
const plannedAt = '2026-11-24T08:00:00.000Z';
const slot = (overrides: Partial<ScheduleSlot> = {}): ScheduleSlot => ({
  supplementId, supplementName: 'Vitamin D', dosage: '1000 IU', timing: 'morning', plannedAt, time: '08:00', state: 'due',
  takeId: null, takenAt: null, currentStock: 30, lowStock: false, runsOut: null, course: null, ...overrides,
});
const schedule = (slots: ScheduleSlot[], adherence = { planned: 1, taken: 0, percent: 0 }): TodaySchedule =>
  ({ date: '2026-11-24', timeZone: 'UTC', slots, remaining: slots.length, adherence });
const none = { read: new Set<string>(), dismissed: new Set<string>() };
const at = (iso: string) => new Date(iso);

describe('a due slot', () => {
  it('is an unread medium reminder with the dose to take', () => {
    const { notifications, unread } = deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:10:00Z'));
    expect(unread).toBe(1);
    expect(notifications[0]).toMatchObject({ type: 'reminder', priority: 'medium', title: 'Time for Vitamin D', supplementId, plannedAt, read: false });
  });
  it('is repeated after 30 minutes as a new unread, high-priority reminder', () => {
    const first = deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:10:00Z')).notifications[0];
    const marks = { read: new Set([first?.id ?? '']), dismissed: new Set<string>() };
    expect(deriveNotifications(schedule([slot()]), marks, at('2026-11-24T08:20:00Z')).unread).toBe(0);
    const repeated = deriveNotifications(schedule([slot()]), marks, at('2026-11-24T08:31:00Z'));
    expect(repeated.unread).toBe(1);
    expect(repeated.notifications[0]).toMatchObject({ priority: 'high', title: 'Still to take: Vitamin D' });
  });
  it('stays away after dismissal, repeats included', () => {
    const first = deriveNotifications(schedule([slot()]), none, at('2026-11-24T08:10:00Z')).notifications[0];
    const marks = { read: new Set<string>(), dismissed: new Set([first?.id ?? '']) };
    expect(deriveNotifications(schedule([slot()]), marks, at('2026-11-24T09:10:00Z')).notifications).toEqual([]);
  });
});

describe('a taken or upcoming slot', () => {
  it('gives no reminder', () => {
    const slots = [slot({ state: 'taken', takenAt: plannedAt }), slot({ state: 'upcoming', plannedAt: '2026-11-24T20:00:00.000Z' })];
    expect(deriveNotifications(schedule(slots), none, at('2026-11-24T08:10:00Z')).notifications).toEqual([]);
  });
});

describe('an overdue slot', () => {
  it('is a missed-dose warning', () => {
    const { notifications } = deriveNotifications(schedule([slot({ state: 'overdue' })]), none, at('2026-11-24T11:00:00Z'));
    expect(notifications).toMatchObject([{ type: 'warning', title: 'Missed dose: Vitamin D', plannedAt: null }]);
  });
});

describe('low stock', () => {
  it('warns once per supplement with the run-out forecast', () => {
    const low = { lowStock: true, currentStock: 5, runsOut: 'runs out in 5 days (29 Nov)', state: 'upcoming' as const };
    const { notifications } = deriveNotifications(schedule([slot(low), slot({ ...low, plannedAt: '2026-11-24T20:00:00.000Z' })]), none, at('2026-11-24T07:00:00Z'));
    expect(notifications).toMatchObject([{ type: 'warning', priority: 'medium', message: 'Vitamin D runs out in 5 days (29 Nov)' }]);
  });
  it('is high priority when the stock is gone', () => {
    const { notifications } = deriveNotifications(schedule([slot({ lowStock: true, currentStock: 0, state: 'upcoming' })]), none, at('2026-11-24T07:00:00Z'));
    expect(notifications[0]).toMatchObject({ priority: 'high', message: '0 left' });
  });
});

describe('adherence of 90% or more', () => {
  it('is an achievement', () => {
    const { notifications } = deriveNotifications(schedule([slot({ state: 'taken' })], { planned: 1, taken: 1, percent: 100 }), none, at('2026-11-24T09:00:00Z'));
    expect(notifications).toMatchObject([{ type: 'success', title: 'Great adherence today' }]);
  });
});

describe('many notifications', () => {
  it('keeps the newest 10', () => {
    const slots = Array.from({ length: 12 }, (_, hour) => slot({ plannedAt: `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`, state: 'overdue' }));
    const { notifications } = deriveNotifications(schedule(slots), none, at('2026-11-24T23:00:00Z'));
    expect(notifications).toHaveLength(MAX_NOTIFICATIONS);
    expect(notifications[0]?.timestamp).toBe('2026-11-24T11:00:00.000Z');
  });
});

describe('a slot whose window opened but whose time has not come', () => {
  it('gives no reminder yet, as the scheduler issues none before the slot time', () => {
    expect(deriveNotifications(schedule([slot()]), none, at('2026-11-24T07:30:00Z')).notifications).toEqual([]);
  });
});
