import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { readCheckpointRow } from './checkpoints.ts';
import { degradedUsers, listDeadLetters } from './dead-letters.ts';
import { waitForPosition } from './position-reached.ts';
import { statement } from './projection.ts';
import { supplementsProjection } from './read-models/supplements.ts';
import { retryDeadLetter } from './retry-dead-letter.ts';
import { startProjections, type ProjectionRunner, type QuarantinedEvent, type StartProjectionsOptions } from './runner.ts';
import { accounts } from './testing/accounts-probe.ts';
import { eventually } from './testing/eventually.ts';
import { openTestDb, toAppend, type TestDb } from './testing/harness.ts';
import { createInMemoryEventStore } from './testing/in-memory-event-store.ts';

const Row = z.object({ stream_id: z.string(), state: z.string() });

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
  await db.pool.query(statement`drop table if exists accounts_probe`);
  await db.pool.query(statement`drop table if exists supplements`);
  await db.pool.query(statement`drop table if exists dashboard_stats`);
  await db.pool.query(statement`delete from projection_checkpoints`);
  await db.pool.query(statement`delete from projection_dead_letters`);
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
  return startProjections({ pool, store, signal: stop.signal, standbyRetryMs: 100, heartbeatMs: 100, retryDelayMs: 20, poisonRetryDelayMs: 20, ...options });
};

const meta = (userId: string) => ({ userId, occurredAt: new Date().toISOString() });

/** A SignedIn for a fresh user (one event per append: stream revision 0). */
const signIn = async (userId = randomUUID()): Promise<{ userId: string; position: bigint }> => {
  const { position } = await store.append(`account-${userId}`, [toAppend('SignedIn', { method: 'password' }, meta(userId))], 'any');
  return { userId, position };
};

const block = async (userId: string, reason: string): Promise<bigint> =>
  (await store.append(`account-${userId}`, [toAppend('AccountBlocked', { reason }, meta(userId))], 'any')).position;

const rows = async () => [...(await db.pool.any(sql.type(Row)`select stream_id, state from accounts_probe order by stream_id`))];
const stateOf = async (userId: string) => (await rows()).find((row) => row.stream_id === `account-${userId}`)?.state ?? null;
const reached = (name: string, position: bigint) => waitForPosition({ pool: db.pool, store, projections: [name], position, timeoutMs: 15_000 });
const letters = async () => (await listDeadLetters(db.pool, { limit: 50 })).items;

describe('a poison event in the middle of a batch', () => {
  it('is quarantined after its attempts; the events around it, before and after, are applied', async () => {
    const poisoned = randomUUID();
    const before = await signIn();
    const bad = await signIn(poisoned);
    const after = await signIn();
    const quarantined: QuarantinedEvent[] = [];
    const runner = await start({ projections: [accounts((userId) => (userId === poisoned ? 'throw' : null))], onQuarantine: (event) => quarantined.push(event) });

    expect(await reached('accounts_probe', after.position)).toBe(true);
    expect(await stateOf(before.userId)).toBe('signed-in');
    expect(await stateOf(after.userId)).toBe('signed-in');
    expect(await stateOf(poisoned)).toBeNull();

    const [letter, ...others] = await letters();
    expect(others).toEqual([]);
    expect(letter).toMatchObject({
      projection: 'accounts_probe',
      global_position: bad.position,
      stream_id: `account-${poisoned}`,
      stream_revision: 0n,
      event_type: 'SignedIn',
      user_id: poisoned,
      attempts: 3,
      status: 'quarantined',
    });
    expect(letter?.error).toMatch(/handler bug/);
    expect(quarantined).toEqual([expect.objectContaining({ projection: 'accounts_probe', position: bad.position, attempts: 3 })]);
    expect(runner.status()[0]).toMatchObject({ eventsQuarantined: 1, eventsApplied: 3, consecutiveFailures: 0 });
    expect(await degradedUsers(db.pool)).toEqual([{ user_id: poisoned, projection: 'accounts_probe' }]);

    // The worker keeps going with new events.
    const later = await signIn();
    expect(await reached('accounts_probe', later.position)).toBe(true);
    expect(await stateOf(later.userId)).toBe('signed-in');
  });

  it('a value its column cannot hold (22003 numeric out of range) is quarantined the same way', async () => {
    const poisoned = randomUUID();
    await signIn(poisoned);
    const after = await signIn();
    await start({ projections: [accounts((userId) => (userId === poisoned ? 'overflow' : null))] });
    expect(await reached('accounts_probe', after.position)).toBe(true);
    expect(await stateOf(after.userId)).toBe('signed-in');
    expect(await letters()).toEqual([expect.objectContaining({ user_id: poisoned, error: expect.stringMatching(/22003/) })]);
  });

  it('the real supplements projection: a currentStock of 2147483648 is quarantined, the user next to it is not', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const added = (userId: string, currentStock: number) =>
      store.append(
        `supplements-${userId}`,
        [
          toAppend(
            'SupplementAdded',
            {
              supplementId: randomUUID(),
              name: 'Magnesium',
              brand: null,
              type: 'single',
              dosage: '200 mg',
              frequency: 'daily',
              timing: 'morning',
              currentStock,
              lowStockThreshold: null,
              isActive: true,
              fastingSafe: true,
              nextDueTime: null,
              imageUrl: null,
              notes: null,
              ingredients: null,
              unitsPerDose: 1,
              doseTimes: null,
            },
            meta(userId),
          ),
        ],
        'any',
      );
    await added(alice, 2_147_483_648);
    const { position } = await added(bob, 30);
    await start({ projections: [supplementsProjection] });
    expect(await reached('supplements', position)).toBe(true);
    const owners = await db.pool.anyFirst(sql.type(z.object({ user_id: z.string() }))`select user_id from supplements`);
    expect(owners).toEqual([bob]);
    expect(await letters()).toEqual([expect.objectContaining({ projection: 'supplements', user_id: alice, event_type: 'SupplementAdded' })]);
  });
});

describe('an event that does not parse', () => {
  it('is quarantined at once instead of stopping the worker', async () => {
    const stranger = randomUUID();
    // Valid metadata, data the schema refuses: the store here does not validate.
    await store.append(`account-${stranger}`, [{ ...toAppend('SignedIn', { method: 'password' }, meta(stranger)), data: { method: 'carrier pigeon' } }], 'any');
    const after = await signIn();
    await start({ projections: [accounts()] });
    expect(await reached('accounts_probe', after.position)).toBe(true);
    expect(await stateOf(after.userId)).toBe('signed-in');
    expect(await letters()).toEqual([expect.objectContaining({ user_id: stranger, attempts: 1, event_type: 'SignedIn' })]);
  });
});

describe('a transient failure', () => {
  it('is retried with backoff until it passes, never quarantined', async () => {
    const flaky = randomUUID();
    let failures = 0;
    const { position } = await signIn(flaky);
    const runner = await start({
      projections: [
        accounts((userId) => {
          if (userId !== flaky || failures >= 6) return null;
          failures += 1;
          return 'transient';
        }),
      ],
    });
    expect(await reached('accounts_probe', position)).toBe(true);
    expect(failures).toBe(6);
    expect(await stateOf(flaky)).toBe('signed-in');
    expect(await letters()).toEqual([]);
    expect(runner.status()[0]).toMatchObject({ eventsQuarantined: 0, consecutiveFailures: 0 });
    expect((await readCheckpointRow(db.pool, 'accounts_probe'))?.last_error).toBeNull();
  });
});

describe('an admin retry of a quarantined event', () => {
  it('after the fix applies it and the later events of its stream it missed, and clears the degraded user', async () => {
    let broken = true;
    const poisoned = randomUUID();
    const projection = accounts((userId) => (broken && userId === poisoned ? 'throw' : null));
    await signIn(poisoned);
    // Applied while the row was missing: a no-op the retry must make up for.
    const blocked = await block(poisoned, 'spam');
    await start({ projections: [projection] });
    expect(await reached('accounts_probe', blocked)).toBe(true);
    expect(await stateOf(poisoned)).toBeNull();
    const [letter] = await letters();
    if (!letter) throw new Error('expected a dead letter');

    const failed = await retryDeadLetter({ pool: db.pool, store, projection }, letter.id);
    expect(failed).toMatchObject({ outcome: 'failed', attempts: 4, error: expect.stringMatching(/handler bug/) });
    expect(await letters()).toEqual([expect.objectContaining({ id: letter.id, attempts: 4, status: 'retry-failed' })]);
    expect(await degradedUsers(db.pool, poisoned)).toHaveLength(1);

    broken = false;
    expect(await retryDeadLetter({ pool: db.pool, store, projection }, letter.id)).toMatchObject({ outcome: 'resolved', eventsApplied: 2 });
    expect(await stateOf(poisoned)).toBe('spam');
    expect(await letters()).toEqual([]);
    expect(await degradedUsers(db.pool, poisoned)).toEqual([]);
    expect(await retryDeadLetter({ pool: db.pool, store, projection }, letter.id)).toBeNull();
  });
});

describe('a worker stopped while it retries a failing event', () => {
  it('does not quarantine it for want of the backoff it skipped', async () => {
    const poisoned = randomUUID();
    const { position } = await signIn(poisoned);
    const warnings: string[] = [];
    const logger = { info: () => {}, error: () => {}, warn: (_details: object, message: string) => warnings.push(message) };
    const runner = await start({ projections: [accounts((userId) => (userId === poisoned ? 'throw' : null))], poisonRetryDelayMs: 60_000, logger });
    // In its backoff between the first and second attempt of the event alone.
    await eventually(() => expect(warnings).toContain('event failed on its own; retrying before quarantining it'));
    stops.at(-1)?.abort();
    await runner.stopped;
    expect(await letters()).toEqual([]);
    expect((await readCheckpointRow(db.pool, 'accounts_probe'))?.position).toBeLessThan(position);
  });
});
