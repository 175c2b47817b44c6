import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { compareCheckpoints, type Checkpoint, type EventStore } from '@regimen/event-store';
import { checkpointOfRow, CheckpointRow } from './checkpoints.ts';
import { countDeadLetters } from './dead-letters.ts';
import { advisoryKey, advisoryLockHeld } from './leader-lock.ts';
import { REBUILD_SUFFIX } from './projection.ts';

/** Counts the events a reader at `after` has still to read to reach `upTo` (both exclusive/inclusive as named). */
export type EventCounter = (after: Checkpoint, upTo: Checkpoint) => Promise<bigint>;

export interface ProjectionLag {
  readonly name: string;
  readonly version: number;
  /** True for the `<name>__rebuild` row of a rebuild in progress. */
  readonly rebuilding: boolean;
  readonly checkpoint: Checkpoint;
  readonly head: Checkpoint;
  readonly lagEvents: bigint;
  /** Head's recordedAt minus the last applied event's recordedAt; 0 when caught up. */
  readonly lagSeconds: number;
  readonly eventsApplied: bigint;
  readonly lastEventAt: string | null;
  readonly updatedAt: string;
  readonly lastError: string | null;
  readonly lastErrorAt: string | null;
  /** Whether some session holds the projection's leader lock (a worker is running it). */
  readonly isLeader: boolean;
  /** Events set aside because they could not be applied (projection_dead_letters). */
  readonly quarantined: number;
}

export interface ProjectionStatusOptions {
  /** Exact lag in events. Default: the difference of global positions (exact when positions have no gaps). */
  readonly countEvents?: EventCounter;
}

/**
 * Exact lag for the PostgreSQL event store: an index-only count on `events (transaction_id,
 * global_position)` between the two checkpoints (cost grows with the lag, not with the log).
 */
export const postgresEventCounter =
  (db: CommonQueryMethods): EventCounter =>
  (after, upTo) =>
    db.oneFirst(sql.type(z.object({ count: z.bigint() }))`
      select count(*) as count from events
      where (transaction_id, global_position) > (${after.tx.toString()}::xid8, ${after.position}::int8)
        and (transaction_id, global_position) <= (${upTo.tx.toString()}::xid8, ${upTo.position}::int8)`);

const positionDifference: EventCounter = async (after, upTo) => (upTo.position > after.position ? upTo.position - after.position : 0n);

/** The last applied event's time; before the first batch, the first pending event's. */
const lastAppliedAt = async (row: CheckpointRow, store: EventStore): Promise<number> => {
  if (row.last_event_at !== null) return Date.parse(row.last_event_at);
  const [next] = await store.readAll({ after: checkpointOfRow(row), maxCount: 1 });
  return next ? next.recordedAt.getTime() : Date.now();
};

/** One row per checkpoint in `projection_checkpoints`, with lag against the store's head. */
export const projectionStatus = async (
  db: CommonQueryMethods,
  store: EventStore,
  options: ProjectionStatusOptions = {},
): Promise<ProjectionLag[]> => {
  const countEvents = options.countEvents ?? positionDifference;
  const [rows, head, quarantined] = await Promise.all([
    db.any(sql.type(CheckpointRow)`
      select name, version, tx, position, events_applied, last_event_at, updated_at, last_error, last_error_at
      from projection_checkpoints order by name`),
    store.head(),
    countDeadLetters(db),
  ]);
  return Promise.all(
    rows.map(async (row): Promise<ProjectionLag> => {
      const checkpoint = checkpointOfRow(row);
      const caughtUp = compareCheckpoints(checkpoint, head.checkpoint) >= 0;
      const rebuilding = row.name.endsWith(REBUILD_SUFFIX);
      const lagMs = caughtUp || head.recordedAt === null ? 0 : head.recordedAt.getTime() - (await lastAppliedAt(row, store));
      return {
        name: row.name,
        version: row.version,
        rebuilding,
        checkpoint,
        head: head.checkpoint,
        lagEvents: caughtUp ? 0n : await countEvents(checkpoint, head.checkpoint),
        lagSeconds: Math.max(0, lagMs / 1000),
        eventsApplied: row.events_applied,
        lastEventAt: row.last_event_at,
        updatedAt: row.updated_at,
        lastError: row.last_error,
        lastErrorAt: row.last_error_at,
        isLeader: rebuilding ? false : await advisoryLockHeld(db, advisoryKey('leader', row.name)),
        quarantined: quarantined.get(row.name) ?? 0,
      };
    }),
  );
};
