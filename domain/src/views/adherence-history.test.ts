import { describe, expect, it } from 'vitest';
import { missedDoses } from '../rules/missed-doses.ts';
import { adherenceHistoryView, streaks } from './adherence-history.ts';

const d3 = '00000000-0000-4000-8000-000000000001';
const iron = '00000000-0000-4000-8000-000000000002';
const supplement = (id: string, name: string) => ({
  id, name, dosage: '1 tablet', timing: 'morning', frequency: 'daily', isActive: true, createdAt: '2026-01-01T00:00:00.000Z',
});
// Morning slots are 08:00 local; Berlin is UTC+1 in January.
const take = (id: string, supplementId: string, plannedAt: string, takenAt: string | null) => ({ id, supplementId, plannedAt, takenAt });
type ViewInput = Omit<Parameters<typeof adherenceHistoryView>[0], 'missed'>;
/** The view over what the dose scheduler would have recorded missed up to `now`. */
const view = (input: ViewInput) =>
  adherenceHistoryView({ ...input, missed: missedDoses({ ...input, from: new Date('2025-12-01T00:00:00.000Z'), until: input.now }) });

describe('streaks', () => {
  it('counts runs of complete days, skipping days with nothing due', () => {
    const full = { planned: 1, taken: 1 };
    const miss = { planned: 1, taken: 0 };
    const none = { planned: 0, taken: 0 };
    expect(streaks([full, full, miss, full, none, full])).toEqual({ current: 2, best: 2 });
    expect(streaks([full, full, full, miss, full])).toEqual({ current: 1, best: 3 });
  });

  it('lets an incomplete today keep the run, but an incomplete yesterday breaks it', () => {
    const full = { planned: 2, taken: 2 };
    expect(streaks([full, full, { planned: 2, taken: 1 }])).toEqual({ current: 2, best: 2 });
    expect(streaks([full, { planned: 2, taken: 1 }, full])).toEqual({ current: 1, best: 1 });
  });
});

describe('adherenceHistoryView', () => {
  const now = new Date('2026-01-10T12:00:00.000Z');
  const history = view({
    supplements: [supplement(d3, 'Vitamin D3'), supplement(iron, 'Iron')],
    takes: [
      take('t1', d3, '2026-01-08T07:00:00.000Z', '2026-01-08T07:05:00.000Z'),
      take('t2', iron, '2026-01-08T07:00:00.000Z', '2026-01-08T07:10:00.000Z'),
      take('t3', d3, '2026-01-09T07:00:00.000Z', '2026-01-09T13:00:00.000Z'),
      take('t4', d3, '2026-01-10T07:00:00.000Z', '2026-01-10T07:00:00.000Z'),
    ],
    now,
    zone: 'Europe/Berlin',
    days: 7,
  });

  it('covers the last N local days in the zone, oldest first', () => {
    expect(history.from).toBe('2026-01-04');
    expect(history.to).toBe('2026-01-10');
    expect(history.days.map((day) => day.date)).toEqual(['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10']);
    expect(history.timeZone).toBe('Europe/Berlin');
  });

  it('counts taken over planned per day and overall', () => {
    const byDate = new Map(history.days.map((day) => [day.date, day]));
    expect(byDate.get('2026-01-08')).toMatchObject({ planned: 2, taken: 2, percent: 100 });
    expect(byDate.get('2026-01-09')).toMatchObject({ planned: 2, taken: 1, percent: 50 });
    expect(history.planned).toBe(14);
    expect(history.taken).toBe(4);
    expect(history.percent).toBe(29);
  });

  it('plans nothing before a supplement was added: not the days before, nor a dose whose window had closed', () => {
    const added = view({
      supplements: [{ ...supplement(d3, 'Vitamin D3'), createdAt: '2026-01-09T10:00:00.000Z' }],
      takes: [],
      now,
      zone: 'Europe/Berlin',
      days: 7,
    });
    // Added at 11:00 in Berlin on the 9th: that morning's 08:00 dose (window to 10:00) was never due.
    expect(added.days.map((day) => day.planned)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(added.supplements[0]).toMatchObject({ planned: 1, taken: 0, currentStreak: 0, bestStreak: 0 });
  });

  it('marks each dose taken, late or missed for the day view', () => {
    const jan9 = history.days.find((day) => day.date === '2026-01-09');
    expect(jan9?.slots.map((slot) => [slot.supplementId, slot.status])).toEqual(
      expect.arrayContaining([[d3, 'late'], [iron, 'missed']]),
    );
  });

  it('gives each supplement its adherence and streaks', () => {
    const [ironRow, vitamin] = history.supplements;
    expect(vitamin).toMatchObject({ name: 'Vitamin D3', planned: 7, taken: 3, percent: 43, currentStreak: 3, bestStreak: 3 });
    expect(ironRow).toMatchObject({ name: 'Iron', planned: 7, taken: 1, currentStreak: 0, bestStreak: 1 });
    expect(history.currentStreak).toBe(0);
    expect(history.bestStreak).toBe(1);
  });
});

describe('past days as recorded', () => {
  const now = new Date('2026-01-10T12:00:00.000Z');
  const d3Supplement = supplement(d3, 'Vitamin D3');
  const missedJan9 = { supplementId: d3, plannedAt: '2026-01-09T07:00:00.000Z' };
  const jan9 = (takes: ReturnType<typeof take>[], supplements = [d3Supplement]) =>
    adherenceHistoryView({ supplements, takes, missed: [missedJan9], now, zone: 'Europe/Berlin', days: 2 }).days[0];

  it('shows a slot recorded missed and never taken as missed', () => {
    expect(jan9([])).toMatchObject({ date: '2026-01-09', planned: 1, taken: 0, slots: [{ time: '08:00', status: 'missed', takenAt: null }] });
  });

  it('settles a missed slot as late when a take is recorded for it afterwards', () => {
    const late = take('t1', d3, missedJan9.plannedAt, '2026-01-09T15:00:00.000Z');
    expect(jan9([late])).toMatchObject({ planned: 1, taken: 1, slots: [{ status: 'late', takenAt: late.takenAt }] });
  });

  it('settles a missed slot with an as-needed dose taken later that day', () => {
    const asNeeded = take('t1', d3, '2026-01-09T16:00:00.000Z', '2026-01-09T16:00:00.000Z');
    expect(jan9([asNeeded])).toMatchObject({ planned: 1, taken: 1, slots: [{ plannedAt: missedJan9.plannedAt, status: 'late' }] });
  });

  it('does not let a take recorded for another slot settle the missed one', () => {
    const evening = take('t1', d3, '2026-01-09T19:00:00.000Z', '2026-01-09T19:05:00.000Z');
    expect(jan9([evening])?.slots.map((slot) => slot.status)).toEqual(['missed', 'taken']);
  });

  it('keeps the history of a supplement deactivated since', () => {
    const history = adherenceHistoryView({ supplements: [{ ...d3Supplement, isActive: false }], takes: [], missed: [missedJan9], now, zone: 'Europe/Berlin', days: 2 });
    expect(history.supplements).toMatchObject([{ supplementId: d3, planned: 1, taken: 0 }]);
    expect(history.days[1]?.planned).toBe(0);
  });
});
