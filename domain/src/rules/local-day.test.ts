import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, instantAt, localDateOf, localDayOf, weekday } from './local-day.ts';

describe('local days', () => {
  it('counts days from the epoch and refuses non-dates', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(() => dayNumber('2025-02-30')).toThrow(RangeError);
    expect(() => dayNumber('10/03/2025')).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-10', -6)).toBe('2025-03-04');
  });

  it('finds the local date of an instant with the offset sign "local minus UTC"', () => {
    expect(localDateOf('2025-03-10T23:30:00Z', 60)).toBe('2025-03-11');
    expect(localDateOf('2025-03-10T03:00:00Z', -300)).toBe('2025-03-09');
    expect(localDayOf(new Date('2025-03-10T12:00:00Z'), 0)).toEqual({ date: '2025-03-10', utcOffsetMinutes: 0 });
  });

  it('turns a local wall-clock time into an instant', () => {
    const day = { date: '2025-03-10', utcOffsetMinutes: 120 };
    expect(new Date(instantAt(day, 8 * 60)).toISOString()).toBe('2025-03-10T06:00:00.000Z');
  });

  it('knows the weekday', () => {
    expect(weekday('2025-03-10')).toBe(1);
    expect(weekday('2025-03-16')).toBe(0);
  });
});
