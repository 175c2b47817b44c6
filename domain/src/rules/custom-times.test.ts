import { describe, expect, it } from 'vitest';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { adherence, daySchedule } from './adherence.ts';
import { feedDoses } from './calendar-feed.ts';
import { clockLabel, nextDueTime } from './next-dose.ts';
import { plannedSlots, slotMinutes, type SchedulableSupplement } from './schedule.ts';

const berlin = 'Europe/Berlin';
const newYork = 'America/New_York';

const own = (doseTimes: readonly string[] | null, overrides: Partial<SchedulableSupplement> = {}): SchedulableSupplement => ({
  id: supplementId,
  timing: 'bedtime',
  frequency: 'daily',
  isActive: true,
  createdAt: '2025-03-01T12:00:00.000Z',
  doseTimes,
  ...overrides,
});
const taken = (plannedAt: string, takenAt = plannedAt, id = supplementId) => ({ supplementId: id, plannedAt, takenAt });
const slotsOn = (supplement: SchedulableSupplement, date: string, zone: string | number) =>
  plannedSlots(supplement, { date, zone }).map((slot) => [slot.time, slot.plannedAt]);

describe('custom times', () => {
  it('replace the timing table and the twice-daily hours, sorted', () => {
    expect(slotMinutes('bedtime', 'daily', ['19:45', '07:15'])).toEqual([7 * 60 + 15, 19 * 60 + 45]);
    expect(slotMinutes('morning', 'twice-daily', ['09:00'])).toEqual([9 * 60]);
  });

  it('fall back to the table when null, empty or unreadable', () => {
    expect(slotMinutes('bedtime', 'daily', null)).toEqual([21 * 60]);
    expect(slotMinutes('bedtime', 'daily', [])).toEqual([21 * 60]);
    expect(slotMinutes('bedtime', 'daily', ['7pm', '25:00'])).toEqual([21 * 60]);
  });

  it('leave the days to the frequency: as-needed plans nothing, weekly only its weekday', () => {
    expect(slotMinutes('morning', 'as-needed', ['07:15'])).toEqual([]);
    const weekly = own(['07:15'], { frequency: 'weekly', createdAt: '2025-03-03T12:00:00.000Z' }); // a Monday
    expect(slotsOn(weekly, '2025-03-10', 0)).toEqual([['07:15', '2025-03-10T07:15:00.000Z']]);
    expect(slotsOn(weekly, '2025-03-11', 0)).toEqual([]);
  });

  it('keep their wall-clock time across the spring change in Berlin', () => {
    const supplement = own(['07:15', '19:45']);
    expect(slotsOn(supplement, '2025-03-29', berlin)).toEqual([
      ['07:15', '2025-03-29T06:15:00.000Z'],
      ['19:45', '2025-03-29T18:45:00.000Z'],
    ]);
    expect(slotsOn(supplement, '2025-03-30', berlin)).toEqual([
      ['07:15', '2025-03-30T05:15:00.000Z'],
      ['19:45', '2025-03-30T17:45:00.000Z'],
    ]);
  });

  it('move a time the spring change skips to the hour after, once, labelled as it falls', () => {
    // 02:30 does not exist in Berlin on 30 March 2025: it is 03:30 summer time, the same instant as 03:30.
    expect(slotsOn(own(['02:30', '03:30']), '2025-03-30', berlin)).toEqual([['03:30', '2025-03-30T01:30:00.000Z']]);
    expect(slotsOn(own(['02:30', '03:30']), '2025-03-31', berlin)).toEqual([
      ['02:30', '2025-03-31T00:30:00.000Z'],
      ['03:30', '2025-03-31T01:30:00.000Z'],
    ]);
  });

  it('keep their wall-clock time across the autumn change in New York', () => {
    const supplement = own(['07:15', '19:45']);
    expect(slotsOn(supplement, '2025-11-01', newYork)).toEqual([
      ['07:15', '2025-11-01T11:15:00.000Z'],
      ['19:45', '2025-11-01T23:45:00.000Z'],
    ]);
    expect(slotsOn(supplement, '2025-11-02', newYork)).toEqual([
      ['07:15', '2025-11-02T12:15:00.000Z'],
      ['19:45', '2025-11-03T00:45:00.000Z'],
    ]);
    // 01:30 happens twice that night; the dose is planned once.
    expect(slotsOn(own(['01:30']), '2025-11-02', newYork)).toHaveLength(1);
  });

  it('around midnight belong to the local day, whatever the UTC date says', () => {
    const supplement = own(['00:15', '23:45']);
    const day = daySchedule({ supplements: [supplement], takes: [], now: new Date('2025-03-10T16:00:00Z'), zone: newYork });
    expect(day.slots.map((slot) => [slot.time, slot.plannedAt])).toEqual([
      ['00:15', '2025-03-10T04:15:00.000Z'],
      ['23:45', '2025-03-11T03:45:00.000Z'],
    ]);
    // 23:50 on the 10th in New York is the 11th in UTC: it settles the 10th's 23:45, not the 11th's 00:15.
    const lateTake = { supplementId, takenAt: '2025-03-11T03:50:00Z' };
    const tenth = daySchedule({ supplements: [supplement], takes: [lateTake], now: new Date('2025-03-11T03:55:00Z'), zone: newYork });
    expect(tenth.slots.map((slot) => slot.state)).toEqual(['overdue', 'taken']);
    // 21:00 on the 10th (01:00 UTC on the 11th) is the 10th's dose: the 11th starts with nothing taken.
    const evening = { supplementId, takenAt: '2025-03-11T01:00:00Z' };
    const eleventh = daySchedule({ supplements: [supplement], takes: [evening], now: new Date('2025-03-11T04:20:00Z'), zone: newYork });
    expect(eleventh.date).toBe('2025-03-11');
    expect(eleventh.slots.map((slot) => [slot.time, slot.state])).toEqual([['00:15', 'due'], ['23:45', 'upcoming']]);
  });

  it('are the slots Due Today and adherence count, in order with other supplements', () => {
    const custom = own(['07:15', '19:45']);
    const usual = own(null, { id: otherSupplementId, timing: 'morning' });
    const now = new Date('2025-03-10T12:00:00Z'); // 13:00 in Berlin
    const day = daySchedule({ supplements: [custom, usual], takes: [taken('2025-03-10T06:15:00.000Z')], now, zone: berlin });
    expect(day.slots.map((slot) => [slot.time, slot.supplementId, slot.state])).toEqual([
      ['07:15', supplementId, 'taken'],
      ['08:00', otherSupplementId, 'overdue'],
      ['19:45', supplementId, 'upcoming'],
    ]);
    expect(day.remaining).toBe(2);
    expect(day.adherence).toEqual({ planned: 2, taken: 1, percent: 50 });
    const week = adherence({ supplements: [custom], takes: [], now: new Date('2025-03-31T12:00:00Z'), zone: berlin, from: '2025-03-29', to: '2025-03-31' });
    expect(week).toEqual({ planned: 5, taken: 0, percent: 0 });
  });
});

describe('readers of the plan', () => {
  it('the calendar feed lists the own times, in the zone', () => {
    const doses = feedDoses([{ ...own(['07:15', '19:45']), name: 'Vitamin D3', dosage: '2000 IU' }], new Date('2025-03-29T12:00:00Z'), berlin, 2);
    expect(doses.map((dose) => [dose.start, dose.description])).toEqual([
      ['2025-03-29T06:15:00.000Z', '2000 IU at 07:15'],
      ['2025-03-29T18:45:00.000Z', '2000 IU at 19:45'],
      ['2025-03-30T05:15:00.000Z', '2000 IU at 07:15'],
      ['2025-03-30T17:45:00.000Z', '2000 IU at 19:45'],
    ]);
  });
});

describe('nextDueTime', () => {
  const supplement = own(['07:15', '19:45']);
  const at = (iso: string, takes: ReturnType<typeof taken>[] = [], s = supplement) => nextDueTime(s, takes, new Date(iso), berlin);

  it("is today's first open slot, a due one included", () => {
    expect(at('2025-03-10T05:00:00Z')).toBe('7:15 AM');
    expect(at('2025-03-10T07:00:00Z')).toBe('7:15 AM'); // 08:00 local: 07:15 is still inside its window
  });

  it('moves on once a slot is taken or its window closed', () => {
    expect(at('2025-03-10T06:20:00Z', [taken('2025-03-10T06:15:00.000Z')])).toBe('7:45 PM');
    expect(at('2025-03-10T12:00:00Z')).toBe('7:45 PM');
  });

  it('names the day when nothing is left today', () => {
    expect(at('2025-03-10T19:00:00Z', [taken('2025-03-10T18:45:00.000Z')])).toBe('Tomorrow 7:15 AM');
    const weekly = own(null, { frequency: 'weekly', timing: 'morning', createdAt: '2025-03-03T12:00:00.000Z' }); // Mondays
    expect(at('2025-03-11T12:00:00Z', [], weekly)).toBe('Mon 8:00 AM');
  });

  it('is null when nothing is planned', () => {
    expect(at('2025-03-10T05:00:00Z', [], own(['07:15'], { frequency: 'as-needed' }))).toBeNull();
    expect(at('2025-03-10T05:00:00Z', [], own(['07:15'], { isActive: false }))).toBeNull();
  });

  it('writes times as the spec does', () => {
    expect(['00:05', '08:00', '12:00', '21:30'].map(clockLabel)).toEqual(['12:05 AM', '8:00 AM', '12:00 PM', '9:30 PM']);
  });
});
