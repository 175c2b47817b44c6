import { describe, expect, it } from 'vitest';
import { otherSupplementId, supplementId } from '../testing/ids.ts';
import { plannedSlots, plannedSlotsForDay, slotMinutes, type SchedulableSupplement } from './schedule.ts';

// 2025-03-10 is a Monday.
const monday = { date: '2025-03-10', zone: 0 };
const supplement = (overrides: Partial<SchedulableSupplement> = {}): SchedulableSupplement => ({
  id: supplementId,
  timing: 'morning',
  frequency: 'daily',
  isActive: true,
  createdAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});
const times = (s: SchedulableSupplement, day = monday) => plannedSlots(s, day).map((slot) => slot.time);

describe('plannedSlots by timing', () => {
  it.each([
    ['morning', ['08:00']],
    ['with-breakfast', ['08:00']],
    ['empty-stomach', ['06:30', '10:30']],
    ['with-lunch', ['12:00']],
    ['lunch', ['12:00']],
    ['with-dinner', ['18:00']],
    ['evening', ['18:00']],
    ['night', ['21:00']],
    ['bedtime', ['21:00']],
    ['before-bed', ['21:00']],
    ['afternoon', ['15:00']],
    ['with_breakfast', ['08:00']],
    ['with-meals', ['08:00']],
  ])('plans %s at %j', (timing, expected) => {
    expect(times(supplement({ timing }))).toEqual(expected);
  });

  it('gives the slot as a UTC instant for the user zone', () => {
    expect(plannedSlots(supplement(), monday)).toEqual([
      { supplementId, plannedAt: '2025-03-10T08:00:00.000Z', time: '08:00' },
    ]);
    expect(plannedSlots(supplement(), { date: '2025-03-10', zone: 120 })[0]?.plannedAt).toBe(
      '2025-03-10T06:00:00.000Z',
    );
    expect(plannedSlots(supplement(), { date: '2025-03-10', zone: -300 })[0]?.plannedAt).toBe(
      '2025-03-10T13:00:00.000Z',
    );
  });
});

describe('plannedSlots by frequency', () => {
  it('twice and three times daily use their own hours, whatever the timing', () => {
    expect(times(supplement({ frequency: 'twice-daily', timing: 'bedtime' }))).toEqual(['08:00', '18:00']);
    expect(times(supplement({ frequency: 'twice_daily' }))).toEqual(['08:00', '18:00']);
    expect(times(supplement({ frequency: 'three-times-daily' }))).toEqual(['08:00', '12:00', '18:00']);
  });

  it('as-needed plans nothing', () => {
    expect(times(supplement({ frequency: 'as-needed' }))).toEqual([]);
    expect(times(supplement({ frequency: 'as_needed' }))).toEqual([]);
    expect(slotMinutes('morning', 'as-needed')).toEqual([]);
  });

  it('unknown frequencies are treated as daily', () => {
    expect(times(supplement({ frequency: 'most days' }))).toEqual(['08:00']);
  });

  it('weekly plans only on the weekday the supplement was created', () => {
    const weekly = supplement({ frequency: 'weekly', createdAt: '2025-03-03T09:00:00Z' }); // a Monday
    expect(times(weekly, monday)).toEqual(['08:00']);
    expect(times(weekly, { date: '2025-03-11', zone: 0 })).toEqual([]);
    expect(times(weekly, { date: '2025-03-17', zone: 0 })).toEqual(['08:00']);
  });

  it('weekly reads the creation weekday in the user zone', () => {
    // Sunday 23:30 UTC is already Monday in UTC+2.
    const weekly = supplement({ frequency: 'weekly', createdAt: '2025-03-02T23:30:00Z' });
    expect(times(weekly, { date: '2025-03-10', zone: 120 })).toEqual(['08:00']);
    expect(times(weekly, { date: '2025-03-09', zone: 0 })).toEqual(['08:00']);
    expect(times(weekly, { date: '2025-03-10', zone: 0 })).toEqual([]);
  });

  it('every other day plans on days an even number of days after creation', () => {
    const everyOther = supplement({ frequency: 'every-other-day', createdAt: '2025-03-10T07:00:00Z' });
    expect(times(everyOther, monday)).toEqual(['08:00']);
    expect(times(everyOther, { date: '2025-03-11', zone: 0 })).toEqual([]);
    expect(times(everyOther, { date: '2025-03-12', zone: 0 })).toEqual(['08:00']);
  });
});

describe('plannedSlots outside the supplement life', () => {
  it('plans nothing for an inactive or removed supplement', () => {
    expect(times(supplement({ isActive: false }))).toEqual([]);
    expect(times(supplement({ removed: true }))).toEqual([]);
  });

  it('treats an unset isActive as active', () => {
    expect(times(supplement({ isActive: null }))).toEqual(['08:00']);
    expect(times(supplement({ isActive: undefined }))).toEqual(['08:00']);
  });

  it('plans nothing before the day the supplement was created, and the whole of that day', () => {
    const createdToday = supplement({ createdAt: '2025-03-10T20:00:00Z' });
    expect(times(createdToday, { date: '2025-03-09', zone: 0 })).toEqual([]);
    expect(times(createdToday, monday)).toEqual(['08:00']);
  });

  it('an unparseable createdAt restricts daily plans but cannot anchor weekly ones', () => {
    expect(times(supplement({ createdAt: 'unknown' }))).toEqual(['08:00']);
    expect(times(supplement({ createdAt: 'unknown', frequency: 'weekly' }))).toEqual([]);
  });
});

describe('plannedSlotsForDay', () => {
  it('lists every supplement slot in time order', () => {
    const slots = plannedSlotsForDay(
      [supplement({ timing: 'evening' }), supplement({ id: otherSupplementId, timing: 'empty-stomach' })],
      monday,
    );
    expect(slots.map((slot) => [slot.supplementId, slot.time])).toEqual([
      [otherSupplementId, '06:30'],
      [otherSupplementId, '10:30'],
      [supplementId, '18:00'],
    ]);
  });

  it('refuses a malformed day', () => {
    expect(() => plannedSlotsForDay([supplement()], { date: '2025-3-10', zone: 0 })).toThrow(RangeError);
  });
});
