import type { CommonQueryMethods } from 'slonik';
import { compareCheckpoints, type Checkpoint } from '@regimen/event-store';
import { advanceCheckpoint, checkpointOfRow, lockCheckpointRow, type CheckpointRow } from './checkpoints.ts';
import type { AnyProjectedEvent } from './events.ts';
import { queriesForBatch, type Projection, type Tables } from './projection.ts';

/** Runs the projection's queries for the events; the caller owns the transaction. */
export const applyEvents = async (db: CommonQueryMethods, projection: Projection, tables: Tables, events: readonly AnyProjectedEvent[]): Promise<void> => {
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
export const applyBatchFenced = (
  connection: CommonQueryMethods,
  target: BatchTarget,
  expected: Checkpoint,
  events: readonly AnyProjectedEvent[],
): Promise<BatchOutcome> =>
  connection.transaction(async (tx) => {
    const row = await lockCheckpointRow(tx, target.checkpointName);
    if (!row || row.version !== target.projection.version || compareCheckpoints(checkpointOfRow(row), expected) !== 0) {
      return { kind: 'fenced', row };
    }
    const last = events.at(-1);
    if (!last) return { kind: 'applied', checkpoint: expected };
    await applyEvents(tx, target.projection, target.tables, events);
    await advanceCheckpoint(tx, target.checkpointName, { checkpoint: last.checkpoint, eventsApplied: events.length, lastEventAt: last.recordedAt });
    return { kind: 'applied', checkpoint: last.checkpoint };
  });
