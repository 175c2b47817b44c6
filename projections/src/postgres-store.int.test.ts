import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createPostgresEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { projectionMigrations } from './checkpoints.ts';
import { createCheckpointListener, waitForPosition, type CheckpointListener } from './position-reached.ts';
import { rebuildProjection } from './rebuild.ts';
import { startProjections, type ProjectionRunner } from './runner.ts';
import { postgresEventCounter, projectionStatus } from './status.ts';
import { eventually } from './testing/eventually.ts';
import { followingProjections, snapshotAll, toAppend } from './testing/harness.ts';
import { appendScenario } from './testing/scenario.ts';


let database: TestDatabase;
let eventPool: pg.Pool;
let store: EventStore;
let pool: DatabasePool;
let listener: CheckpointListener;

const names = followingProjections.map((projection) => projection.name);

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  eventPool = new pg.Pool({ connectionString: database.url, max: 6 });
  store = createPostgresEventStore({ pool: eventPool });
  pool = await createDatabasePool(database.url, { maxPoolSize: followingProjections.length + 3 });
  listener = await createCheckpointListener(database.url);
});
afterAll(async () => {
  await listener.close();
  await store.close();
  await eventPool.end();
  await pool.end();
  await database.drop();
});

const start = (): { runner: ProjectionRunner; stop: () => Promise<void> } => {
  const controller = new AbortController();
  const runner = startProjections({ pool, store, projections: followingProjections, signal: controller.signal });
  return {
    runner,
    stop: async () => {
      controller.abort();
      await runner.stopped;
    },
  };
};

const signIn = async (userId = randomUUID()): Promise<bigint> =>
  (await store.append(`account-${userId}`, [toAppend('SignedIn', { method: 'password' }, { userId, occurredAt: new Date().toISOString() })], 'any')).position;

describe('projections fed by the PostgreSQL event store', () => {
  it('catch up, then serve read-your-writes through the checkpoint notification', async () => {
    // The head can hide committed events while any transaction is open (the store reads below
    // the oldest running one), so the tests wait for the position their own last append returned.
    const { lastPosition } = await appendScenario(store, { users: 20, seed: 5 });
    const { runner, stop } = start();
    try {
      expect(await waitForPosition({ pool, store, listener, projections: names, position: lastPosition, timeoutMs: 20_000 })).toBe(true);

      const userId = randomUUID();
      const written = await store.append(
        `account-${userId}`,
        [toAppend('AccountRegistered', { userId, email: 'new@example.com', firstName: null, lastName: null, profileImageUrl: null, authProvider: 'oidc', isAdmin: false }, { userId, occurredAt: new Date().toISOString() })],
        'no_stream',
      );
      const started = performance.now();
      expect(await waitForPosition({ pool, store, listener, projections: ['users'], position: written.position, timeoutMs: 5_000 })).toBe(true);
      const waitedMs = performance.now() - started;
      expect(await waitForPosition({ pool, store, listener, projections: names, position: written.position, timeoutMs: 5_000 })).toBe(true);
      expect(await pool.oneFirst(sql.type(z.object({ email: z.string() }))`select email from users where id = ${userId}`)).toBe('new@example.com');
      expect(waitedMs).toBeLessThan(1_000);

      await eventually(async () => {
        const status = await projectionStatus(pool, store, { countEvents: postgresEventCounter(pool) });
        expect(status.map((row) => row.name)).toEqual([...names].sort());
        for (const row of status) expect(row).toMatchObject({ lagEvents: 0n, lagSeconds: 0, isLeader: true, lastError: null });
      });
      expect(runner.status().every((worker) => worker.role === 'leader')).toBe(true);
    } finally {
      await stop();
    }
  });

  it('report lag in events and seconds while stopped, and a timed-out wait as false', async () => {
    const before = new Map((await projectionStatus(pool, store)).map((row) => [row.name, row.checkpoint]));
    await signIn();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await signIn();
    const last = await signIn();
    // Status reads the head, which a transaction open elsewhere on the server can hold back for a moment.
    await eventually(async () => {
      const status = await projectionStatus(pool, store, { countEvents: postgresEventCounter(pool) });
      for (const row of status) {
        expect(row).toMatchObject({ lagEvents: 3n, isLeader: false });
        expect(row.checkpoint).toEqual(before.get(row.name));
        expect(row.lagSeconds).toBeGreaterThan(0);
      }
    });
    expect(await waitForPosition({ pool, store, listener, projections: ['users'], position: last, timeoutMs: 150 })).toBe(false);
    expect(await waitForPosition({ pool, store, projections: ['users'], position: last, timeoutMs: 150 })).toBe(false);

    const { stop } = start();
    try {
      expect(await waitForPosition({ pool, store, projections: names, position: last, timeoutMs: 10_000 })).toBe(true);
    } finally {
      await stop();
    }
  });

  it('rebuild while the store receives appends gives the same tables as a quiet rebuild', async () => {
    const { stop } = start();
    try {
      const writing = new AbortController();
      const writer = (async () => {
        let seed = 500;
        let last = 0n;
        while (!writing.signal.aborted) last = (await appendScenario(store, { users: 1, seed: seed++ })).lastPosition;
        return last;
      })();
      for (const projection of followingProjections) await rebuildProjection(pool, { store, projection, batchSize: 100 });
      writing.abort();
      const last = await writer;
      expect(await waitForPosition({ pool, store, listener, projections: names, position: last, timeoutMs: 20_000 })).toBe(true);
      const live = Object.fromEntries(await Promise.all(followingProjections.map(async (p) => [p.name, await snapshotAll(pool, p)] as const)));

      for (const projection of followingProjections) await rebuildProjection(pool, { store, projection });
      const rebuilt = Object.fromEntries(await Promise.all(followingProjections.map(async (p) => [p.name, await snapshotAll(pool, p)] as const)));
      expect(rebuilt).toEqual(live);
      await eventually(async () => {
        const status = await projectionStatus(pool, store);
        expect(status.every((row) => row.lagEvents === 0n && !row.rebuilding)).toBe(true);
      });
    } finally {
      await stop();
    }
  }, 60_000);
});
