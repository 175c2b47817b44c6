import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createPostgresEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { projectionMigrations } from './checkpoints.ts';
import { rebuildProjection } from './rebuild.ts';
import { statement } from './projection.ts';
import { eventually } from './testing/eventually.ts';
import {
  committedEvents,
  FAULT_STEPS,
  lastCommitted,
  probeRows,
  probeViolations,
  startWorker,
  type FaultStep,
  type WorkerProcess,
} from './testing/fault-support.ts';
import { followingProjections, snapshotAll } from './testing/harness.ts';
import { appendScenario } from './testing/scenario.ts';


/**
 * The projection worker is SIGKILLed at each step of a batch, over and over, while it catches up
 * on a backlog that keeps growing. After a clean run to the head, every read model must equal a
 * rebuild from zero row for row, and the probe projection (one row per application) must show
 * every committed event applied exactly once, in the global order.
 */

const FAULT_LOCK_KEY = 7_311_004_211n;
const ROUNDS = 3;

let database: TestDatabase;
let eventPool: pg.Pool;
let store: EventStore;
let pool: DatabasePool;
let lockHolder: pg.Client;
let running: WorkerProcess | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  // The crashes here are the worker's, not the server's: skipping the WAL flush wait only makes the backlog quicker to write.
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`alter database ${new URL(database.url).pathname.slice(1)} set synchronous_commit = off`);
  await admin.end();
  eventPool = new pg.Pool({ connectionString: database.url, max: 4 });
  eventPool.on('error', () => undefined);
  store = createPostgresEventStore({ pool: eventPool });
  pool = await createDatabasePool(database.url, { maxPoolSize: 4 });
  // The before-commit fault: a deferred trigger runs during COMMIT, after the checkpoint moved,
  // and blocks on the test's lock once the worker's batch armed it (a setting of its session).
  await pool.query(statement`
    create function fault_before_commit() returns trigger language plpgsql as $$
    declare
      k text := current_setting('regimen.fault_before_commit', true);
    begin
      if k is not null and k <> '' then
        perform pg_advisory_xact_lock(k::int8);
      end if;
      return null;
    end $$`);
  await pool.query(statement`
    create constraint trigger fault_before_commit after update on projection_checkpoints
    deferrable initially deferred for each row execute function fault_before_commit()`);
  lockHolder = new pg.Client({ connectionString: database.url });
  await lockHolder.connect();
  await lockHolder.query('select pg_advisory_lock($1::int8)', [String(FAULT_LOCK_KEY)]);
});

afterAll(async () => {
  await running?.kill();
  await lockHolder?.end().catch(() => undefined);
  await store?.close();
  await eventPool?.end();
  await pool?.end();
  await database?.drop();
});

const Pid = z.object({ pid: z.number() });

/** Backends of a worker (its connections carry its tag as application_name). */
const backendsOf = (tag: string) => pool.anyFirst(sql.type(Pid)`select pid from pg_stat_activity where application_name = ${tag}`);

/** Waits until a backend of the worker is stuck on the test's lock inside its batch transaction. */
const waitingOnFaultLock = (tag: string) =>
  eventually(async () => {
    const waiting = await pool.anyFirst(sql.type(Pid)`
      select a.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and not l.granted and a.application_name = ${tag}
        and l.objid = (${FAULT_LOCK_KEY}::int8 & 4294967295)::oid`);
    expect(waiting.length).toBeGreaterThan(0);
  }, 10_000, 10);

/**
 * After a SIGKILL the kernel closes the worker's sockets; PostgreSQL notices at once for idle
 * connections, but a backend blocked on a lock only when it next talks to the client. The test
 * plays the TCP reset for those, then waits until nothing of the worker is left on the server.
 */
const reap = async (tag: string): Promise<void> => {
  await pool.query(sql.type(z.object({ ok: z.boolean() }))`
    select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${tag}`);
  await eventually(async () => expect(await backendsOf(tag)).toEqual([]), 10_000);
};

const Row = z.object({ name: z.string(), tx: z.bigint(), position: z.bigint() });
const checkpoints = () => pool.any(sql.type(Row)`select name, tx, position from projection_checkpoints order by name`);

const crashAt = async (step: FaultStep, round: number, batch: number): Promise<void> => {
  const tag = `crash-${step}-${round}`;
  const worker = await startWorker({ databaseUrl: database.url, tag, batchSize: 40, fault: { step, batch, lockKey: FAULT_LOCK_KEY } });
  running = worker;
  const fault = await worker.line('FAULT');
  expect(fault).toMatch(new RegExp(`^FAULT ${step} \\w+ ${batch}$`));
  if (step === 'after-apply' || step === 'before-commit') await waitingOnFaultLock(tag);
  await worker.kill();
  running = null;
  await reap(tag);
};

describe('the projection worker killed with SIGKILL at each step of a batch', () => {
  it('ends, after a clean run, with read models equal to a rebuild from zero and every event applied once, in order', async () => {
    const started = performance.now();
    // Four writers at once build the backlog faster than one.
    const backlog = await Promise.all([11, 12, 13, 14].map((seed) => appendScenario(store, { users: 60, seed })));
    const backlogCount = backlog.reduce((sum, part) => sum + part.count, 0);
    expect(backlogCount).toBeGreaterThan(4_000);
    const seeded = performance.now();

    // The backlog keeps growing while the worker crashes.
    const writing = new AbortController();
    const writer = (async () => {
      let seed = 1_000;
      while (!writing.signal.aborted) {
        await appendScenario(store, { users: 1, seed: seed++ });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    const kills: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const step of FAULT_STEPS) {
          const before = await checkpoints();
          const batch = 1 + ((round * 3 + step.length) % 4);
          await crashAt(step, round, batch);
          kills.push(`${step}@${batch}`);
          // A crash never moves a checkpoint backwards.
          const after = new Map((await checkpoints()).map((row) => [row.name, row]));
          for (const row of before) {
            const now = after.get(row.name)!;
            expect(now.tx > row.tx || (now.tx === row.tx && now.position >= row.position)).toBe(true);
          }
        }
      }
    } finally {
      writing.abort();
      await writer;
    }
    expect(kills).toHaveLength(ROUNDS * FAULT_STEPS.length);

    // The crashes happened during catch-up: the last event is still ahead of some projection.
    const last = await lastCommitted(pool);
    const behind = (await checkpoints()).filter((row) => row.tx < last.tx || (row.tx === last.tx && row.position < last.position));

    const crashed = performance.now();
    const clean = await startWorker({ databaseUrl: database.url, tag: 'clean', batchSize: 200 });
    running = clean;
    await eventually(async () => {
      const rows = await checkpoints();
      expect(rows).toHaveLength(followingProjections.length + 1);
      for (const row of rows) expect(row).toEqual({ name: row.name, ...last });
    }, 60_000, 50);
    await clean.stop();
    running = null;

    // Exactly once, in order: the probe's applications are the committed events, one each.
    const applied = await probeRows(pool);
    expect(probeViolations(applied)).toEqual([]);
    expect(applied.map((row) => row.event_id)).toEqual((await committedEvents(pool)).map((event) => event.id));

    const caughtUp = performance.now();
    expect(behind.length, 'the crashes happened while projections were still catching up').toBeGreaterThan(0);

    const live = Object.fromEntries(await Promise.all(followingProjections.map(async (p) => [p.name, await snapshotAll(pool, p)] as const)));
    for (const projection of followingProjections) await rebuildProjection(pool, { store, projection, batchSize: 500 });
    const rebuilt = Object.fromEntries(await Promise.all(followingProjections.map(async (p) => [p.name, await snapshotAll(pool, p)] as const)));
    expect(rebuilt).toEqual(live);
    // Not vacuous: the scenario fills the main read models (others, e.g. insights, may have no events in it).
    for (const [name, table] of [['users', 'users'], ['supplements', 'supplements'], ['intake', 'supplement_takes'], ['intake', 'recent_activity'], ['feedback', 'feedback']] as const) {
      expect(live[name]?.[table]?.length ?? 0).toBeGreaterThan(0);
    }
    console.log(
      `worker crash suite: backlog ${backlogCount} events in ${Math.round(seeded - started)} ms; ${kills.length} kills (${kills.join(', ')}); ` +
        `${applied.length} events in all; crashes ${Math.round(crashed - seeded)} ms, clean run ${Math.round(caughtUp - crashed)} ms, ` +
        `rebuild and compare ${Math.round(performance.now() - caughtUp)} ms`,
    );
  }, 120_000);
});
