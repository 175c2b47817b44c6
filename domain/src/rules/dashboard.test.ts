import { describe, expect, it } from 'vitest';
import { dashboardStatsSchema } from '../contracts/dashboard.ts';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { adherenceLabel, changeFromLastMonth, dashboardStats } from './dashboard.ts';
import type { SchedulableSupplement } from './schedule.ts';

const base: SchedulableSupplement = {
  id: supplementId,
  timing: 'morning',
  frequency: 'daily',
  isActive: true,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('dashboardStats', () => {
  const supplements: SchedulableSupplement[] = [
    base,
    { ...base, id: otherSupplementId, timing: 'evening', isActive: undefined },
    { ...base, id: '5f0c3a2e-1b4d-4c6e-8f9a-0b1c2d3e4f50', isActive: false },
    { ...base, id: '5f0c3a2e-1b4d-4c6e-8f9a-0b1c2d3e4f51', removed: true },
  ];
  // Morning taken every day of the week; evening taken only today (still ahead at "now").
  const takes = [
    ...['04', '05', '06', '07', '08', '09', '10'].map((day) => ({ supplementId, takenAt: `2025-03-${day}T08:00:00Z` })),
  ];

  it('computes the four stats for the user zone', () => {
    const stats = dashboardStats({
      supplements,
      takes,
      now: new Date('2025-03-10T12:00:00Z'),
      zone: 0,
      interactions: 2,
    });
    // Evening slots: 6 past days missed, today's still ahead -> 7 of 13 due slots taken.
    expect(stats).toEqual({
      activeSupplements: 2,
      dueToday: 1,
      plannedToday: 2,
      interactions: 2,
      adherence: 54,
      adherenceTaken: 7,
      adherenceDue: 13,
    });
    expect(dashboardStatsSchema.parse(stats)).toEqual(stats);
  });

  it('has adherence null and nothing due without supplements', () => {
    expect(
      dashboardStats({
        supplements: [],
        takes: [],
        now: new Date('2025-03-10T12:00:00Z'),
        zone: 0,
        interactions: 0,
      }),
    ).toEqual({
      activeSupplements: 0,
      dueToday: 0,
      plannedToday: 0,
      interactions: 0,
      adherence: null,
      adherenceTaken: 0,
      adherenceDue: 0,
    });
  });

  it('uses the user zone to decide what today is', () => {
    // 23:30 UTC on the 9th is already the 10th in UTC+1, where the morning dose is taken.
    const stats = dashboardStats({
      supplements: [base],
      takes: [{ supplementId, takenAt: '2025-03-10T07:00:00Z' }],
      now: new Date('2025-03-10T07:30:00Z'),
      zone: 60,
      interactions: 0,
    });
    expect(stats.dueToday).toBe(0);
  });
});

describe('adherenceLabel', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Good'],
    [70, 'Good'],
    [69, 'Needs improvement'],
    [0, 'Needs improvement'],
  ])('labels %i as %s', (percent, label) => {
    expect(adherenceLabel(percent)).toBe(label);
  });
});

describe('changeFromLastMonth', () => {
  it('is active minus 10, never below 0', () => {
    expect(changeFromLastMonth(12)).toBe(2);
    expect(changeFromLastMonth(10)).toBe(0);
    expect(changeFromLastMonth(3)).toBe(0);
  });
});
