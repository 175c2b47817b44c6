import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { compareCheckpoints } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { readCheckpointRow } from './checkpoints.ts';
import { statement } from './projection.ts';
import { waitForPosition } from './position-reached.ts';
import { allProjections } from './read-models/all.ts';
import { rebuildProjection, type RebuildProgress } from './rebuild.ts';
import { startProjections, type ProjectionRunner } from './runner.ts';
import { openTestDb, snapshotAll, type TestDb } from './testing/harness.ts';
import { createInMemoryEventStore, type InMemoryEventStore } from './testing/in-memory-event-store.ts';
import { appendScenario } from './testing/scenario.ts';

let db: TestDb;
let store: InMemoryEventStore;
let runnerPool: DatabasePool;
let readerPool: DatabasePool;
let stop: AbortController;
let runner: ProjectionRunner;

const names = allProjections.map((projection) => projection.name);

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  // Each test has its own store, so nothing of the previous one may survive.
  for (const projection of allProjections) {
    for (const table of projection.tables) await db.pool.query(statement`drop table if exists ${sql.identifier([table])}`);
  }
  await db.pool.query(statement`delete from projection_checkpoints`);
  store = createInMemoryEventStore();
  runnerPool = await createDatabasePool(db.url, { maxPoolSize: allProjections.length + 1 });
  readerPool = await createDatabasePool(db.url, { maxPoolSize: 2 });
  stop = new AbortController();
  runner = startProjections({ pool: runnerPool, store, projections: allProjections, signal: stop.signal, standbyRetryMs: 100 });
});
afterEach(async () => {
  stop.abort();
  await runner.stopped;
  await runnerPool.end();
  await readerPool.end();
});

const caughtUp = async (): Promise<void> => {
  const head = await store.head();
  expect(await waitForPosition({ pool: db.pool, store, projections: names, position: head.checkpoint.position, timeoutMs: 20_000 })).toBe(true);
};

const snapshots = async () => Object.fromEntries(await Promise.all(allProjections.map(async (p) => [p.name, await snapshotAll(db.pool, p)] as const)));

/** Reads every live table in a loop until stopped; returns how many reads ran and every error. */
const readContinuously = (signal: AbortSignal): Promise<{ reads: number; errors: unknown[] }> => {
  const tables = allProjections.flatMap((projection) => projection.tables);
  return (async () => {
    let reads = 0;
    const errors: unknown[] = [];
    while (!signal.aborted) {
      for (const table of tables) {
        try {
          await readerPool.query(sql.type(z.object({ count: z.bigint() }))`select count(*) from ${sql.identifier([table])}`);
          reads += 1;
        } catch (error) {
          errors.push(error);
        }
      }
    }
    return { reads, errors };
  })();
};

const Name = z.object({ name: z.string() });
const leftovers = () =>
  db.pool.anyFirst(sql.type(Name)`
    select relname as name from pg_class where relname like '%rebuild%' and relnamespace = 'public'::regnamespace
    union all select name from projection_checkpoints where name like '%rebuild%'`);

describe('rebuilding every projection while the runner serves the live tables', () => {
  it('produces tables equal to the live ones row for row, switching atomically while reads keep working', async () => {
    const { count: appended } = await appendScenario(store, { users: 40, seed: 7 });
    await caughtUp();
    const before = await snapshots();
    expect(Object.values(before).flatMap((tables) => Object.values(tables)).every((rows) => rows.length > 0)).toBe(true);

    const reading = new AbortController();
    const reads = readContinuously(reading.signal);
    const progress: RebuildProgress[] = [];
    for (const projection of allProjections) {
      const result = await rebuildProjection(db.pool, { store, projection, batchSize: 50, onProgress: (p) => progress.push(p) });
      expect(result).toMatchObject({ switched: true, eventsApplied: appended });
    }
    reading.abort();
    const { reads: readCount, errors } = await reads;

    expect(errors).toEqual([]);
    expect(readCount).toBeGreaterThan(0);
    expect(await snapshots()).toEqual(before);
    expect(await leftovers()).toEqual([]);
    expect(progress.filter((p) => p.phase === 'done')).toHaveLength(allProjections.length);
    const head = await store.head();
    for (const name of names) {
      const row = await readCheckpointRow(db.pool, name);
      expect(row && compareCheckpoints(row, head.checkpoint)).toBe(0);
    }

    // The live workers were fenced by the switch and carry on on the new tables.
    await appendScenario(store, { users: 3, seed: 8 });
    await caughtUp();
    expect(runner.status().every((worker) => worker.role === 'leader')).toBe(true);
    const after = await snapshots();
    await rebuildProjection(db.pool, { store, projection: allProjections[2]!, batchSize: 1000 });
    expect(await snapshots()).toEqual(after);
  }, 60_000);

  it('loses and repeats nothing when events keep arriving during the rebuild', async () => {
    await appendScenario(store, { users: 10, seed: 11 });
    await caughtUp();

    const writing = new AbortController();
    const writer = (async () => {
      let seed = 100;
      while (!writing.signal.aborted) {
        await appendScenario(store, { users: 1, seed: seed++ });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    for (const projection of allProjections) await rebuildProjection(db.pool, { store, projection, batchSize: 25 });
    writing.abort();
    await writer;
    await caughtUp();
    const live = await snapshots();

    // A quiet rebuild from scratch is the reference.
    for (const projection of allProjections) await rebuildProjection(db.pool, { store, projection });
    expect(await snapshots()).toEqual(live);
  }, 60_000);
});
