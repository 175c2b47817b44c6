import { z } from 'zod';

/**
 * ISO-8601 instant with `Z` or an explicit offset. Events, metadata and responses share this one
 * definition; requests use the bounded `instantSchema` below, so whatever an API accepts can always
 * be stored and read back. Events keep this looser one so that every event already stored stays readable.
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Calendar date `YYYY-MM-DD` (prescription start and end dates). */
export const isoDateSchema = z.iso.date();

/** Ids are UUIDs (v4 or v7) handed in by the caller. */
export const idSchema = z.uuid();

/** Years a request may name: well inside what PostgreSQL (timestamptz, date) and JS Date hold, and wide enough for any dose or prescription. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

/** Real UTC offsets run from -12:00 to +14:00; zod's ISO check lets anything up to ±23:59 through. */
const MAX_OFFSET_MINUTES = 14 * 60;

const offsetMinutes = (text: string): number => {
  const match = /([+-])(\d\d):?(\d\d)$/.exec(text);
  if (!match) return 0;
  return Number(match[2]) * 60 + Number(match[3]);
};

const inYearRange = (date: Date): boolean => date.getUTCFullYear() >= MIN_YEAR && date.getUTCFullYear() <= MAX_YEAR;

/**
 * An instant in a request: ISO-8601 with `Z` or an offset of at most ±14:00, between the years
 * 1900 and 2199 (UTC), normalised to UTC with milliseconds (`2024-06-01T10:00:00.000Z`), as the
 * read side answers it.
 */
export const instantSchema = isoDateTimeSchema
  .refine((text) => offsetMinutes(text) <= MAX_OFFSET_MINUTES, 'The UTC offset must be between -14:00 and +14:00')
  .transform((text) => new Date(text))
  .refine(inYearRange, `Must be between the years ${MIN_YEAR} and ${MAX_YEAR}`)
  .transform((date) => date.toISOString());

/** A calendar date in a request, between the years 1900 and 2199. */
export const calendarDateSchema = isoDateSchema.refine((text) => {
  const year = Number(text.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}, `Must be between the years ${MIN_YEAR} and ${MAX_YEAR}`);

/** The calendar date it is now where the day is furthest ahead (UTC+14): a later date is in the future everywhere. */
export const latestDateOnEarth = (now: number = Date.now()): string => new Date(now + MAX_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

export const FUTURE_DATE_MESSAGE = 'Cannot be in the future';

/**
 * A calendar date that has happened (a diagnosis): refused when it is after today in every time
 * zone, so no user's own today is refused, whatever zone the server or the browser runs in.
 */
export const pastCalendarDateSchema = calendarDateSchema.refine((text) => text <= latestDateOnEarth(), FUTURE_DATE_MESSAGE);
