import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

const projectionNames = z.array(z.string().min(1).max(100)).min(1).max(100);
const count = z.int().min(0);

/** A replay of read models from the event log began (from the admin page or the CLI); who started it is the metadata's actor. */
export const rebuildStarted = defineEvent(
  'RebuildStarted',
  1,
  z.object({ runId: idSchema, projections: projectionNames, source: z.enum(['admin', 'cli']) }),
);

/** A sparse checkpoint of a running replay (every few seconds, not per batch): how far it got. */
export const rebuildProgressed = defineEvent(
  'RebuildProgressed',
  1,
  z.object({ runId: idSchema, phase: z.string().min(1).max(40), applied: count, total: count }),
);

/** The replay ended: switched to the rebuilt tables (succeeded), stopped before switching (interrupted), or failed. */
export const rebuildFinished = defineEvent(
  'RebuildFinished',
  1,
  z.object({
    runId: idSchema,
    outcome: z.enum(['succeeded', 'interrupted', 'failed']),
    applied: count,
    total: count,
    quarantined: count,
    error: z.string().max(500).nullable(),
  }),
);

export type RebuildStarted = EventOf<typeof rebuildStarted>;
export type RebuildProgressed = EventOf<typeof rebuildProgressed>;
export type RebuildFinished = EventOf<typeof rebuildFinished>;

export type RebuildEvent = RebuildStarted | RebuildProgressed | RebuildFinished;

/** Each run is its own system stream. */
export const rebuildStreamId = (runId: string): string => `rebuild-${runId}`;
