import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromPostgres } from './database.ts';

/** PostgreSQL's ISO text of an instant in a UTC session: the fraction without trailing zeros, none when zero. */
const postgresText = (instant: Date, microseconds: number, zoned: boolean): string => {
  const [date, time] = instant.toISOString().slice(0, 19).split('T');
  const fraction = String(instant.getUTCMilliseconds() * 1000 + microseconds).padStart(6, '0').replace(/0+$/, '');
  return `${date} ${time}${fraction ? `.${fraction}` : ''}${zoned ? '+00' : ''}`;
};

describe('isoFromPostgres', () => {
  // V8's parser, used before, read "0099-12-31 23:59:59" as 1999: the instant is the reference.
  it('gives the instant of every timestamp text of a UTC session, with and without zone', () => {
    const instant = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 999 }), fc.boolean(), (at, microseconds, zoned) => {
        const text = postgresText(at, microseconds, zoned);
        expect(isoFromPostgres(text, zoned)).toBe(at.toISOString());
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves other texts to Date: another zone, BC, years past 9999, infinity', () => {
    expect(isoFromPostgres('2026-01-02 05:04:05.5+02', true)).toBe('2026-01-02T03:04:05.500Z');
    expect(isoFromPostgres('2026-01-02 03:04:05-03:30', true)).toBe('2026-01-02T06:34:05.000Z');
    expect(isoFromPostgres('12000-01-01 00:00:00+00', true)).toBe('+012000-01-01T00:00:00.000Z');
    expect(() => isoFromPostgres('infinity', true)).toThrow(RangeError);
    expect(() => isoFromPostgres('0001-01-01 00:00:00+00 BC', true)).toThrow(RangeError);
  });
});
