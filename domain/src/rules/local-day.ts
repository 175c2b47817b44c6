/**
 * A calendar day in the user's zone. The caller picks the zone (the domain has no
 * clock or time-zone database): `utcOffsetMinutes` is local minus UTC, so +120 for
 * UTC+2 and -300 for UTC-5 (the opposite sign of `Date.prototype.getTimezoneOffset`).
 */
export interface LocalDay {
  /** `YYYY-MM-DD` */
  readonly date: string;
  readonly utcOffsetMinutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a `YYYY-MM-DD` date; throws RangeError on anything else. */
export function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return ms / DAY_MS;
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** The local calendar date an instant falls on. */
export function localDateOf(instant: Date | string, utcOffsetMinutes: number): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

export function localDayOf(instant: Date | string, utcOffsetMinutes: number): LocalDay {
  return { date: localDateOf(instant, utcOffsetMinutes), utcOffsetMinutes };
}

/** The instant (ms since epoch) of a local wall-clock time on a local day. */
export function instantAt(day: LocalDay, minutesOfDay: number): number {
  return (dayNumber(day.date) * 24 * 60 + minutesOfDay - day.utcOffsetMinutes) * MINUTE_MS;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}
