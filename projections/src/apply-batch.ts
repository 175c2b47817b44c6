import type { CommonQueryMethods } from 'slonik';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@regimen/event-store';
import { advanceCheckpoint, checkpointOfRow, lockCheckpointRow, type CheckpointRow } from './checkpoints.ts';
import type { AnyProjectedEvent } from './events.ts';
import type { EventParser } from './parse-event.ts';
import { handles, queriesForBatch, type Projection, type Tables } from './projection.ts';

/** A slice of the global order as one projection sees it. */
export interface Batch {
  /** The events the projection handles, validated. Others are skipped unparsed (still counted). */
  readonly events: readonly AnyProjectedEvent[];
  /** Last event of the slice, handled or not: the checkpoint moves past it. */
  readonly last: RecordedEvent;
  readonly size: number;
}

export const toBatch = (projection: Projection, recorded: readonly RecordedEvent[], parse: EventParser): Batch | null => {
  const last = recorded.at(-1);
  if (!last) return null;
  const events = recorded.filter((event) => handles(projection, event.type)).map(parse);
  return { events, last, size: recorded.length };
};

/** Runs the projection's queries for the events; the caller owns the transaction. */
export const applyEvents = async (db: CommonQueryMethods, projection: Projection, tables: Tables, events: readonly AnyProjectedEvent[]): Promise<void> => {
  if (events.length === 0) return;
  for (const query of queriesForBatch(projection, events, tables)) await db.query(query);
};

export interface BatchTarget {
  readonly projection: Projection;
  readonly tables: Tables;
  /** Checkpoint row this batch advances: the projection's name, or `<name>__rebuild`. */
  readonly checkpointName: string;
}

export type BatchOutcome =
  | { readonly kind: 'applied'; readonly checkpoint: Checkpoint }
  /** The row is not where this writer left it (a rebuild switched, another leader wrote, the version changed). */
  | { readonly kind: 'fenced'; readonly row: CheckpointRow | null };

/**
 * One batch in one transaction: lock the checkpoint row, check it is where the writer expects,
 * apply, advance. Any error rolls the whole batch back, checkpoint included.
 */
export const applyBatchFenced = (connection: CommonQueryMethods, target: BatchTarget, expected: Checkpoint, batch: Batch): Promise<BatchOutcome> =>
  connection.transaction(async (tx) => {
    const row = await lockCheckpointRow(tx, target.checkpointName);
    if (!row || row.version !== target.projection.version || compareCheckpoints(checkpointOfRow(row), expected) !== 0) {
      return { kind: 'fenced', row };
    }
    await applyEvents(tx, target.projection, target.tables, batch.events);
    await advanceCheckpoint(tx, target.checkpointName, {
      checkpoint: batch.last.checkpoint,
      eventsApplied: batch.size,
      lastEventAt: batch.last.recordedAt,
    });
    return { kind: 'applied', checkpoint: batch.last.checkpoint };
  });
