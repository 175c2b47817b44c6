import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, instantAt, isTimeZone, localDateOf, localDayOf, localMinutesOf, offsetAt, weekday } from './local-day.ts';

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
    expect(localDayOf(new Date('2025-03-10T12:00:00Z'), 0)).toEqual({ date: '2025-03-10', zone: 0 });
  });

  it('turns a local wall-clock time into an instant', () => {
    const day = { date: '2025-03-10', zone: 120 };
    expect(new Date(instantAt(day, 8 * 60)).toISOString()).toBe('2025-03-10T06:00:00.000Z');
  });

  it('knows the weekday', () => {
    expect(weekday('2025-03-10')).toBe(1);
    expect(weekday('2025-03-16')).toBe(0);
  });

  it('follows daylight saving in an IANA zone', () => {
    const berlin = 'Europe/Berlin';
    expect(new Date(instantAt({ date: '2025-03-29', zone: berlin }, 8 * 60)).toISOString()).toBe('2025-03-29T07:00:00.000Z');
    expect(new Date(instantAt({ date: '2025-03-30', zone: berlin }, 8 * 60)).toISOString()).toBe('2025-03-30T06:00:00.000Z');
    expect(new Date(instantAt({ date: '2025-10-26', zone: berlin }, 8 * 60)).toISOString()).toBe('2025-10-26T07:00:00.000Z');
    // 2:30 does not exist on the spring-forward night: it lands an hour later, at 3:30 summer time.
    expect(new Date(instantAt({ date: '2025-03-30', zone: berlin }, 150)).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    const ny = 'America/New_York';
    expect(new Date(instantAt({ date: '2025-03-08', zone: ny }, 21 * 60)).toISOString()).toBe('2025-03-09T02:00:00.000Z');
    expect(new Date(instantAt({ date: '2025-03-09', zone: ny }, 21 * 60)).toISOString()).toBe('2025-03-10T01:00:00.000Z');
  });

  it('answers every minute around a change as the zone database does, kept hours included', () => {
    // Berlin and New York change on the hour; Adelaide on a half hour of UTC, Lord Howe by half an
    // hour, Kathmandu never (+5:45). Each minute is asked twice: the second answer may come from
    // the hours kept by the first.
    const changes = [
      ['Europe/Berlin', '2025-03-30T01:00:00Z'],
      ['Europe/Berlin', '2025-10-26T01:00:00Z'],
      ['America/New_York', '2025-11-02T06:00:00Z'],
      ['Australia/Adelaide', '2025-04-05T16:30:00Z'],
      ['Australia/Lord_Howe', '2025-04-05T15:00:00Z'],
      ['Asia/Kathmandu', '2025-06-01T00:00:00Z'],
    ] as const;
    for (const [zone, at] of changes) {
      const around = Date.parse(at);
      for (const pass of [1, 2]) {
        for (let ms = around - 3 * 3_600_000; ms <= around + 3 * 3_600_000; ms += 60_000) {
          expect(offsetAt(zone, ms - 1), `${zone} ${new Date(ms - 1).toISOString()} pass ${pass}`).toBe(tzOffset(zone, new Date(ms - 1)));
          expect(offsetAt(zone, ms), `${zone} ${new Date(ms).toISOString()} pass ${pass}`).toBe(tzOffset(zone, new Date(ms)));
        }
      }
    }
    expect(offsetAt('Europe/Berlin', Date.parse('2025-03-30T00:59:59.999Z'))).toBe(60);
    expect(offsetAt('Europe/Berlin', Date.parse('2025-03-30T01:00:00.000Z'))).toBe(120);
  });

  it('finds the local date and time across midnight in an IANA zone', () => {
    expect(localDateOf('2025-07-01T03:59:00Z', 'America/New_York')).toBe('2025-06-30');
    expect(localDateOf('2025-07-01T04:00:00Z', 'America/New_York')).toBe('2025-07-01');
    expect(localDateOf('2025-06-30T22:00:00Z', 'Europe/Berlin')).toBe('2025-07-01');
    expect(localMinutesOf('2025-06-30T22:30:00Z', 'Europe/Berlin')).toBe(30);
  });

  it('knows which zone names exist', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
