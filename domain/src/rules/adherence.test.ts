import { describe, expect, it } from 'vitest';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { adherence, adherenceBySupplement, daySchedule, matchSlots, type TakeLike } from './adherence.ts';
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
  const range = { from: '2025-03-04', to: '2025-03-10', zone: 0 };
  const takenOn = (dates: string[]) => dates.map((date) => takeAt(`${date}T08:15:00Z`));

  it('is taken slots over planned slots as an integer percent', () => {
    const takes = takenOn(['2025-03-04', '2025-03-05', '2025-03-06', '2025-03-08', '2025-03-10']);
    const result = adherence({ supplements: [daily], takes, ...range, now: new Date('2025-03-10T20:00:00Z') });
    expect(result).toEqual({ planned: 7, taken: 5, percent: 71 });
  });

  it('does not count a slot whose time has not come', () => {
    const takes = takenOn(['2025-03-09']);
    const result = adherence({
      supplements: [daily],
      takes,
      from: '2025-03-09',
      to: '2025-03-10',
      zone: 0,
      now: new Date('2025-03-10T07:59:59Z'),
    });
    expect(result).toEqual({ planned: 1, taken: 1, percent: 100 });
  });

  it('counts a slot as soon as it is due, taken or not (issue 13: no "100%" with the day unticked)', () => {
    const result = adherence({
      supplements: [daily],
      takes: [],
      from: '2025-03-10',
      to: '2025-03-10',
      zone: 0,
      now: new Date('2025-03-10T08:00:00Z'),
    });
    expect(result).toEqual({ planned: 1, taken: 0, percent: 0 });
  });

  it('counts an open slot that is already taken', () => {
    const result = adherence({
      supplements: [daily],
      takes: takenOn(['2025-03-10']),
      from: '2025-03-10',
      to: '2025-03-10',
      zone: 0,
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

describe('daySchedule', () => {
  const twice: SchedulableSupplement = { ...daily, frequency: 'twice-daily' };
  const bedtime: SchedulableSupplement = { ...daily, id: otherSupplementId, timing: 'bedtime' };
  const zone = 'Europe/Berlin';

  it('lists every slot in time order with its state, and counts what remains', () => {
    const now = new Date('2025-03-10T12:00:00Z'); // 13:00 in Berlin
    const day = daySchedule({ supplements: [bedtime, twice], takes: [takeAt('2025-03-10T07:05:00Z')], now, zone });
    expect(day.slots.map((slot) => [slot.time, slot.state])).toEqual([
      ['08:00', 'taken'],
      ['18:00', 'upcoming'],
      ['21:00', 'upcoming'],
    ]);
    expect(day.remaining).toBe(2);
    expect(day.adherence).toEqual({ planned: 1, taken: 1, percent: 100 });
  });

  it('marks a slot due inside its 2-hour window and overdue after it', () => {
    const at = (iso: string) => daySchedule({ supplements: [daily], takes: [], now: new Date(iso), zone }).slots[0]?.state;
    expect(at('2025-03-10T04:59:00Z')).toBe('upcoming');
    expect(at('2025-03-10T05:00:00Z')).toBe('due');
    expect(at('2025-03-10T09:00:00Z')).toBe('due');
    expect(at('2025-03-10T09:00:01Z')).toBe('overdue');
  });

  it('settles the slot a take was recorded for, even when taken hours later', () => {
    const lateForMorning = { supplementId, plannedAt: '2025-03-10T07:00:00.000Z', takenAt: '2025-03-10T16:30:00Z' };
    const day = daySchedule({ supplements: [twice], takes: [lateForMorning], now: new Date('2025-03-10T16:31:00Z'), zone });
    expect(day.slots.map((slot) => slot.state)).toEqual(['taken', 'due']);
  });

  it('reaches zero remaining once every slot is ticked, and adherence counts every slot', () => {
    const now = new Date('2025-03-10T21:00:00Z');
    const plain = daySchedule({ supplements: [twice, bedtime], takes: [], now, zone });
    const takes = plain.slots.map((slot) => ({ supplementId: slot.supplementId, plannedAt: slot.plannedAt, takenAt: now.toISOString() }));
    const ticked = daySchedule({ supplements: [twice, bedtime], takes, now, zone });
    expect(ticked.remaining).toBe(0);
    expect(ticked.adherence).toEqual({ planned: 3, taken: 3, percent: 100 });
  });

  it("lets a dose taken late in the day settle the day's earliest open slot", () => {
    const day = daySchedule({ supplements: [twice], takes: [takeAt('2025-03-10T12:00:00Z')], now: new Date('2025-03-10T12:00:00Z'), zone });
    expect(day.slots.map((slot) => slot.state)).toEqual(['taken', 'upcoming']);
  });

  it("ignores yesterday's takes and unmarked ones", () => {
    const takes = [takeAt('2025-03-09T07:00:00Z'), takeAt(null)];
    expect(daySchedule({ supplements: [twice], takes, now: new Date('2025-03-10T06:00:00Z'), zone }).remaining).toBe(2);
  });

  it('keeps slots at their wall-clock hour across the spring change in Berlin', () => {
    const slotsOn = (iso: string) =>
      daySchedule({ supplements: [twice], takes: [], now: new Date(iso), zone }).slots.map((slot) => slot.plannedAt);
    expect(slotsOn('2025-03-29T10:00:00Z')).toEqual(['2025-03-29T07:00:00.000Z', '2025-03-29T17:00:00.000Z']);
    expect(slotsOn('2025-03-30T10:00:00Z')).toEqual(['2025-03-30T06:00:00.000Z', '2025-03-30T16:00:00.000Z']);
  });

  it('keeps slots at their wall-clock hour across the autumn change in New York', () => {
    const ny = 'America/New_York';
    const slotsOn = (iso: string) =>
      daySchedule({ supplements: [bedtime], takes: [], now: new Date(iso), zone: ny }).slots.map((slot) => slot.plannedAt);
    expect(slotsOn('2025-11-01T16:00:00Z')).toEqual(['2025-11-02T01:00:00.000Z']);
    expect(slotsOn('2025-11-02T16:00:00Z')).toEqual(['2025-11-03T02:00:00.000Z']);
  });

  it('puts a take after local midnight on the next day, whatever the UTC date says', () => {
    const ny = 'America/New_York';
    // 23:30 on the 9th in New York is 04:30 UTC on the 10th: yesterday's bedtime dose, not today's.
    const lateNight = takeAt('2025-03-10T03:30:00Z', otherSupplementId);
    const day = daySchedule({ supplements: [bedtime], takes: [lateNight], now: new Date('2025-03-10T15:00:00Z'), zone: ny });
    expect(day.date).toBe('2025-03-10');
    expect(day.remaining).toBe(1);
    const yesterday = daySchedule({ supplements: [bedtime], takes: [lateNight], now: new Date('2025-03-10T03:45:00Z'), zone: ny });
    expect(yesterday.date).toBe('2025-03-09');
    expect(yesterday.remaining).toBe(0);
  });

  it('counts adherence over a week that spans the Berlin spring change, per supplement too', () => {
    const takes = ['2025-03-28T07:10:00Z', '2025-03-29T07:00:00Z', '2025-03-30T06:05:00Z'].map((at) => takeAt(at));
    const input = { supplements: [daily, bedtime], takes, zone, from: '2025-03-28', to: '2025-03-30', now: new Date('2025-03-30T12:00:00Z') };
    expect(adherence(input)).toEqual({ planned: 5, taken: 3, percent: 60 });
    const bySupplement = adherenceBySupplement(input);
    expect(bySupplement.get(supplementId)).toEqual({ planned: 3, taken: 3, percent: 100 });
    expect(bySupplement.get(otherSupplementId)).toEqual({ planned: 2, taken: 0, percent: 0 });
  });
});
