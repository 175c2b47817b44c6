import type { AdherenceHistory, HistoryDay } from '@regimen/domain/contracts/adherence-history';
import { describe, expect, it } from 'vitest';
import { dayAriaLabel, dayDoses, dayLabel, heatLevel, heatWeeks, historySummary, trendPoints, weekdayLabel, weekPoints } from './adherence-chart.ts';

const d3 = '00000000-0000-4000-8000-000000000001';
const day = (date: string, planned: number, taken: number): HistoryDay => ({
  date, planned, taken, percent: planned === 0 ? null : Math.round((taken / planned) * 100), slots: [],
});
const history = (days: HistoryDay[]): AdherenceHistory => ({
  timeZone: 'Europe/Berlin', from: days[0]!.date, to: days.at(-1)!.date,
  planned: days.reduce((sum, d) => sum + d.planned, 0), taken: days.reduce((sum, d) => sum + d.taken, 0), percent: 75,
  currentStreak: 1, bestStreak: 2, days,
  supplements: [{ supplementId: d3, name: 'Vitamin D3', planned: 4, taken: 3, percent: 75, currentStreak: 1, bestStreak: 2 }],
});

describe('adherence chart model', () => {
  it('labels local dates without shifting them by the browser zone', () => {
    expect(dayLabel('2026-11-24')).toBe('24 Nov');
    expect(dayLabel('2026-01-01')).toBe('1 Jan');
  });

  it('leaves a gap in the trend on a day with nothing due', () => {
    const points = trendPoints(history([day('2026-11-23', 0, 0), day('2026-11-24', 2, 1)]));
    expect(points).toEqual([{ date: '2026-11-23', label: '23 Nov', percent: null }, { date: '2026-11-24', label: '24 Nov', percent: 50 }]);
  });

  it('names the dashboard week bars by weekday, zone-free', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-28'].map(weekdayLabel)).toEqual(['Sun', 'Mon', 'Sat']);
    expect(weekPoints(history([day('2026-11-23', 0, 0), day('2026-11-24', 4, 3)]))).toEqual([
      { date: '2026-11-23', label: 'Mon', percent: null },
      { date: '2026-11-24', label: 'Tue', percent: 75 },
    ]);
  });

  it('summarizes the range as text, or says nothing was due', () => {
    const h = history([day('2026-11-23', 2, 2), day('2026-11-24', 2, 1)]);
    expect(historySummary(h)).toBe('23 Nov – 24 Nov: 75% of due doses taken (3 of 4). Current streak 1 day, best 2 days.');
    expect(historySummary({ ...h, planned: 0 })).toBe('23 Nov – 24 Nov: no doses were due yet.');
  });

  it('steps the heat map by percent, with rest days apart from misses', () => {
    expect([day('a', 0, 0), day('a', 2, 0), day('a', 3, 1), day('a', 2, 1), day('a', 4, 3), day('a', 1, 1)].map(heatLevel)).toEqual(['none', 0, 1, 2, 3, 4]);
    expect(dayAriaLabel(day('2026-11-24', 3, 2))).toBe('24 Nov: 2 of 3 doses taken (67%)');
    expect(dayAriaLabel(day('2026-11-24', 0, 0))).toBe('24 Nov: nothing due');
  });

  it('lays days out in Monday-first weeks', () => {
    // 2026-11-26 is a Thursday: three empty cells before it.
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map((date) => day(date, 1, 1));
    const weeks = heatWeeks(days);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.map((cell) => cell?.date ?? null)).toEqual([null, null, null, '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weeks[1]!.map((cell) => cell?.date)).toEqual(['2026-11-30']);
  });

  it('names each dose of a day with what became of it', () => {
    const withSlots: HistoryDay = {
      ...day('2026-11-24', 2, 1),
      slots: [
        { supplementId: d3, plannedAt: '2026-11-24T07:00:00.000Z', time: '08:00', takenAt: '2026-11-24T12:30:00.000Z', status: 'late' },
        { supplementId: 'gone', plannedAt: '2026-11-24T19:00:00.000Z', time: '20:00', takenAt: null, status: 'missed' },
      ],
    };
    expect(dayDoses(withSlots, history([withSlots])).map((dose) => [dose.name, dose.time, dose.label])).toEqual([
      ['Vitamin D3', '08:00', 'Taken late'],
      ['Supplement', '20:00', 'Missed'],
    ]);
  });
});
