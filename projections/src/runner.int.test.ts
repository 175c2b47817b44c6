import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { START, type EventStore } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { readCheckpointRow } from './checkpoints.ts';
import { advisoryKey, advisoryLockHeld } from './leader-lock.ts';
import { waitForPosition } from './position-reached.ts';
import { defineProjection, statement } from './projection.ts';
import { startProjections, type ProjectionRunner, type StartProjectionsOptions } from './runner.ts';
import { eventually } from './testing/eventually.ts';
import { openTestDb, toAppend, type TestDb } from './testing/harness.ts';
import { createInMemoryEventStore } from './testing/in-memory-event-store.ts';

/**
 * Deliberately not idempotent: one row per application, tagged with who applied it, so a
 * double application or a second leader shows up as extra rows.
 */
const probe = (appliedBy: string, version = 1, fails: (message: string) => boolean = () => false) =>
  defineProjection({
    name: 'probe',
    version,
    tables: ['probe_applied'],
    setup: (t) => [statement`create table if not exists ${t.probe_applied} (event_id uuid not null, applied_by text not null)`],
    handlers: {
      FeedbackSubmitted: (event, t) => [
        statement`insert into ${t.probe_applied} (event_id, applied_by) values (${event.id}, ${appliedBy})`,
        // A transient failure (53300: too many connections): retried, never quarantined (poison.int.test.ts).
        ...(fails(event.data.message) ? [statement`do $$ begin raise exception 'server busy' using errcode = '53300'; end $$`] : []),
      ],
    },
  });

const Applied = z.object({ applied_by: z.string(), count: z.bigint() });

let db: TestDb;
let store: EventStore;
let stops: AbortController[];
let pools: DatabasePool[];

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.pool.query(statement`drop table if exists probe_applied`);
  await db.pool.query(statement`delete from projection_checkpoints`);
  store = createInMemoryEventStore();
  stops = [];
  pools = [];
});
afterEach(async () => {
  for (const stop of stops) stop.abort();
  await Promise.all(pools.map((pool) => pool.end()));
});

const start = async (options: Partial<StartProjectionsOptions> & Pick<StartProjectionsOptions, 'projections'>): Promise<ProjectionRunner> => {
  const stop = new AbortController();
  stops.push(stop);
  const pool = await createDatabasePool(db.url, { maxPoolSize: 3 });
  pools.push(pool);
  return startProjections({ pool, store, signal: stop.signal, standbyRetryMs: 100, heartbeatMs: 100, retryDelayMs: 50, ...options });
};

const feedback = async (message = 'hello', count = 1): Promise<bigint> => {
  let position = 0n;
  for (let i = 0; i < count; i += 1) {
    const feedbackId = randomUUID();
    const result = await store.append(
      `feedback-${feedbackId}`,
      [toAppend('FeedbackSubmitted', { feedbackId, type: 'general', rating: null, message, page: '/', userAgent: 'test' }, { userId: null, occurredAt: new Date().toISOString() })],
      'no_stream',
    );
    position = result.position;
  }
  return position;
};

const signedIn = async (): Promise<bigint> => {
  const userId = randomUUID();
  const result = await store.append(
    `account-${userId}`,
    [toAppend('SignedIn', { method: 'password' }, { userId, occurredAt: new Date().toISOString() })],
    'any',
  );
  return result.position;
};

const applied = async () => [...(await db.pool.any(sql.type(Applied)`select applied_by, count(*) from probe_applied group by 1 order by 1`))];
const reached = (position: bigint) => waitForPosition({ pool: db.pool, store, projections: ['probe'], position, timeoutMs: 10_000 });

describe('a running projection', () => {
  it('applies new events once and moves its checkpoint past events it does not handle', async () => {
    await feedback('a', 3);
    const runner = await start({ projections: [probe('one')] });
    const last = await signedIn();
    expect(await reached(last)).toBe(true);

    expect(await applied()).toEqual([{ applied_by: 'one', count: 3n }]);
    const row = await readCheckpointRow(db.pool, 'probe');
    expect(row).toMatchObject({ position: last, events_applied: 4n, version: 1, last_error: null });
    expect(runner.status()).toEqual([expect.objectContaining({ name: 'probe', role: 'leader', eventsApplied: 4, lastError: null })]);

    expect(await reached(await feedback('b'))).toBe(true);
    expect(await applied()).toEqual([{ applied_by: 'one', count: 4n }]);
  });

  it('stops gracefully: the worker ends and gives the lock back', async () => {
    const stop = new AbortController();
    const pool = await createDatabasePool(db.url, { maxPoolSize: 2 });
    pools.push(pool);
    const runner = startProjections({ pool, store, projections: [probe('one')], signal: stop.signal, standbyRetryMs: 100 });
    expect(await reached(await feedback())).toBe(true);
    expect(await advisoryLockHeld(db.pool, advisoryKey('leader', 'probe'))).toBe(true);
    stop.abort();
    await runner.stopped;
    expect(runner.status()[0]?.role).toBe('stopped');
    await eventually(async () => expect(await advisoryLockHeld(db.pool, advisoryKey('leader', 'probe'))).toBe(false));
  });
});

describe('a handler failing for a transient reason', () => {
  it('rolls back the whole batch with its checkpoint, reports the error, and retries until it passes', async () => {
    let broken = true;
    // One append, so both events arrive in one batch; only the second one fails.
    const ok = randomUUID();
    const bad = randomUUID();
    const occurredAt = new Date().toISOString();
    await store.append(
      `feedback-${ok}`,
      [toAppend('FeedbackSubmitted', { feedbackId: ok, type: 'bug', rating: null, message: 'fine', page: '/', userAgent: 't' }, { userId: null, occurredAt })],
      'no_stream',
    );
    const { position: last } = await store.append(
      `feedback-${bad}`,
      [toAppend('FeedbackSubmitted', { feedbackId: bad, type: 'bug', rating: null, message: 'boom', page: '/', userAgent: 't' }, { userId: null, occurredAt })],
      'no_stream',
    );
    const runner = await start({ projections: [probe('one', 1, (message) => broken && message === 'boom')] });

    await eventually(() => expect(runner.status()[0]?.consecutiveFailures).toBeGreaterThanOrEqual(2));
    expect(runner.status()[0]?.lastError).toMatch(/server busy/);
    expect(await applied()).toEqual([]);
    const row = await readCheckpointRow(db.pool, 'probe');
    expect(row).toMatchObject({ tx: START.tx, position: START.position, events_applied: 0n });
    expect(row?.last_error).toMatch(/server busy/);

    broken = false;
    expect(await reached(last)).toBe(true);
    expect(await applied()).toEqual([{ applied_by: 'one', count: 2n }]);
    expect(await readCheckpointRow(db.pool, 'probe')).toMatchObject({ last_error: null, events_applied: 2n });
    expect(runner.status()[0]).toMatchObject({ consecutiveFailures: 0 });
  });
});

const LeaderPid = z.object({ pid: z.number() });
const leaderPid = (): Promise<number | null> => {
  const key = advisoryKey('leader', 'probe');
  return db.pool.maybeOneFirst(sql.type(LeaderPid)`
    select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 1
      and classid = ((${key}::int8 >> 32) & 4294967295)::oid and objid = (${key}::int8 & 4294967295)::oid`);
};

describe('two runners on the same projection', () => {
  it('only the leader applies; when its connection dies the other takes over within seconds', async () => {
    // A backs off for longer than B's standby interval, so B (not a reconnected A) is who takes over.
    const a = await start({ projections: [probe('a')], retryDelayMs: 2_000 });
    await eventually(() => expect(a.status()[0]?.role).toBe('leader'));
    const b = await start({ projections: [probe('b')] });
    await eventually(() => expect(b.status()[0]?.role).toBe('standby'));

    expect(await reached(await feedback('x', 5))).toBe(true);
    expect(await applied()).toEqual([{ applied_by: 'a', count: 5n }]);
    expect(b.status()[0]).toMatchObject({ role: 'standby', eventsApplied: 0 });

    const pid = await leaderPid();
    expect(pid).not.toBeNull();
    const killedAt = Date.now();
    await db.pool.query(sql.type(z.object({ ok: z.boolean() }))`select pg_terminate_backend(${pid}) as ok`);
    await eventually(() => expect(b.status()[0]?.role).toBe('leader'), 5_000);
    const takeover = Date.now() - killedAt;

    expect(await reached(await feedback('y', 5))).toBe(true);
    expect(await applied()).toEqual([
      { applied_by: 'a', count: 5n },
      { applied_by: 'b', count: 5n },
    ]);
    // The old leader notices (heartbeat), reconnects and stands by.
    await eventually(() => expect(a.status()[0]?.role).toBe('standby'), 5_000);
    expect(takeover).toBeLessThan(3_000);
  });
});

describe('a projection whose version changed', () => {
  it('is rebuilt by the new version, and an old version stands by instead of running', async () => {
    const v1 = await start({ projections: [probe('v1', 1)] });
    expect(await reached(await feedback('x', 3))).toBe(true);
    stops.at(-1)?.abort();
    await v1.stopped;

    const v2 = await start({ projections: [probe('v2', 2)] });
    await eventually(async () => expect(await readCheckpointRow(db.pool, 'probe')).toMatchObject({ version: 2, events_applied: 3n }));
    expect(await applied()).toEqual([{ applied_by: 'v2', count: 3n }]);
    expect(await reached(await feedback('y'))).toBe(true);
    expect(await applied()).toEqual([{ applied_by: 'v2', count: 4n }]);
    stops.at(-1)?.abort();
    await v2.stopped;

    const old = await start({ projections: [probe('v1', 1)] });
    await feedback('z');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(old.status()[0]?.role).not.toBe('leader');
    expect(await applied()).toEqual([{ applied_by: 'v2', count: 4n }]);
  });
});
