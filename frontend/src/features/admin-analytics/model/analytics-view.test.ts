import { describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '@regimen/domain/contracts/admin-analytics';
import { countText, dailyPoints, dailySummary, dosesSummary, groupPoints, groupsSummary } from './analytics-view.ts';

const analytics = (daily: AdminAnalytics['daily']): AdminAnalytics => ({
  asOf: '2026-03-03',
  minGroupSize: 5,
  windowDays: 30,
  totals: { users: 12, activeUsers: 9 },
  daily,
  adherence: [],
  topSupplements: [],
  rareSupplementNames: 0,
  safetyFindings: [],
  tiers: [],
});

describe('a suppressed group', () => {
  it('reads "fewer than 5" and stays a gap in the daily series, never a zero', () => {
    expect(countText(null, 5)).toBe('fewer than 5');
    expect(countText(1234, 5)).toBe('1,234');
    expect(dailyPoints([{ day: '2026-03-01', activeUsers: null, dosesLogged: null }])).toEqual([
      { day: '2026-03-01', label: '03-01', activeUsers: null, dosesLogged: null },
    ]);
    expect(groupPoints([{ users: null }, { users: 7 }], (index) => `g${index}`)).toEqual([
      { label: 'g0', users: 0, suppressed: true },
      { label: 'g1', users: 7, suppressed: false },
    ]);
  });
});

describe('the text alternatives', () => {
  const daily = [
    { day: '2026-03-01', activeUsers: null, dosesLogged: null },
    { day: '2026-03-02', activeUsers: 7, dosesLogged: 12 },
    { day: '2026-03-03', activeUsers: 5, dosesLogged: 4 },
  ];
  it('describe the range, the peak, the doses, and how many days are not shown', () => {
    expect(dailySummary(analytics(daily))).toBe(
      'Last 3 days: between 5 and 7 active users a day (most on 2026-03-02: 7); 16 doses logged on the days shown. 1 day had fewer than 5 active users and is not shown.',
    );
    expect(dosesSummary(analytics(daily))).toBe('16 doses logged over 2 days shown, 8 a day on average, at most 12.');
    expect(groupsSummary([{ users: null }, { users: 48 }], (index) => ['0-20', '80-100'][index]!, 5, ' %')).toBe('0-20 %: fewer than 5 users; 80-100 %: 48 users.');
  });
  it('say so when no day can be shown', () => {
    expect(dailySummary(analytics([{ day: '2026-03-01', activeUsers: 0, dosesLogged: 0 }]))).toBe('No day in the last 1 had 5 or more active users.');
  });
});
