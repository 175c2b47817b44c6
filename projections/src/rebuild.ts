import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { compareCheckpoints, START, type Checkpoint, type EventStore, type RecordedEvent } from '@regimen/event-store';
import { applyEvents, applyPreparedFenced, prepareBatches, toBatch, type BatchOutcome, type BatchTarget, type PreparedBatch } from './apply-batch.ts';
import { applyEachOrQuarantine, applyIsolatedFenced } from './apply-isolated.ts';
import {
  checkpointOfRow,
  insertCheckpointRow,
  lockCheckpointRow,
  notifyCheckpoint,
  resetCheckpointRow,
} from './checkpoints.ts';
import { clearDeadLetters, countDeadLetters, notifyDeadLetters, replaceDeadLetters } from './dead-letters.ts';
import { failureKind } from './failure-kind.ts';
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
  /** Tries of an event that fails on its own before it is quarantined (default 3; see failure-kind.ts). */
  readonly poisonAttempts?: number;
}

/** Several projections rebuilt from one read of the log (see `rebuildProjections`). */
export interface RebuildManyOptions extends Omit<RebuildOptions, 'projection'> {
  readonly projections: readonly Projection[];
}

export interface RebuildResult {
  readonly switched: boolean;
  readonly eventsApplied: number;
  readonly checkpoint: Checkpoint;
  /** Events the rebuilt projection could not apply: its dead letters after the switch. */
  readonly quarantined: number;
}

export class RebuildInProgressError extends Error {
  constructor(name: string) {
    super(`A rebuild of projection ${name} is already running`);
    this.name = 'RebuildInProgressError';
  }
}

const rebuildCheckpointName = (name: string): string => `${name}${REBUILD_SUFFIX}`;

const DEFAULT_BATCH_SIZE = 5_000;

/**
 * Replays every event into fresh shadow tables (`<table>__rebuild`, own checkpoint row
 * `<name>__rebuild`) while the live tables keep serving, then switches atomically (see `switchToShadow`).
 */
export const rebuildProjection = async (pool: DatabasePool, options: RebuildOptions): Promise<RebuildResult> =>
  only(await rebuildProjections(pool, { ...options, projections: [options.projection] }));

/**
 * The same for several projections at once: the log is read and each event validated once, and
 * each batch of the replay is one transaction for all of them. Each projection then switches on
 * its own (in the order given). Results are in the order given.
 */
export const rebuildProjections = (pool: DatabasePool, options: RebuildManyOptions): Promise<RebuildResult[]> =>
  pool.connect((connection) => rebuildManyOnConnection(connection, options));

/** The same on a connection the caller holds (the runner's worker uses its own for a version change). */
export const rebuildOnConnection = async (connection: CommonQueryMethods, options: RebuildOptions): Promise<RebuildResult> =>
  only(await rebuildManyOnConnection(connection, { ...options, projections: [options.projection] }));

const only = (results: readonly RebuildResult[]): RebuildResult => {
  const [result] = results;
  if (!result) throw new Error('rebuild returned no result');
  return result;
};

const rebuildManyOnConnection = async (connection: CommonQueryMethods, options: RebuildManyOptions): Promise<RebuildResult[]> => {
  const locked: bigint[] = [];
  try {
    for (const projection of options.projections) {
      const key = advisoryKey('rebuild', projection.name);
      if (!(await tryAdvisoryLock(connection, key))) throw new RebuildInProgressError(projection.name);
      locked.push(key);
    }
    return await replayAndSwitch(connection, options);
  } finally {
    for (const key of locked) await advisoryUnlock(connection, key);
  }
};

const replayAndSwitch = async (connection: CommonQueryMethods, options: RebuildManyOptions): Promise<RebuildResult[]> => {
  const { projections, store } = options;
  const parse = options.parse ?? parseRecordedEvent;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const attempts = Math.max(1, options.poisonAttempts ?? 3);
  const targets: BatchTarget[] = projections.map((projection) => ({
    projection,
    tables: shadowTables(projection),
    checkpointName: rebuildCheckpointName(projection.name),
  }));
  const total = Number((await store.head()).checkpoint.position);

  await connection.transaction(async (tx) => {
    for (const target of targets) {
      for (const table of Object.values(target.tables)) await tx.query(statement`drop table if exists ${table}`);
      for (const query of target.projection.setup(target.tables)) await tx.query(query);
      await resetCheckpointRow(tx, target.checkpointName, target.projection.version);
      await clearDeadLetters(tx, target.checkpointName);
    }
  });

  let checkpoint: Checkpoint = START;
  let applied = 0;
  const report = (projection: Projection, phase: RebuildProgress['phase'], count = applied, at = checkpoint): void =>
    options.onProgress?.({ projection: projection.name, phase, applied: count, total: Math.max(total, count), checkpoint: at });

  // Three stages overlap: PostgreSQL applies batch n while it also reads batch n + 2 and this
  // process parses batch n + 1 and builds its statements.
  const read = (after: Checkpoint): Promise<RecordedEvent[]> => store.readAll({ after, maxCount: batchSize });
  let next: Promise<RecordedEvent[]> | null = read(checkpoint);
  let applying: { outcome: Promise<BatchOutcome>; size: number; recorded: readonly RecordedEvent[]; expected: Checkpoint } | null = null;
  // A slice that fails (a poison event, or one that does not parse) is applied again event by
  // event, quarantining what fails on its own; a transient failure still stops the rebuild.
  const isolated = (recorded: readonly RecordedEvent[], expected: Checkpoint): Promise<BatchOutcome> =>
    applyIsolatedFenced(connection, targets, expected, recorded, { parse, attempts, notify: false });
  const settle = async (): Promise<void> => {
    if (!applying) return;
    const { outcome, size, recorded, expected } = applying;
    applying = null;
    const result = await outcome.catch((error: unknown) => {
      if (failureKind(error) === 'transient') throw error;
      return isolated(recorded, expected);
    });
    if (result.kind === 'fenced') throw new Error('Rebuild checkpoint moved under the rebuild');
    checkpoint = result.checkpoint;
    applied += size;
    for (const projection of projections) report(projection, 'catching-up');
  };
  try {
    let expected = checkpoint;
    while (next) {
      const recorded: RecordedEvent[] = await next;
      const last = recorded.at(-1);
      next = last && recorded.length === batchSize ? read(last.checkpoint) : null;
      if (options.signal?.aborted) {
        await settle();
        return projections.map(() => ({ switched: false, eventsApplied: applied, checkpoint, quarantined: 0 }));
      }
      if (!last) break;
      let batch: PreparedBatch | null = null;
      try {
        batch = prepareBatches(targets, recorded, parse);
      } catch {
        batch = null;
      }
      await settle();
      const outcome = batch
        ? applyPreparedFenced(connection, targets, expected, batch, { synchronousCommit: false, notify: false })
        : isolated(recorded, expected);
      applying = { outcome, size: recorded.length, recorded, expected };
      // Unhandled until settled; a failure surfaces there.
      applying.outcome.catch(() => undefined);
      expected = last.checkpoint;
    }
    await settle();
  } finally {
    next?.catch(() => undefined);
    await Promise.resolve(applying?.outcome).catch(() => undefined);
  }
  // Indexes only queries use are built in bulk now, before the switch (whose tail may need them).
  for (const target of targets) {
    for (const query of target.projection.indexes?.(target.tables) ?? []) await connection.query(query);
  }
  // Freshly filled tables have no planner statistics and no visibility map: until autovacuum reached
  // them (minutes after a big rebuild) queries plan blind and every index-only scan visits the heap,
  // which made a computed Today's Schedule cost 9 ms of PostgreSQL CPU instead of 2. So they go live
  // vacuumed and analysed. (Outside a transaction, as VACUUM must be: this connection holds none here.)
  for (const target of targets) {
    for (const table of target.projection.tables) await connection.query(statement`vacuum (analyze) ${sql.identifier([`${table}${REBUILD_SUFFIX}`])}`);
  }
  const results: RebuildResult[] = [];
  for (const target of targets) {
    report(target.projection, 'switching');
    const result = await switchOver(connection, target, checkpoint, store, { parse, batchSize, attempts });
    report(target.projection, 'done', applied + result.finalApplied, result.checkpoint);
    const quarantined = (await countDeadLetters(connection)).get(target.projection.name) ?? 0;
    results.push({ switched: true, eventsApplied: applied + result.finalApplied, checkpoint: result.checkpoint, quarantined });
  }
  return results;
};

/**
 * Holding the live checkpoint row (which fences the live worker), applies the events that
 * arrived since the replay, swaps the tables and moves the live checkpoint, in one transaction.
 */
const switchOver = (
  connection: CommonQueryMethods,
  target: BatchTarget,
  checkpoint: Checkpoint,
  store: EventStore,
  { parse, batchSize, attempts }: { readonly parse: EventParser; readonly batchSize: number; readonly attempts: number },
): Promise<{ checkpoint: Checkpoint; finalApplied: number }> => {
  const { projection, checkpointName } = target;
  return connection.transaction(async (tx) => {
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
      const last = recorded.at(-1);
      if (!last) break;
      // The batch path in a savepoint; a poison event in it must not undo the switch, so on a
      // failure that is not transient the slice goes again event by event.
      try {
        await tx.transaction(async (savepoint) => {
          const batch = toBatch(projection, recorded, parse);
          if (batch) await applyEvents(savepoint, projection, target.tables, batch.events);
        });
      } catch (error) {
        if (failureKind(error) === 'transient') throw error;
        await applyEachOrQuarantine(tx, target, recorded, parse, attempts);
      }
      caughtUp = last.checkpoint;
      lastEventAt = last.recordedAt.toISOString();
      finalApplied += recorded.length;
    }
    await switchToShadow(tx, projection);
    await replaceDeadLetters(tx, projection.name, checkpointName);
    await tx.query(statement`
      update projection_checkpoints set version = ${projection.version}, tx = ${caughtUp.tx}, position = ${caughtUp.position},
        events_applied = ${shadowRow.events_applied + BigInt(finalApplied)}, last_event_at = ${lastEventAt},
        updated_at = now(), last_error = null, last_error_at = null
      where name = ${projection.name}`);
    await tx.query(statement`delete from projection_checkpoints where name = ${checkpointName}`);
    await notifyCheckpoint(tx, projection.name, caughtUp);
    await notifyDeadLetters(tx, projection.name);
    return { checkpoint: caughtUp, finalApplied };
  });
};

const Named = z.object({ name: z.string() });

/**
 * Inside the caller's transaction: drop each live table, rename its shadow to the live name, and
 * give the shadow's indexes and constraints the live prefix back (so the next rebuild can reuse
 * the shadow names). Readers queued on a live table resolve to the new one once this commits.
 */
const switchToShadow = async (tx: CommonQueryMethods, projection: Projection): Promise<void> => {
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
