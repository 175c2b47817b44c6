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
import { feedbackProjection } from './read-models/feedback.ts';
import { usersProjection } from './read-models/users.ts';
import { startProjections, type ProjectionRunner } from './runner.ts';
import { eventually } from './testing/eventually.ts';
import {
  countingPool,
  domainEvent,
  feedbackEvent,
  openDomainWriter,
  probeProjection,
  probeRows,
  probeViolations,
  type DomainWriter,
} from './testing/fault-support.ts';

/**
 * Sequence gaps seen by a running projection (not just a reader of the store): transactions
 * committing out of order, holes left by rollbacks, an old transaction holding the horizon,
 * polls that come back empty. The probe projection records every application; the feedback
 * and users read models are the real ones.
 */

let database: TestDatabase;
let eventPool: pg.Pool;
let reads: ReturnType<typeof countingPool>;
let store: EventStore;
let pool: DatabasePool;
let runner: ProjectionRunner;
const stop = new AbortController();
const writers: DomainWriter[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  eventPool = new pg.Pool({ connectionString: database.url, max: 8 });
  eventPool.on('error', () => undefined);
  reads = countingPool(eventPool);
  // The fallback poll is a minute away: what the projection gets comes from notifications and
  // the store's retry while commits are pending.
  store = createPostgresEventStore({ pool: reads.pool, pollIntervalMs: 60_000 });
  pool = await createDatabasePool(database.url, { maxPoolSize: 8 });
  runner = startProjections({
    pool,
    store,
    projections: [probeProjection('gaps'), feedbackProjection, usersProjection],
    signal: stop.signal,
    batchSize: 3,
    retryDelayMs: 50,
    heartbeatMs: 200,
    standbyRetryMs: 100,
  });
});

afterAll(async () => {
  stop.abort();
  await runner?.stopped;
  await Promise.all(writers.map((writer) => writer.end()));
  await store?.close();
  await eventPool?.end();
  await pool?.end();
  await database?.drop();
});

const writer = async (): Promise<DomainWriter> => {
  const opened = await openDomainWriter(database.url);
  writers.push(opened);
  return opened;
};

/** One FeedbackSubmitted in its own stream; returns its event id. */
const feedback = async (into: DomainWriter, message = 'gap'): Promise<string> => {
  const { streamId, event } = feedbackEvent(message);
  const [id] = await into.append(streamId, [event]);
  return id!;
};

/** The probe's applications of these events, in application order. */
const appliedOf = async (ids: readonly string[]): Promise<string[]> => {
  const wanted = new Set(ids);
  return (await probeRows(pool)).map((row) => row.event_id).filter((id) => wanted.has(id));
};

const FeedbackId = z.object({ id: z.string() });
const feedbackRows = async (ids: readonly string[]): Promise<string[]> => [
  ...(await pool.anyFirst(sql.type(FeedbackId)`
    select f.id::text as id from feedback f join events e on e.data ->> 'feedbackId' = f.id::text
    where e.event_id = any(${sql.array([...ids], 'uuid')}) order by e.transaction_id, e.global_position`)),
];

const Position = z.object({ id: z.string(), position: z.bigint() });
const positionsOf = async (ids: readonly string[]) =>
  new Map(
    (await pool.any(sql.type(Position)`select event_id::text as id, global_position as position from events where event_id = any(${sql.array([...ids], 'uuid')})`)).map(
      (row) => [row.id, row.position],
    ),
  );

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const emptyReads = (): number => reads.empty.get('event_store_read_live') ?? 0;

/** Exactly once, in this order, in the probe and in the real read model. */
const expectProjectedOnce = async (ids: readonly string[], timeoutMs = 10_000): Promise<void> => {
  await eventually(async () => expect(await appliedOf(ids)).toEqual(ids), timeoutMs);
  // The feedback read model has its own worker, which may be a batch behind the probe's.
  await eventually(async () => expect(await feedbackRows(ids)).toHaveLength(ids.length), timeoutMs);
};

describe('a projection over transactions that commit out of order', () => {
  it('waits for a slow transaction that commits after a faster later one, then applies both once, in order', async () => {
    const slow = await writer();
    const fast = await writer();
    await slow.begin();
    const slowId = await feedback(slow);
    await fast.begin();
    const fastId = await feedback(fast);
    await fast.commit();

    const positions = await positionsOf([slowId, fastId]);
    // Only the later position is committed: a position-only reader would have passed the slow one.
    expect([...positions.keys()]).toEqual([fastId]);
    await pause(300);
    expect(await appliedOf([slowId, fastId])).toEqual([]);

    await slow.commit();
    await expectProjectedOnce([slowId, fastId]);
  });

  it('with several slow transactions committing in reverse, applies everything once in transaction order', async () => {
    const slow = [await writer(), await writer(), await writer()];
    const fast = await writer();
    const slowIds: string[] = [];
    for (const each of slow) {
      await each.begin();
      slowIds.push(await feedback(each));
    }
    const fastIds = [await feedback(fast), await feedback(fast)];
    await slow[2]!.commit();
    await slow[1]!.commit();
    await pause(200);
    expect(await appliedOf([...slowIds, ...fastIds])).toEqual([]);
    await slow[0]!.commit();
    // Transaction order: each slow one took its id at its first write, before the fast ones.
    await expectProjectedOnce([...slowIds, ...fastIds]);
  });

  it('passes the hole a rolled-back append leaves and applies what follows', async () => {
    const autocommit = await writer();
    const doomed = await writer();
    const first = await feedback(autocommit);
    await doomed.begin();
    const gone = [await feedback(doomed), await feedback(doomed), await feedback(doomed)];
    const second = await feedback(autocommit);
    await doomed.rollback();
    const third = await feedback(autocommit);

    const positions = await positionsOf([first, second, third]);
    expect(positions.get(second)! - positions.get(first)!).toBeGreaterThan(1n);
    await expectProjectedOnce([first, second, third]);
    await pause(100);
    expect(await appliedOf(gone)).toEqual([]);
  });

  it('is held back by an old open transaction while others commit, and loses nothing', async () => {
    const old = await writer();
    const others = await writer();
    await old.begin();
    await old.takeTransactionId();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await feedback(others));
    await pause(300);
    expect(await appliedOf(ids)).toEqual([]);
    await old.commit();
    await expectProjectedOnce(ids);
  });

  it('polls and finds nothing, twice over, and still applies each event once', async () => {
    const holder = await writer();
    const others = await writer();
    const delivered: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await holder.begin();
      await holder.takeTransactionId();
      const before = emptyReads();
      const id = await feedback(others);
      // The notification wakes the subscription; the read is empty while the horizon is held, and
      // the store retries on a growing delay because committed events are pending.
      await eventually(() => expect(emptyReads() - before).toBeGreaterThanOrEqual(2), 5_000);
      await pause(100);
      expect(await appliedOf([id])).toEqual([]);
      await holder.commit();
      delivered.push(id);
      await expectProjectedOnce(delivered);
    }
  });
});

describe('a randomised soak under a running projection', () => {
  it('12 writers with sleeps inside their transactions, rollbacks, and the leader connection killed now and then', async () => {
    const random = (n: number): number => Math.floor(Math.random() * n);
    // Four shared account streams (guarded updates in the users read model) and fresh feedback streams.
    const setup = await writer();
    const accounts = Array.from({ length: 4 }, () => randomUUID());
    const occurredAt = () => new Date().toISOString();
    const committed: string[] = [];
    const committedFeedback: string[] = [];
    const rolledBack: string[] = [];
    for (const userId of accounts) {
      committed.push(
        ...(await setup.append(`account-${userId}`, [
          domainEvent('AccountRegistered', { userId, email: `${userId}@example.com`, firstName: null, lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false }, { userId, occurredAt: occurredAt() }),
        ])),
      );
    }
    const standby = startProjections({
      pool,
      store,
      projections: [probeProjection('gaps-standby'), feedbackProjection, usersProjection],
      signal: stop.signal,
      batchSize: 5,
      standbyRetryMs: 50,
    });

    let writing = true;
    const killer = (async () => {
      let kills = 0;
      while (writing) {
        await pause(250 + random(250));
        const key = advisoryKey('leader', 'fault_probe');
        if (!writing) break;
        const killed = await pool.anyFirst(sql.type(z.object({ ok: z.boolean() }))`
          select pg_terminate_backend(pid) as ok from pg_locks
          where locktype = 'advisory' and granted and objsubid = 1
            and classid = ((${key}::int8 >> 32) & 4294967295)::oid and objid = (${key}::int8 & 4294967295)::oid`);
        kills += killed.length;
      }
      return kills;
    })();

    await Promise.all(
      Array.from({ length: 12 }, async () => {
        const own = await writer();
        for (let i = 0; i < 30; i += 1) {
          await own.begin();
          const written: string[] = [];
          const feedbackWritten: string[] = [];
          let keep = random(5) !== 0;
          try {
            for (let n = 1 + random(2); n > 0; n -= 1) {
              if (random(3) === 0) {
                const userId = accounts[random(accounts.length)]!;
                const event = domainEvent('SignedIn', { method: 'password' }, { userId, occurredAt: occurredAt() });
                written.push(event.id);
                await own.append(`account-${userId}`, [event]);
              } else {
                const id = await feedback(own, 'soak');
                written.push(id);
                feedbackWritten.push(id);
              }
              await pause(random(6));
            }
          } catch (error) {
            // 40001: this transaction had written before and is older than the stream's last append
            // (append_events refuses, as documented); 40P01: two account streams locked in opposite
            // orders. Either way the transaction is lost; a client would retry in a new one.
            if (!['40001', '40P01'].includes((error as { code?: string }).code ?? '')) throw error;
            keep = false;
          }
          await (keep ? own.commit() : own.rollback());
          (keep ? committed : rolledBack).push(...written);
          if (keep) committedFeedback.push(...feedbackWritten);
        }
      }),
    ).finally(() => {
      writing = false;
    });
    const kills = await killer;

    expect(rolledBack.length).toBeGreaterThan(0);
    expect(kills).toBeGreaterThan(0);
    await eventually(async () => expect(await appliedOf(committed)).toHaveLength(committed.length), 20_000);
    const applied = await appliedOf([...committed, ...rolledBack]);
    expect(new Set(applied)).toEqual(new Set(committed));
    expect(applied).toHaveLength(committed.length);
    expect(probeViolations(await probeRows(pool))).toEqual([]);

    // The real read models: every committed feedback once, each account at its last committed revision.
    await eventually(async () => expect(await feedbackRows(committedFeedback)).toHaveLength(committedFeedback.length), 20_000);
    const Revisions = z.object({ id: z.string(), projected: z.bigint(), stored: z.bigint() });
    await eventually(async () => {
      const revisions = await pool.any(sql.type(Revisions)`
        select u.id::text as id, u.last_event_revision as projected, s.revision as stored
        from users u join streams s on s.stream_id = 'account-' || u.id::text
        where u.id = any(${sql.array(accounts, 'uuid')})`);
      expect(revisions).toHaveLength(accounts.length);
      for (const row of revisions) expect(row.projected).toBe(row.stored);
    }, 20_000);
    expect(standby.status()[0]?.role).toMatch(/leader|standby/);
  }, 60_000);
});
