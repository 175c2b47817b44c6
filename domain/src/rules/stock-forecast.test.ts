import { describe, expect, it } from 'vitest';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { runOutForecast, runOutLabel } from './stock-forecast.ts';

const supplement = {
  id: supplementId,
  timing: 'morning',
  frequency: 'twice-daily',
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  currentStock: 18,
  unitsPerDose: 1,
};
const now = new Date('2026-11-24T12:00:00Z');

describe('run-out forecast', () => {
  it('uses the plan when there is no history: twice daily, 18 left, 9 days (3 Dec)', () => {
    const runOut = runOutForecast({ supplement, takes: [], now, zone: 'Europe/Berlin' });
    expect(runOut).toEqual({ days: 9, date: '2026-12-03' });
    expect(runOut && runOutLabel(runOut)).toBe('runs out in 9 days (3 Dec)');
  });

  it('uses actual consumption over the last 14 days when there is some', () => {
    // One dose a day for the past 14 days (today not counted): 18 units last 18 days.
    const takes = Array.from({ length: 14 }, (_, index) => ({
      supplementId,
      takenAt: new Date(now.getTime() - (index + 1) * 86_400_000).toISOString(),
    }));
    takes.push({ supplementId: otherSupplementId, takenAt: '2026-11-20T08:00:00Z' });
    expect(runOutForecast({ supplement, takes, now, zone: 0 })).toEqual({ days: 18, date: '2026-12-12' });
  });

  it('counts units per dose', () => {
    expect(runOutForecast({ supplement: { ...supplement, unitsPerDose: 2 }, takes: [], now, zone: 0 })?.days).toBe(4);
  });

  it('is null without stock tracking or without use', () => {
    expect(runOutForecast({ supplement: { ...supplement, currentStock: null }, takes: [], now, zone: 0 })).toBeNull();
    expect(runOutForecast({ supplement: { ...supplement, frequency: 'as-needed' }, takes: [], now, zone: 0 })).toBeNull();
  });

  it('says today at zero', () => {
    expect(runOutLabel({ days: 0, date: '2026-11-24' })).toBe('runs out today');
    expect(runOutLabel({ days: 1, date: '2026-11-25' })).toBe('runs out in 1 day (25 Nov)');
  });
});
