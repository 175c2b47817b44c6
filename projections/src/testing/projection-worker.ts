/**
 * A projection worker process for the fault-injection suite: `node projection-worker.ts` with
 *
 *   DATABASE_URL        the database (event store and read models, migrations already applied)
 *   WORKER_TAG          tags the probe projection's rows (who applied an event)
 *   WORKER_BATCH_SIZE   events per batch (default 50)
 *   WORKER_PROJECTIONS  comma-separated names (default: every read model and `fault_probe`)
 *   WORKER_TIMINGS      `product`: the runner's default standby/heartbeat/retry timings
 *                       (default: short ones, so crash rounds go fast)
 *   FAULT_STEP          optional: where to stop in the FAULT_BATCH-th batch of a projection
 *                       (the first projection to get there; the rest run on until the kill):
 *     after-read     the batch has been read from the store; its transaction has not begun.
 *                    The process prints the FAULT line and freezes (its connections stay open).
 *     after-apply    the projection's statements ran inside the batch transaction; the
 *                    checkpoint has not moved. An extra statement blocks on the advisory lock
 *                    FAULT_LOCK_KEY, which the test holds.
 *     before-commit  statements ran and the checkpoint moved; COMMIT is under way. A deferred
 *                    trigger the test installed on projection_checkpoints blocks on the lock
 *                    (armed by a session setting the batch's last statement makes).
 *     after-commit   the batch committed; the worker asks for the next batch and freezes.
 *
 * It prints `READY` once the workers run and `FAULT <step> <projection> <batch>` when it gets to
 * the fault (written synchronously, before freezing). The test then SIGKILLs it. SIGTERM stops
 * it gracefully. The read models themselves are untouched: the fault hooks only add statements
 * that change no table, or pause between the runner's steps.
 */
import { writeSync } from 'node:fs';
import pg from 'pg';
import { createPostgresEventStore, type EventStore, type RecordedEvent } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { allProjections } from '../read-models/all.ts';
import { queriesForBatch, statement, type Projection } from '../projection.ts';
import { startProjections, type ProjectionRunner } from '../runner.ts';
import { probeProjection, type FaultStep } from './fault-support.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const tag = process.env.WORKER_TAG ?? 'worker';
const batchSize = Number(process.env.WORKER_BATCH_SIZE ?? 50);
const step = process.env.FAULT_STEP as FaultStep | undefined;
const faultBatch = Number(process.env.FAULT_BATCH ?? 1);
const lockKey = process.env.FAULT_LOCK_KEY ?? '0';

const say = (line: string): void => {
  writeSync(1, `${line}\n`);
};

let faulted = false;

/** Blocks the whole process (every worker in it) until it is killed. */
const freeze = (where: FaultStep, name: string, batch: number): void => {
  say(`FAULT ${where} ${name} ${batch}`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  process.exit(3);
};

/** after-apply / before-commit: one extra statement at the end of the chosen batch. */
const withFaultStatement = (projection: Projection): Projection => {
  if (step !== 'after-apply' && step !== 'before-commit') return projection;
  let batches = 0;
  return {
    ...projection,
    applyBatch: (events, t) => {
      const queries = queriesForBatch(projection, events, t);
      batches += 1;
      if (faulted || batches !== faultBatch) return queries;
      faulted = true;
      say(`FAULT ${step} ${projection.name} ${batches}`);
      return step === 'after-apply'
        ? [...queries, statement`select pg_advisory_xact_lock(${lockKey}::int8)`]
        : // Session-wide, not transaction-local: the trigger must block whichever transaction moves the checkpoint.
          [...queries, statement`select set_config('regimen.fault_before_commit', ${lockKey}, false)`];
    },
  };
};

/** after-read / after-commit: pauses between the subscription and the runner. */
const withPausingSubscription = (store: EventStore, name: string): EventStore => {
  if (step !== 'after-read' && step !== 'after-commit') return store;
  async function* pausing(source: AsyncIterable<RecordedEvent[]>): AsyncGenerator<RecordedEvent[], void, undefined> {
    let batches = 0;
    for await (const batch of source) {
      batches += 1;
      const chosen = !faulted && batches === faultBatch;
      if (chosen && step === 'after-read') freeze(step, name, batches);
      yield batch;
      // The runner asks for the next batch only once this one has committed.
      if (chosen && step === 'after-commit') freeze(step, name, batches);
    }
  }
  return { ...store, subscribeToAll: (options) => pausing(store.subscribeToAll(options)) };
};

const available = [...allProjections, probeProjection(tag)];
const wanted = process.env.WORKER_PROJECTIONS?.split(',').map((name) => name.trim()).filter(Boolean);
const projections = wanted ? available.filter((projection) => wanted.includes(projection.name)) : available;

const eventPool = new pg.Pool({ connectionString: url, max: projections.length + 2 });
eventPool.on('error', () => undefined);
const store = createPostgresEventStore({ pool: eventPool, pollIntervalMs: 200 });
const pool = await createDatabasePool(url, { maxPoolSize: projections.length + 2 });
const stop = new AbortController();
const timings = process.env.WORKER_TIMINGS === 'product' ? {} : { standbyRetryMs: 200, heartbeatMs: 500, retryDelayMs: 100, maxRetryDelayMs: 1_000 };
const runners: ProjectionRunner[] = projections.map((projection) =>
  startProjections({
    pool,
    store: withPausingSubscription(store, projection.name),
    projections: [withFaultStatement(projection)],
    signal: stop.signal,
    batchSize,
    ...timings,
  }),
);

process.once('SIGTERM', () => {
  stop.abort();
  void Promise.all(runners.map((runner) => runner.stopped))
    .then(async () => {
      await store.close();
      await eventPool.end();
      await pool.end();
    })
    .finally(() => process.exit(0));
});

say('READY');
