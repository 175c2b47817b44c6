import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createPostgresEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { projectionMigrations } from './checkpoints.ts';
import { advisoryKey } from './leader-lock.ts';
import { allProjections } from './read-models/all.ts';
import { rebuildProjection } from './rebuild.ts';
import { eventually } from './testing/eventually.ts';
import { checkpointRows, committedEvents, feedbackEvent, lastCommitted, probeRows, probeViolations, startWorker, type WorkerProcess } from './testing/fault-support.ts';
import { snapshotAll, toAppend } from './testing/harness.ts';

/**
 * Two projection worker processes on one database, with the runner's default timings: only one
 * applies at a time; SIGKILL the leader and the other takes over within seconds; no event is
 * lost or applied twice across the handovers.
 */

const names = [...allProjections.map((projection) => projection.name), 'fault_probe'];

let database: TestDatabase;
let eventPool: pg.Pool;
let store: EventStore;
let pool: DatabasePool;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  eventPool = new pg.Pool({ connectionString: database.url, max: 4 });
  eventPool.on('error', () => undefined);
  store = createPostgresEventStore({ pool: eventPool });
  pool = await createDatabasePool(database.url, { maxPoolSize: 4 });
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill()));
  await store?.close();
  await eventPool?.end();
  await pool?.end();
  await database?.drop();
});

const start = async (tag: string): Promise<WorkerProcess> => {
  const worker = await startWorker({ databaseUrl: database.url, tag, batchSize: 20, productTimings: true });
  workers.push(worker);
  return worker;
};

const Leader = z.object({ name: z.string(), holder: z.string().nullable() });

/** For each projection, the application_name (worker tag) of the session holding its leader lock. */
const leaders = async (): Promise<Map<string, string | null>> => {
  const keys = names.map((name) => ({ name, key: advisoryKey('leader', name) }));
  const rows = await pool.any(sql.type(Leader)`
    select k.name, (
      select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.classid = ((k.key >> 32) & 4294967295)::oid and l.objid = (k.key & 4294967295)::oid
    ) as holder
    from unnest(${sql.array(keys.map((k) => k.name), 'text')}::text[], ${sql.array(keys.map((k) => String(k.key)), 'int8')}::int8[]) as k(name, key)`);
  return new Map(rows.map((row) => [row.name, row.holder]));
};

const allLedBy = (tag: string) =>
  eventually(async () => {
    const held = await leaders();
    for (const name of names) expect({ name, holder: held.get(name) }).toEqual({ name, holder: tag });
  }, 10_000, 20);

/** Consecutive runs of who applied the probe's events: a, b, a, … each handover starts a new run. */
const runsOf = (appliedBy: readonly string[]): string[] => appliedBy.filter((tag, index) => index === 0 || appliedBy[index - 1] !== tag);

describe('two projection worker processes', () => {
  it('only the leader applies; after a SIGKILL the other takes over within seconds, twice, losing and repeating nothing', async () => {
    const a = await start('worker-a');
    const appliedBy = async (): Promise<string[]> => runsOf((await probeRows(pool)).map((row) => row.applied_by));

    // Writes keep coming throughout: feedback and sign-ins of a few accounts.
    const accounts = Array.from({ length: 3 }, () => randomUUID());
    for (const userId of accounts) {
      await store.append(`account-${userId}`, [toAppend('AccountRegistered', { userId, email: `${userId}@example.com`, firstName: null, lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false }, { userId, occurredAt: new Date().toISOString() })], 'no_stream');
    }
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) {
        const userId = accounts[n % accounts.length]!;
        if (n % 3 === 0) await store.append(`account-${userId}`, [toAppend('SignedIn', { method: 'password' }, { userId, occurredAt: new Date().toISOString() })], 'any');
        else {
          const { streamId, event } = feedbackEvent(`two-${n}`);
          await store.append(streamId, [event], 'no_stream');
        }
        n += 1;
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      return n;
    })();

    await eventually(async () => expect(await appliedBy()).toEqual(['worker-a']));
    const b = await start('worker-b');
    const takeovers: number[] = [];
    const handOver = async (from: WorkerProcess, to: string, before: readonly string[]): Promise<void> => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // With events arriving all the while, the standby applied nothing: only the leader applies.
      expect(await appliedBy()).toEqual(before);
      // And it holds none of the locks.
      expect([...(await leaders()).values()].every((holder) => holder === from.tag)).toBe(true);
      const killedAt = performance.now();
      await from.kill();
      await allLedBy(to);
      takeovers.push(performance.now() - killedAt);
    };

    try {
      await handOver(a, 'worker-b', ['worker-a']);
      const a2 = await start('worker-a2');
      await handOver(b, 'worker-a2', ['worker-a', 'worker-b']);
      await new Promise((resolve) => setTimeout(resolve, 500));
      void a2;
    } finally {
      writing = false;
    }
    const written = await writer;
    expect(written).toBeGreaterThan(100);

    const last = await lastCommitted(pool);
    await eventually(async () => {
      const rows = await checkpointRows(pool);
      expect(rows).toHaveLength(names.length);
      for (const row of rows) expect(row).toEqual({ name: row.name, ...last });
    }, 30_000, 50);

    const applied = await probeRows(pool);
    expect(probeViolations(applied)).toEqual([]);
    expect(applied.map((row) => row.event_id)).toEqual((await committedEvents(pool)).map((event) => event.id));
    // One leader at a time: each worker's applications form one unbroken run, in handover order.
    expect(runsOf(applied.map((row) => row.applied_by))).toEqual(['worker-a', 'worker-b', 'worker-a2']);
    for (const ms of takeovers) expect(ms).toBeLessThan(5_000);

    const live = Object.fromEntries(await Promise.all(allProjections.map(async (p) => [p.name, await snapshotAll(pool, p)] as const)));
    for (const projection of allProjections) await rebuildProjection(pool, { store, projection });
    const rebuilt = Object.fromEntries(await Promise.all(allProjections.map(async (p) => [p.name, await snapshotAll(pool, p)] as const)));
    expect(rebuilt).toEqual(live);
    console.log(`two workers: ${written} appends, ${applied.length} events, takeovers after ${takeovers.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
  }, 60_000);
});
