import { z } from 'zod';

/**
 * ISO-8601 instant with `Z` or an explicit offset. Events, metadata and
 * contracts share this one definition so that whatever an API accepts can
 * always be stored and read back.
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Calendar date `YYYY-MM-DD` (prescription start and end dates). */
export const isoDateSchema = z.iso.date();

/** Ids are UUIDs (v4 or v7) handed in by the caller. */
export const idSchema = z.uuid();
