import { tzOffset } from '@date-fns/tz';

/**
 * The user's zone: an IANA name ('Europe/Berlin'), whose offset follows daylight saving, or a
 * fixed offset in minutes, local minus UTC (+120 for UTC+2, -300 for UTC-5; the opposite sign of
 * `Date.prototype.getTimezoneOffset`), the fallback for callers that only know an offset.
 */
export type Zone = string | number;

/** A calendar day in the user's zone. */
export interface LocalDay {
  /** `YYYY-MM-DD` */
  readonly date: string;
  readonly zone: Zone;
}

const HOUR_MS = 3_600_000;
/**
 * Offsets by zone and UTC hour: a schedule asks the zone database for the same few hours again and
 * again (every slot, take and forecast day), and each question costs an Intl formatting. An hour
 * is kept only when its first and last millisecond have the same offset, so an hour holding a
 * change is always asked afresh (zones change at most once an hour). Bounded: emptied when full.
 */
const hourOffsets = new Map<string, number>();
const HOUR_OFFSETS_LIMIT = 8_192;

const zoneOffset = (zone: string, ms: number): number => {
  const offset = tzOffset(zone, new Date(ms));
  return Number.isNaN(offset) ? 0 : offset;
};

/** Local minus UTC in minutes at an instant; an unknown zone name counts as UTC. */
export function offsetAt(zone: Zone, ms: number): number {
  if (typeof zone === 'number') return zone;
  if (!Number.isFinite(ms)) return 0;
  const hour = Math.floor(ms / HOUR_MS);
  const key = `${hour} ${zone}`;
  const known = hourOffsets.get(key);
  if (known !== undefined) return known;
  const start = zoneOffset(zone, hour * HOUR_MS);
  if (zoneOffset(zone, hour * HOUR_MS + HOUR_MS - 1) !== start) return zoneOffset(zone, ms);
  if (hourOffsets.size >= HOUR_OFFSETS_LIMIT) hourOffsets.clear();
  hourOffsets.set(key, start);
  return start;
}

/**
 * Names the runtime accepted: building a DateTimeFormat to ask costs more than the rest of a
 * schedule request, and every request names its zone. Bounded: emptied when full.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_LIMIT = 1_024;

/** Whether the runtime's time-zone database knows an IANA name. */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (name.length === 0) return false;
  if (knownZones.size >= KNOWN_ZONES_LIMIT) knownZones.clear();
  knownZones.add(name);
  return true;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MAX_DATE_MS = 8.64e15;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The dashboard and adherence convert the same few dates over and over (every slot of every
 * supplement on every day of a range); both conversions are pure, so their answers are kept.
 * Bounded: emptied when full.
 */
const MEMO_LIMIT = 4_096;
const dayNumbers = new Map<string, number>();
const dates = new Map<number, string>();

/** Days since 1970-01-01 for a `YYYY-MM-DD` date; throws RangeError on anything else. */
export function dayNumber(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const match = DATE_PATTERN.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  if (dayNumbers.size >= MEMO_LIMIT) dayNumbers.clear();
  dayNumbers.set(date, ms / DAY_MS);
  return ms / DAY_MS;
}

export function dateOfDayNumber(day: number): string {
  const known = dates.get(day);
  if (known !== undefined) return known;
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (dates.size >= MEMO_LIMIT) dates.clear();
  dates.set(day, date);
  return date;
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** The local calendar date an instant falls on. */
export function localDateOf(instant: Date | string, zone: Zone): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const local = ms + offsetAt(zone, ms) * MINUTE_MS;
  // Outside the range of Date (or NaN) toISOString throws, as before.
  if (!(Math.abs(local) <= MAX_DATE_MS)) return new Date(local).toISOString().slice(0, 10);
  // The UTC date of `local` is the date of its whole day number (toISOString's own date).
  return dateOfDayNumber(Math.floor(local / DAY_MS));
}

export function localDayOf(instant: Date | string, zone: Zone): LocalDay {
  return { date: localDateOf(instant, zone), zone };
}

/**
 * The instant (ms since epoch) of a local wall-clock time on a local day. The offset is the one in
 * force at that instant, so 8:00 in Berlin is 7:00 UTC in winter and 6:00 UTC in summer. A wall
 * time skipped by a spring-forward change lands an hour later; a repeated one takes the later reading.
 */
export function instantAt(day: LocalDay, minutesOfDay: number): number {
  const wall = (dayNumber(day.date) * 24 * 60 + minutesOfDay) * MINUTE_MS;
  if (typeof day.zone === 'number') return wall - day.zone * MINUTE_MS;
  const guess = wall - offsetAt(day.zone, wall) * MINUTE_MS;
  return wall - offsetAt(day.zone, guess) * MINUTE_MS;
}

/** Minutes into its local day at which an instant falls (wall clock). */
export function localMinutesOf(instant: Date | string, zone: Zone): number {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const local = ms + offsetAt(zone, ms) * MINUTE_MS;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}
