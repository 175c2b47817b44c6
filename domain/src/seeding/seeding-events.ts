import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

/** An admin started filling the shared research cache: the supplements this job will research, in order. */
export const seedingStarted = defineEvent(
  'SeedingStarted',
  1,
  z.object({
    jobId: idSchema,
    testMode: z.boolean(),
    /** How many supplements the cache should hold when the job is done (256, or 16 in test mode). */
    target: z.int().min(1),
    /** Names not in the cache when the job started, at most what the target still needs. */
    names: z.array(z.string().min(1)),
  }),
);

/** One supplement researched and recorded into the cache by the job. */
export const supplementSeeded = defineEvent('SupplementSeeded', 1, z.object({ jobId: idSchema, name: z.string().min(1) }));

/** The job ended: every planned name is done (or failed and was skipped). */
export const seedingFinished = defineEvent(
  'SeedingFinished',
  1,
  z.object({ jobId: idSchema, seeded: z.int().min(0), failed: z.array(z.string()) }),
);

export type SeedingStarted = EventOf<typeof seedingStarted>;
export type SupplementSeeded = EventOf<typeof supplementSeeded>;
export type SeedingFinished = EventOf<typeof seedingFinished>;

export type SeedingEvent = SeedingStarted | SupplementSeeded | SeedingFinished;
