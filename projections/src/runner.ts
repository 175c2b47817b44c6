import { setTimeout as sleep } from 'node:timers/promises';
import type { CommonQueryMethods, DatabasePool } from 'slonik';
import { START, type Checkpoint, type EventStore } from '@regimen/event-store';
import type { RecordedEvent } from '@regimen/event-store';
import { applyBatchFenced, quarantineFenced, toBatch, type Batch, type BatchTarget } from './apply-batch.ts';
import { describeFailure, failureKind } from './failure-kind.ts';
import { checkpointOfRow, insertCheckpointRow, readCheckpointRow, recordCheckpointError } from './checkpoints.ts';
import { advisoryKey, tryAdvisoryLock } from './leader-lock.ts';
import { createLogFeed, type LogFeed } from './log-feed.ts';
import { createSkipAdvancer, type PendingSkip, type SkipAdvancer } from './skip-advancer.ts';
import { parseRecordedEvent, type EventParser } from './parse-event.ts';
import { handles, liveTables, setupStatements, statement, type Projection } from './projection.ts';
import { rebuildOnConnection } from './rebuild.ts';

export interface ProjectionLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type WorkerRole = 'starting' | 'standby' | 'leader' | 'rebuilding' | 'stopped';

/** In-memory state of this process's worker for one projection. */
export interface WorkerStatus {
  readonly name: string;
  readonly role: WorkerRole;
  /** Where this worker last knew the checkpoint to be (null until it led once). */
  readonly checkpoint: Checkpoint | null;
  /** Events this worker applied since it started. */
  readonly eventsApplied: number;
  readonly lastBatchAt: Date | null;
  readonly lastError: string | null;
  readonly lastErrorAt: Date | null;
  /** Failures since the last successful batch (drives the backoff). */
  readonly consecutiveFailures: number;
  /** Events this worker quarantined since it started. */
  readonly eventsQuarantined: number;
}

export interface StartProjectionsOptions {
  /** Each worker holds one connection of it for its whole life: size the pool for projections + other users. */
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly projections: readonly Projection[];
  readonly logger?: ProjectionLogger;
  /** Abort to stop: each leader finishes the batch it is applying, then releases its lock and connection. */
  readonly signal: AbortSignal;
  /** Most events per transaction (default 500). */
  readonly batchSize?: number;
  /** How often a standby tries to take the lead (default 1000 ms). */
  readonly standbyRetryMs?: number;
  /** How often an idle leader checks its connection is alive (default 5000 ms). */
  readonly heartbeatMs?: number;
  /** First delay after a failure, doubled per consecutive failure up to `maxRetryDelayMs` (defaults 500 / 30 000 ms). */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  readonly parse?: EventParser;
  /**
   * Whether a batch's commit waits for its WAL flush (default false: the read models are derived,
   * and a batch lost in a server crash is lost with its checkpoint, so it is simply applied again).
   */
  readonly synchronousCommit?: boolean;
  /**
   * How long the checkpoint may stay behind events this projection does not handle (default 10
   * ms; 0: a commit per such batch). Batches with work move it at once.
   */
  readonly idleAdvanceMs?: number;
  /** Told after every committed batch (metrics). */
  readonly onBatch?: (batch: { readonly projection: string; readonly events: number; readonly seconds: number }) => void;
  /**
   * How many times an event that fails on its own (not for a transient reason, see
   * failure-kind.ts) is tried, in its own transaction with backoff, before it is quarantined
   * (default 3). An event that does not parse is quarantined at once: parsing is pure.
   */
  readonly poisonAttempts?: number;
  /**
   * First delay between those attempts, doubled each time (default 100 ms). Short: every event
   * after the failing one waits for its verdict, other users' reads included.
   */
  readonly poisonRetryDelayMs?: number;
  /** Told when an event is quarantined (metrics, alerts). */
  readonly onQuarantine?: (poison: QuarantinedEvent) => void;
}

export interface QuarantinedEvent {
  readonly projection: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly position: bigint;
  readonly error: string;
  readonly attempts: number;
}

export interface ProjectionRunner {
  status(): WorkerStatus[];
  /** Settles when every worker has stopped (after the signal aborted). */
  readonly stopped: Promise<void>;
}

const silent: ProjectionLogger = { info: () => {}, warn: () => {}, error: () => {} };

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Starts one worker per projection. A worker takes the projection's advisory lock on its own
 * connection; without it, it stands by and retries. The leader applies batches, each in one
 * transaction fenced by the checkpoint row (see apply-batch.ts). The leaders read the log through
 * one feed (log-feed.ts): one read for all of them.
 */
export const startProjections = (options: StartProjectionsOptions): ProjectionRunner => {
  const shared: SharedByWorkers = {
    feed: createLogFeed(options.store, { batchSize: options.batchSize ?? 500, signal: options.signal }),
    skips: createSkipAdvancer(options.pool, options.idleAdvanceMs ?? 10),
  };
  const workers = options.projections.map((projection) => createWorker(projection, options, shared));
  return {
    status: () => workers.map((worker) => worker.status()),
    stopped: Promise.all(workers.map((worker) => worker.done)).then(() => undefined),
  };
};

type SliceOutcome = 'applied' | 'fenced' | 'stopped';

/** What a runner's workers share: one read of the log, and one statement for their skipped slices. */
interface SharedByWorkers {
  readonly feed: LogFeed;
  readonly skips: SkipAdvancer;
}

interface Worker {
  status(): WorkerStatus;
  readonly done: Promise<void>;
}

const createWorker = (projection: Projection, options: StartProjectionsOptions, { feed, skips }: SharedByWorkers): Worker => {
  const { pool, store, signal } = options;
  const logger = options.logger ?? silent;
  const parse = options.parse ?? parseRecordedEvent;
  const standbyRetryMs = options.standbyRetryMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
  const startedAt = Date.now();
  /** A `backfill: 'rebuild'` projection never built, in a log that had events before this runner started. */
  const awaitsRebuild = async (connection: CommonQueryMethods): Promise<boolean> => {
    if (projection.backfill !== 'rebuild' || (await readCheckpointRow(connection, projection.name))) return false;
    const [first] = await store.readAll({ after: START, maxCount: 1 });
    return first !== undefined && first.recordedAt.getTime() < startedAt;
  };
  const synchronousCommit = options.synchronousCommit ?? false;
  const idleAdvanceMs = options.idleAdvanceMs ?? 10;
  const poisonAttempts = Math.max(1, options.poisonAttempts ?? 3);
  const poisonRetryDelayMs = options.poisonRetryDelayMs ?? 100;
  const lockKey = advisoryKey('leader', projection.name);
  const target: BatchTarget = { projection, tables: liveTables(projection), checkpointName: projection.name };
  const log = { projection: projection.name };

  let state: WorkerStatus = {
    name: projection.name,
    role: 'starting',
    checkpoint: null,
    eventsApplied: 0,
    lastBatchAt: null,
    lastError: null,
    lastErrorAt: null,
    consecutiveFailures: 0,
    eventsQuarantined: 0,
  };
  const update = (changes: Partial<WorkerStatus>): void => {
    state = { ...state, ...changes };
  };

  const pause = (ms: number): Promise<void> => sleep(ms, undefined, { signal }).catch(() => undefined);

  const failed = (error: unknown): number => {
    const consecutiveFailures = state.consecutiveFailures + 1;
    update({ lastError: describe(error), lastErrorAt: new Date(), consecutiveFailures });
    logger.error({ ...log, err: error, consecutiveFailures }, 'projection worker failed; retrying');
    return Math.min(retryDelayMs * 2 ** (consecutiveFailures - 1), maxRetryDelayMs);
  };

  /** Makes the tables and the checkpoint row exist; rebuilds on a version bump. Null: not ours to run. */
  const prepare = async (connection: CommonQueryMethods): Promise<Checkpoint | null> => {
    if (await awaitsRebuild(connection)) {
      // Empty tables meanwhile, so its readers answer zeros rather than fail; the rebuild replaces them.
      await connection.transaction(async (tx) => {
        for (const query of setupStatements(projection, target.tables)) await tx.query(query);
      });
      return null;
    }
    await insertCheckpointRow(connection, projection.name, projection.version);
    let row = await readCheckpointRow(connection, projection.name);
    if (!row) return null;
    if (row.version > projection.version) {
      logger.warn({ ...log, stored: row.version, mine: projection.version }, 'a newer version of this projection is deployed; standing by');
      return null;
    }
    if (row.version === projection.version) {
      // Idempotent DDL; only for tables of this version (an older version's tables get rebuilt, not altered).
      await connection.transaction(async (tx) => {
        for (const query of setupStatements(projection, target.tables)) await tx.query(query);
      });
    } else {
      update({ role: 'rebuilding' });
      logger.info({ ...log, from: row.version, to: projection.version }, 'projection version changed; rebuilding');
      const result = await rebuildOnConnection(connection, { store, projection, parse, signal });
      if (!result.switched) return null;
      logger.info({ ...log, events: result.eventsApplied }, 'projection rebuilt');
      row = await readCheckpointRow(connection, projection.name);
      if (!row) return null;
    }
    return checkpointOfRow(row);
  };

  /** Applies batches until stopped (true) or fenced (false: the caller reloads the checkpoint). */
  const follow = async (connection: CommonQueryMethods, from: Checkpoint): Promise<boolean> => {
    let expected = from;
    const subscription = new AbortController();
    const stop = (): void => subscription.abort();
    signal.addEventListener('abort', stop, { once: true });
    // While idle the subscription never touches the connection: ping it so a leader whose
    // connection died (and with it the lock) notices and steps down instead of claiming to lead.
    let ping: Promise<unknown> = Promise.resolve();
    let lostConnection: unknown = null;
    let busy = false;
    const heartbeat = setInterval(() => {
      if (busy) return;
      ping = ping
        .then(() => connection.query(statement`select 1`))
        .catch((error: unknown) => {
          lostConnection = error;
          subscription.abort();
        });
    }, heartbeatMs);
    /** Writes a slice (in its own transaction); false when fenced. */
    const write = async (slice: Batch): Promise<boolean> => {
      busy = true;
      await ping;
      if (lostConnection) throw lostConnection;
      const started = performance.now();
      const outcome = await applyBatchFenced(connection, target, expected, slice).finally(() => {
        busy = false;
      });
      if (outcome.kind === 'fenced') return false;
      applied(slice, outcome.checkpoint, (performance.now() - started) / 1000);
      return true;
    };
    const applied = (slice: Batch, checkpoint: Checkpoint, seconds: number): void => {
      expected = checkpoint;
      options.onBatch?.({ projection: projection.name, events: slice.size, seconds });
      update({ checkpoint, eventsApplied: state.eventsApplied + slice.size, lastBatchAt: new Date(), consecutiveFailures: 0 });
    };
    const parseSlice = (batch: readonly RecordedEvent[]): Batch | 'unparsable' | null => {
      try {
        return toBatch(projection, batch, parse);
      } catch {
        return 'unparsable';
      }
    };
    /** Sets one event aside: its dead letter and the checkpoint past it, in one fenced transaction. */
    const quarantine = async (event: RecordedEvent, size: number, error: unknown, attempts: number): Promise<SliceOutcome> => {
      busy = true;
      await ping;
      if (lostConnection) throw lostConnection;
      const message = describeFailure(error);
      const outcome = await quarantineFenced(connection, target, expected, { event, size, error: message, attempts }).finally(() => {
        busy = false;
      });
      if (outcome.kind === 'fenced') return 'fenced';
      expected = outcome.checkpoint;
      update({
        checkpoint: expected,
        eventsApplied: state.eventsApplied + size,
        eventsQuarantined: state.eventsQuarantined + 1,
        lastBatchAt: new Date(),
        consecutiveFailures: 0,
      });
      // Ids and the error only: never the event's data (health data stays out of logs).
      logger.error(
        { ...log, eventId: event.id, eventType: event.type, streamId: event.streamId, position: event.position.toString(), attempts, error: message },
        'event quarantined: the projection could not apply it and goes on without it (see projection_dead_letters)',
      );
      options.onQuarantine?.({ projection: projection.name, eventId: event.id, eventType: event.type, position: event.position, error: message, attempts });
      return 'applied';
    };
    /** One event (after `size - 1` unhandled ones) in its own transaction, tried up to poisonAttempts times. */
    const applyAlone = async (event: RecordedEvent, size: number): Promise<SliceOutcome> => {
      let parsed: Batch;
      try {
        parsed = { events: [parse(event)], last: event, size };
      } catch (error) {
        return quarantine(event, size, error, 1);
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          return (await write(parsed)) ? 'applied' : 'fenced';
        } catch (error) {
          if (failureKind(error) === 'transient') throw error;
          if (attempt >= poisonAttempts) return quarantine(event, size, error, attempt);
          logger.warn({ ...log, eventId: event.id, attempt, error: describeFailure(error) }, 'event failed on its own; retrying before quarantining it');
          await pause(Math.min(poisonRetryDelayMs * 2 ** (attempt - 1), maxRetryDelayMs));
          if (signal.aborted) return 'stopped';
        }
      }
    };
    /**
     * The slice event by event, each in its own transaction, so a poison event is found exactly
     * and the events around it commit. Only after a slice failed for a reason that was not
     * transient (or did not parse): the common path stays one transaction per slice.
     */
    const isolate = async (batch: readonly RecordedEvent[], before: number): Promise<SliceOutcome> => {
      let size = before;
      for (const [index, event] of batch.entries()) {
        size += 1;
        const handled = handles(projection, event.type);
        if (!handled && index < batch.length - 1) continue;
        const outcome = handled ? await applyAlone(event, size) : (await write({ events: [], last: event, size })) ? 'applied' : 'fenced';
        if (outcome !== 'applied') return outcome;
        size = 0;
      }
      return 'applied';
    };
    const writeOrIsolate = async (slice: Batch, batch: readonly RecordedEvent[], before: number): Promise<SliceOutcome> => {
      try {
        return (await write(slice)) ? 'applied' : 'fenced';
      } catch (error) {
        if (failureKind(error) === 'transient' || slice.events.length === 0) throw error;
        logger.warn({ ...log, events: slice.events.length, error: describeFailure(error) }, 'batch failed; applying its events one by one to find the failing one');
        return isolate(batch, before);
      }
    };
    // Slices with no event this projection handles change no table: rather than a commit each,
    // the checkpoint moves past them within idleAdvanceMs, in one statement with the other
    // workers' (skip-advancer.ts), or with the next slice that has work (whose transaction moves
    // it anyway).
    let skipped: Batch | null = null;
    let skipWrite: Promise<void> = Promise.resolve();
    let fenced = false;
    let skipError: unknown = null;
    const takeSkipped = (): PendingSkip | null => {
      const slice = skipped;
      skipped = null;
      if (!slice) return null;
      let written!: () => void;
      skipWrite = new Promise((resolve) => (written = resolve));
      return {
        target,
        expected,
        batch: slice,
        settle: (outcome, seconds) => {
          if (outcome.kind === 'applied') applied(slice, outcome.checkpoint, seconds);
          else {
            fenced = true;
            subscription.abort();
          }
          written();
        },
        fail: (error) => {
          skipError = error;
          subscription.abort();
          written();
        },
      };
    };
    const fencedOut = (): false => {
      logger.warn({ ...log }, 'checkpoint moved under this worker (rebuild switch or another leader); reloading');
      return false;
    };
    try {
      for await (const batch of feed.follow(expected, subscription.signal)) {
        // Parsing is pure; an event that does not parse sends the slice down the one-by-one path.
        const slice = parseSlice(batch);
        if (slice === null) continue;
        await skipWrite;
        if (fenced) return fencedOut();
        if (skipError) throw skipError;
        if (slice !== 'unparsable' && slice.events.length === 0 && idleAdvanceMs > 0) {
          skipped = skipped ? { events: [], last: slice.last, size: skipped.size + slice.size } : slice;
          skips.schedule(takeSkipped);
          continue;
        }
        const before = skipped?.size ?? 0;
        skipped = null;
        const outcome = slice === 'unparsable' ? await isolate(batch, before) : await writeOrIsolate({ ...slice, size: slice.size + before }, batch, before);
        if (outcome === 'fenced') return fencedOut();
        if (outcome === 'stopped' || signal.aborted) return true;
      }
      await skipWrite;
      if (fenced) return fencedOut();
      if (skipError) throw skipError;
      if (lostConnection) throw lostConnection;
      return true;
    } finally {
      skipped = null;
      await skipWrite;
      clearInterval(heartbeat);
      signal.removeEventListener('abort', stop);
      subscription.abort();
      await ping;
    }
  };

  /** Resolves false when the projection is not this worker's to run (it then gives the lock back). */
  const lead = async (connection: CommonQueryMethods): Promise<boolean> => {
    // A read model is derived data: its batches need not wait for their WAL flush. A server crash
    // can lose the last moments of them, checkpoint included, and the worker simply redoes them.
    // (Reset when the session ends: the pool does not reset connections.)
    if (!synchronousCommit) await connection.query(statement`set synchronous_commit = off`);
    let checkpoint = await prepare(connection);
    if (checkpoint === null) return false;
    update({ role: 'leader', checkpoint });
    logger.info({ ...log, checkpoint: `${checkpoint.tx}/${checkpoint.position}` }, 'leading projection');
    while (!signal.aborted) {
      try {
        if (await follow(connection, checkpoint)) return true;
      } catch (error) {
        const delay = failed(error);
        // Throws when the connection itself is gone: the session ends and the worker reconnects.
        await recordCheckpointError(connection, projection.name, describe(error));
        await pause(delay);
      }
      const row = await readCheckpointRow(connection, projection.name);
      // Gone or re-versioned under us: give the lock back and decide again from scratch.
      if (!row || row.version !== projection.version) return true;
      checkpoint = checkpointOfRow(row);
      update({ checkpoint });
    }
    return true;
  };

  const session = async (connection: CommonQueryMethods): Promise<void> => {
    update({ role: 'standby' });
    let leader = false;
    while (!signal.aborted && !leader) {
      leader = await tryAdvisoryLock(connection, lockKey);
      if (!leader) await pause(standbyRetryMs);
    }
    if (!leader) return;
    let ours: boolean;
    try {
      ours = await lead(connection);
    } finally {
      update({ role: 'standby' });
      // When the connection died the lock went with it. All of this session's advisory locks go
      // (a rebuild's too, should one have failed to release its own): the pool does not reset
      // connections it takes back (server-kit/src/database.ts).
      await connection.query(statement`select pg_advisory_unlock_all()`).catch(() => undefined);
      if (!synchronousCommit) await connection.query(statement`reset synchronous_commit`).catch(() => undefined);
    }
    // A newer version runs this projection: leave the lock to it for a while.
    if (!ours) await pause(standbyRetryMs * 5);
  };

  const run = async (): Promise<void> => {
    while (!signal.aborted) {
      try {
        await pool.connect(session);
      } catch (error) {
        if (signal.aborted) break;
        await pause(failed(error));
      }
    }
    update({ role: 'stopped' });
  };

  return { status: () => state, done: run() };
};
