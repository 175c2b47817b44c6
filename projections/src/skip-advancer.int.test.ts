import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { CommonQueryMethods } from 'slonik';
import { START, type Checkpoint, type RecordedEvent } from '@regimen/event-store';
import { skipFenced, type BatchOutcome, type BatchTarget } from './apply-batch.ts';
import { CHECKPOINT_CHANNEL, insertCheckpointRow, readCheckpointRow } from './checkpoints.ts';
import { defineProjection, statement } from './projection.ts';
import { createSkipAdvancer, type PendingSkip } from './skip-advancer.ts';
import { openTestDb, toAppend, type TestDb } from './testing/harness.ts';
import { createInMemoryEventStore } from './testing/in-memory-event-store.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.pool.query(statement`delete from projection_checkpoints`);
});

const targetOf = (name: string): BatchTarget => ({
  projection: defineProjection({ name, version: 1, tables: [], setup: () => [], handlers: {} }),
  tables: {},
  checkpointName: name,
});

/** Three sign-ins: events no projection here handles. */
const events = async (): Promise<RecordedEvent[]> => {
  const store = createInMemoryEventStore();
  for (let i = 0; i < 3; i += 1) {
    const userId = randomUUID();
    await store.append(`account-${userId}`, [toAppend('SignedIn', { method: 'password' }, { userId, occurredAt: new Date().toISOString() })], 'no_stream');
  }
  return store.readAll();
};

/** The notifications on the checkpoint channel while `run` runs. */
const notified = async (run: () => Promise<unknown>): Promise<string[]> => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const payloads: string[] = [];
  client.on('notification', (message) => payloads.push(message.payload ?? ''));
  await client.query(`listen ${CHECKPOINT_CHANNEL}`);
  await run();
  // Delivered on commit; one round trip on the listening connection lets them arrive.
  await client.query('select 1');
  await client.end();
  return payloads;
};

describe('skipFenced', () => {
  it('moves every row still at its expected checkpoint in one statement, and leaves a row that moved under its writer', async () => {
    const log = await events();
    const last = log.at(-1)!;
    for (const name of ['a', 'b', 'c']) await insertCheckpointRow(db.pool, name, 1);
    // b's row was moved by someone else (another leader): its move is fenced.
    const elsewhere: Checkpoint = log[0]!.checkpoint;
    await db.pool.query(statement`update projection_checkpoints set tx = ${elsewhere.tx}, position = ${elsewhere.position} where name = 'b'`);

    const batch = { events: [], last, size: 3 };
    let moved: ReadonlySet<string> = new Set();
    const payloads = await notified(async () => {
      moved = await skipFenced(db.pool, ['a', 'b', 'c'].map((name) => ({ target: targetOf(name), expected: START, batch })));
    });

    expect([...moved].sort()).toEqual(['a', 'c']);
    // Each moved row wakes its waiters, naming no user (no row of a read model changed).
    const at = `${last.checkpoint.tx}/${last.checkpoint.position}`;
    expect(payloads.sort()).toEqual([`a ${at} users=`, `c ${at} users=`]);
    for (const name of ['a', 'c']) {
      expect(await readCheckpointRow(db.pool, name)).toMatchObject({ tx: last.checkpoint.tx, position: last.checkpoint.position, events_applied: 3n, last_error: null });
    }
    expect(await readCheckpointRow(db.pool, 'b')).toMatchObject({ tx: elsewhere.tx, position: elsewhere.position, events_applied: 0n });
  });
});

describe('the skip advancer', () => {
  /** The pool, counting the statements the advancer sends. */
  const counting = (): { db: CommonQueryMethods; statements: () => number } => {
    let statements = 0;
    const counted = new Proxy(db.pool, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'any' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db: counted, statements: () => statements };
  };

  const pending = (name: string, expected: Checkpoint, last: RecordedEvent, outcomes: Map<string, BatchOutcome | 'failed'>): PendingSkip => ({
    target: targetOf(name),
    expected,
    batch: { events: [], last, size: 1 },
    settle: (outcome) => outcomes.set(name, outcome),
    fail: () => outcomes.set(name, 'failed'),
  });

  it("moves the pending skips of every worker that asked within its delay with one statement, and tells each how it went", async () => {
    const log = await events();
    const last = log.at(-1)!;
    for (const name of ['a', 'b', 'c', 'd']) await insertCheckpointRow(db.pool, name, 1);
    const { db: countingDb, statements } = counting();
    const advancer = createSkipAdvancer(countingDb, 20);
    const outcomes = new Map<string, BatchOutcome | 'failed'>();
    const ahead = log[1]!.checkpoint;
    await db.pool.query(statement`update projection_checkpoints set tx = ${ahead.tx}, position = ${ahead.position} where name = 'c'`);

    // A worker schedules its take on every skipped slice; until it is called, it is one take.
    let takesOfA = 0;
    const takeA = (): PendingSkip => {
      takesOfA += 1;
      return pending('a', START, last, outcomes);
    };
    advancer.schedule(takeA);
    advancer.schedule(takeA);
    advancer.schedule(() => pending('b', START, last, outcomes));
    // c expects START but its row is elsewhere: fenced. d's slice went with a batch that had work.
    advancer.schedule(() => pending('c', START, last, outcomes));
    advancer.schedule(() => null);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(statements()).toBe(1);
    expect(takesOfA).toBe(1);
    expect(outcomes.get('a')).toEqual({ kind: 'applied', checkpoint: last.checkpoint });
    expect(outcomes.get('b')).toEqual({ kind: 'applied', checkpoint: last.checkpoint });
    expect(outcomes.get('c')).toEqual({ kind: 'fenced', row: null });
    expect(outcomes.has('d')).toBe(false);
    expect(await readCheckpointRow(db.pool, 'd')).toMatchObject({ tx: START.tx, position: START.position });

    // Nothing pending: no statement at all.
    advancer.schedule(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statements()).toBe(1);
  });

  it('tells every worker in a statement that failed, so each retries from its checkpoint', async () => {
    const log = await events();
    const failing = { any: () => Promise.reject(new Error('connection lost')) } as unknown as CommonQueryMethods;
    const advancer = createSkipAdvancer(failing, 5);
    const outcomes = new Map<string, BatchOutcome | 'failed'>();
    advancer.schedule(() => pending('a', START, log.at(-1)!, outcomes));
    advancer.schedule(() => pending('b', START, log.at(-1)!, outcomes));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outcomes).toEqual(
      new Map([
        ['a', 'failed'],
        ['b', 'failed'],
      ]),
    );
  });
});
