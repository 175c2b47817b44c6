import { describe, expect, it } from 'vitest';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { adherence, doneToday, dueToday, latestTakeToday, matchSlots, type TakeLike } from './adherence.ts';
import type { PlannedSlot, SchedulableSupplement } from './schedule.ts';

const slotAt = (plannedAt: string, id = supplementId): PlannedSlot => ({ supplementId: id, plannedAt, time: '' });
const takeAt = (takenAt: string | null, id = supplementId): TakeLike => ({ supplementId: id, takenAt });
const matchedCount = (slots: PlannedSlot[], takes: TakeLike[]) =>
  matchSlots(slots, takes).filter((m) => m.take !== null).length;

const eight = slotAt('2025-03-10T08:00:00.000Z');

describe('matchSlots window', () => {
  it('matches a take exactly 2 hours before or after', () => {
    expect(matchedCount([eight], [takeAt('2025-03-10T10:00:00.000Z')])).toBe(1);
    expect(matchedCount([eight], [takeAt('2025-03-10T06:00:00.000Z')])).toBe(1);
  });

  it('does not match a take just outside 2 hours', () => {
    expect(matchedCount([eight], [takeAt('2025-03-10T10:00:00.001Z')])).toBe(0);
    expect(matchedCount([eight], [takeAt('2025-03-10T05:59:59.999Z')])).toBe(0);
  });

  it('compares instants, not spellings', () => {
    expect(matchedCount([eight], [takeAt('2025-03-10T11:30:00+02:00')])).toBe(1);
  });

  it('ignores takes of another supplement and takes not taken', () => {
    expect(matchedCount([eight], [takeAt('2025-03-10T08:00:00Z', otherSupplementId), takeAt(null)])).toBe(0);
  });
});

describe('matchSlots pairing', () => {
  const early = slotAt('2025-03-10T06:30:00.000Z');
  const late = slotAt('2025-03-10T10:30:00.000Z');

  it('lets one take match one slot only, even when inside both windows', () => {
    const matches = matchSlots([early, late], [takeAt('2025-03-10T08:30:00.000Z')]);
    expect(matches.filter((m) => m.take !== null)).toHaveLength(1);
  });

  it('does not let two takes near one slot fill another slot out of reach', () => {
    expect(
      matchedCount(
        [eight, slotAt('2025-03-10T18:00:00.000Z')],
        [takeAt('2025-03-10T08:00:00Z'), takeAt('2025-03-10T08:05:00Z')],
      ),
    ).toBe(1);
  });

  it('pairs as many slots as possible', () => {
    // Handled in the order given, 10:30 would grab 08:30 and leave 06:30 nothing; in time order both pair.
    expect(matchedCount([late, early], [takeAt('2025-03-10T09:00:00Z'), takeAt('2025-03-10T08:30:00Z')])).toBe(2);
  });

  it('answers in the order of the slots given, with the matched take', () => {
    const take = takeAt('2025-03-10T07:00:00Z');
    expect(matchSlots([late, early], [take])).toEqual([
      { slot: late, take: null },
      { slot: early, take },
    ]);
  });
});

const daily: SchedulableSupplement = {
  id: supplementId,
  timing: 'morning',
  frequency: 'daily',
  isActive: true,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('adherence', () => {
  const range = { from: '2025-03-04', to: '2025-03-10', utcOffsetMinutes: 0 };
  const takenOn = (dates: string[]) => dates.map((date) => takeAt(`${date}T08:15:00Z`));

  it('is taken slots over planned slots as an integer percent', () => {
    const takes = takenOn(['2025-03-04', '2025-03-05', '2025-03-06', '2025-03-08', '2025-03-10']);
    const result = adherence({ supplements: [daily], takes, ...range, now: new Date('2025-03-10T20:00:00Z') });
    expect(result).toEqual({ planned: 7, taken: 5, percent: 71 });
  });

  it('does not count a slot still open and untaken as missed', () => {
    const takes = takenOn(['2025-03-09']);
    const result = adherence({
      supplements: [daily],
      takes,
      from: '2025-03-09',
      to: '2025-03-10',
      utcOffsetMinutes: 0,
      now: new Date('2025-03-10T09:00:00Z'),
    });
    expect(result).toEqual({ planned: 1, taken: 1, percent: 100 });
  });

  it('counts a slot once its window has closed', () => {
    const result = adherence({
      supplements: [daily],
      takes: [],
      from: '2025-03-10',
      to: '2025-03-10',
      utcOffsetMinutes: 0,
      now: new Date('2025-03-10T10:00:01Z'),
    });
    expect(result).toEqual({ planned: 1, taken: 0, percent: 0 });
  });

  it('counts an open slot that is already taken', () => {
    const result = adherence({
      supplements: [daily],
      takes: takenOn(['2025-03-10']),
      from: '2025-03-10',
      to: '2025-03-10',
      utcOffsetMinutes: 0,
      now: new Date('2025-03-10T08:20:00Z'),
    });
    expect(result.percent).toBe(100);
  });

  it('is null when nothing was planned', () => {
    expect(adherence({ supplements: [], takes: [], ...range, now: new Date('2025-03-11T00:00:00Z') })).toEqual({
      planned: 0,
      taken: 0,
      percent: null,
    });
    expect(
      adherence({
        supplements: [{ ...daily, frequency: 'as-needed' }],
        takes: [],
        ...range,
        now: new Date('2025-03-11T00:00:00Z'),
      }).percent,
    ).toBeNull();
  });
});

describe('today', () => {
  const today = { date: '2025-03-10', utcOffsetMinutes: 60 };
  const twice: SchedulableSupplement = { ...daily, frequency: 'twice-daily' };

  it('dueToday lists the slots still to take, missed ones included', () => {
    const due = dueToday({ supplements: [twice], takes: [takeAt('2025-03-10T07:10:00Z')], today });
    expect(due.map((slot) => slot.time)).toEqual(['18:00']);
    expect(dueToday({ supplements: [twice], takes: [], today })).toHaveLength(2);
  });

  it('dueToday counts a dose taken late in the day against the earliest open slot', () => {
    const lateMorningDose = takeAt('2025-03-10T13:00:00Z');
    expect(dueToday({ supplements: [twice], takes: [lateMorningDose], today }).map((slot) => slot.time)).toEqual(['18:00']);
    expect(dueToday({ supplements: [twice], takes: [lateMorningDose, takeAt('2025-03-10T21:00:00Z')], today })).toEqual([]);
  });

  it("dueToday ignores yesterday's and unmarked takes", () => {
    const due = dueToday({ supplements: [twice], takes: [takeAt('2025-03-09T08:00:00Z'), takeAt(null)], today });
    expect(due).toHaveLength(2);
  });

  it('doneToday looks for a take with takenAt on the local day', () => {
    expect(doneToday(supplementId, [takeAt('2025-03-09T23:30:00Z')], today)).toBe(true);
    expect(doneToday(supplementId, [takeAt('2025-03-09T22:30:00Z')], today)).toBe(false);
    expect(doneToday(supplementId, [takeAt(null)], today)).toBe(false);
    expect(doneToday(otherSupplementId, [takeAt('2025-03-10T08:00:00Z')], today)).toBe(false);
  });

  it('latestTakeToday returns the latest of the day, the one to unmark', () => {
    const morning = takeAt('2025-03-10T07:00:00Z');
    const evening = takeAt('2025-03-10T17:00:00Z');
    const tomorrow = takeAt('2025-03-10T23:30:00Z');
    expect(latestTakeToday(supplementId, [evening, morning, tomorrow], today)).toBe(evening);
    expect(latestTakeToday(supplementId, [], today)).toBeNull();
  });
});
