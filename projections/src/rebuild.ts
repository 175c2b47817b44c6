import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { compareCheckpoints, START, type Checkpoint, type EventStore, type RecordedEvent } from '@regimen/event-store';
import { applyBatchFenced, applyEvents, toBatch } from './apply-batch.ts';
import {
  checkpointOfRow,
  insertCheckpointRow,
  lockCheckpointRow,
  notifyCheckpoint,
  resetCheckpointRow,
} from './checkpoints.ts';
import { advisoryKey, advisoryUnlock, tryAdvisoryLock } from './leader-lock.ts';
import { parseRecordedEvent, type EventParser } from './parse-event.ts';
import { REBUILD_SUFFIX, shadowTables, statement, type Projection } from './projection.ts';

export interface RebuildProgress {
  readonly projection: string;
  readonly phase: 'catching-up' | 'switching' | 'done';
  /** Events replayed into the shadow tables so far. */
  readonly applied: number;
  /** Estimate of the events to replay (the head's position when the rebuild started). */
  readonly total: number;
  readonly checkpoint: Checkpoint;
}

export interface RebuildOptions {
  readonly store: EventStore;
  readonly projection: Projection;
  readonly batchSize?: number;
  readonly parse?: EventParser;
  /** Aborting stops between batches; the live tables are untouched and the shadow is dropped next time. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  readonly switched: boolean;
  readonly eventsApplied: number;
  readonly checkpoint: Checkpoint;
}

export class RebuildInProgressError extends Error {
  constructor(name: string) {
    super(`A rebuild of projection ${name} is already running`);
    this.name = 'RebuildInProgressError';
  }
}

export const rebuildCheckpointName = (name: string): string => `${name}${REBUILD_SUFFIX}`;

/**
 * Replays every event into fresh shadow tables (`<table>__rebuild`, own checkpoint row
 * `<name>__rebuild`) while the live tables keep serving, then switches atomically (see `switchToShadow`).
 */
export const rebuildProjection = (pool: DatabasePool, options: RebuildOptions): Promise<RebuildResult> =>
  pool.connect((connection) => rebuildOnConnection(connection, options));

/** The same on a connection the caller holds (the runner's worker uses its own for a version change). */
export const rebuildOnConnection = async (connection: CommonQueryMethods, options: RebuildOptions): Promise<RebuildResult> => {
  const { projection } = options;
  const key = advisoryKey('rebuild', projection.name);
  if (!(await tryAdvisoryLock(connection, key))) throw new RebuildInProgressError(projection.name);
  try {
    return await replayAndSwitch(connection, options);
  } finally {
    await advisoryUnlock(connection, key);
  }
};

const replayAndSwitch = async (connection: CommonQueryMethods, options: RebuildOptions): Promise<RebuildResult> => {
  const { projection, store } = options;
  const parse = options.parse ?? parseRecordedEvent;
  const batchSize = options.batchSize ?? 1000;
  const shadow = shadowTables(projection);
  const checkpointName = rebuildCheckpointName(projection.name);
  const total = Number((await store.head()).checkpoint.position);

  await connection.transaction(async (tx) => {
    for (const table of Object.values(shadow)) await tx.query(statement`drop table if exists ${table}`);
    for (const query of projection.setup(shadow)) await tx.query(query);
    await resetCheckpointRow(tx, checkpointName, projection.version);
  });

  let checkpoint: Checkpoint = START;
  let applied = 0;
  const report = (phase: RebuildProgress['phase']): void =>
    options.onProgress?.({ projection: projection.name, phase, applied, total: Math.max(total, applied), checkpoint });

  // The next batch is read while the current one is applied.
  let next: Promise<RecordedEvent[]> | null = store.readAll({ after: checkpoint, maxCount: batchSize });
  while (next) {
    const recorded: RecordedEvent[] = await next;
    const last = recorded.at(-1);
    next = last && recorded.length === batchSize ? store.readAll({ after: last.checkpoint, maxCount: batchSize }) : null;
    if (options.signal?.aborted) {
      next?.catch(() => undefined);
      return { switched: false, eventsApplied: applied, checkpoint };
    }
    const batch = toBatch(projection, recorded, parse);
    if (!batch) break;
    const outcome = await applyBatchFenced(connection, { projection, tables: shadow, checkpointName }, checkpoint, batch).catch((error: unknown) => {
      next?.catch(() => undefined);
      throw error;
    });
    if (outcome.kind === 'fenced') throw new Error(`Rebuild checkpoint ${checkpointName} moved under the rebuild`);
    checkpoint = outcome.checkpoint;
    applied += recorded.length;
    report('catching-up');
  }

  report('switching');
  const result = await connection.transaction(async (tx) => {
    await insertCheckpointRow(tx, projection.name, projection.version);
    // Fences the live worker: its next batch waits on this row, then finds it moved and reloads.
    const live = await lockCheckpointRow(tx, projection.name);
    const shadowRow = await lockCheckpointRow(tx, checkpointName);
    if (!live || !shadowRow || compareCheckpoints(checkpointOfRow(shadowRow), checkpoint) !== 0) {
      throw new Error(`Rebuild checkpoint ${checkpointName} moved under the rebuild`);
    }
    // Bounded by the head seen once the live worker is fenced: later events are the live worker's.
    const { checkpoint: head } = await store.head();
    let caughtUp = checkpoint;
    let lastEventAt = shadowRow.last_event_at;
    let finalApplied = 0;
    while (compareCheckpoints(caughtUp, head) < 0) {
      const recorded = (await store.readAll({ after: caughtUp, maxCount: batchSize })).filter(
        (event) => compareCheckpoints(event.checkpoint, head) <= 0,
      );
      const batch = toBatch(projection, recorded, parse);
      if (!batch) break;
      await applyEvents(tx, projection, shadow, batch.events);
      caughtUp = batch.last.checkpoint;
      lastEventAt = batch.last.recordedAt.toISOString();
      finalApplied += batch.size;
    }
    await switchToShadow(tx, projection);
    await tx.query(statement`
      update projection_checkpoints set version = ${projection.version}, tx = ${caughtUp.tx}, position = ${caughtUp.position},
        events_applied = ${shadowRow.events_applied + BigInt(finalApplied)}, last_event_at = ${lastEventAt},
        updated_at = now(), last_error = null, last_error_at = null
      where name = ${projection.name}`);
    await tx.query(statement`delete from projection_checkpoints where name = ${checkpointName}`);
    await notifyCheckpoint(tx, projection.name, caughtUp);
    return { checkpoint: caughtUp, finalApplied };
  });
  applied += result.finalApplied;
  checkpoint = result.checkpoint;
  report('done');
  return { switched: true, eventsApplied: applied, checkpoint };
};

const Named = z.object({ name: z.string() });

/**
 * Inside the caller's transaction: drop each live table, rename its shadow to the live name, and
 * give the shadow's indexes and constraints the live prefix back (so the next rebuild can reuse
 * the shadow names). Readers queued on a live table resolve to the new one once this commits.
 */
export const switchToShadow = async (tx: CommonQueryMethods, projection: Projection): Promise<void> => {
  for (const liveName of projection.tables) {
    const shadowName = `${liveName}${REBUILD_SUFFIX}`;
    const live = sql.identifier([liveName]);
    await tx.query(statement`drop table if exists ${live}`);
    await tx.query(statement`alter table ${sql.identifier([shadowName])} rename to ${live}`);
    const renamed = (name: string): string | null =>
      name.startsWith(`${shadowName}_`) ? `${liveName}${name.slice(shadowName.length)}` : null;
    const indexes = await tx.anyFirst(sql.type(Named)`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = to_regclass(${liveName})`);
    for (const index of indexes) {
      const target = renamed(index);
      if (target) await tx.query(statement`alter index ${sql.identifier([index])} rename to ${sql.identifier([target])}`);
    }
    const constraints = await tx.anyFirst(sql.type(Named)`
      select conname as name from pg_constraint
      where conrelid = to_regclass(${liveName}) and conindid = 0`);
    for (const constraint of constraints) {
      const target = renamed(constraint);
      if (target) {
        await tx.query(statement`alter table ${live} rename constraint ${sql.identifier([constraint])} to ${sql.identifier([target])}`);
      }
    }
  }
};
