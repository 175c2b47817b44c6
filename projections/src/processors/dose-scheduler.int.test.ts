import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { createEventStoreDbStore, createPostgresEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { createFakeEventStoreDb } from '@regimen/event-store/eventstoredb/fake-eventstoredb';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { projectionMigrations } from '../checkpoints.ts';
import { intakeProjection } from '../read-models/intake.ts';
import { notificationsProjection } from '../read-models/notifications.ts';
import { remindersProjection } from '../read-models/reminders.ts';
import { supplementsProjection } from '../read-models/supplements.ts';
import { usersProjection } from '../read-models/users.ts';
import { eventually } from '../testing/eventually.ts';
import { eventFactory, project } from '../testing/harness.ts';
import { setupStatements, liveTables } from '../projection.ts';
import { startDoseScheduler, type DoseScheduler } from './dose-scheduler.ts';
import { appendMissed, recordMissedDoses } from './missed-dose-pass.ts';

/**
 * The dose scheduler against PostgreSQL: read models filled through the projections' own
 * handlers, a controllable clock, and the store's events counted after each run.
 */

let database: TestDatabase;
let eventPool: pg.Pool;
let store: EventStore;
let pool: DatabasePool;

const userId = randomUUID();
const supplementId = randomUUID();
const event = eventFactory();
const at = (iso: string) => ({ userId, occurredAt: iso });

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  eventPool = new pg.Pool({ connectionString: database.url, max: 6 });
  store = createPostgresEventStore({ pool: eventPool });
  pool = await createDatabasePool(database.url, { maxPoolSize: 8 });
  for (const projection of [usersProjection, supplementsProjection, intakeProjection, notificationsProjection, remindersProjection]) {
    for (const query of setupStatements(projection, liveTables(projection))) await pool.query(query);
  }
  // The read models are filled by hand below: their checkpoints say they are at the head.
  await pool.query(sql.unsafe`
    insert into projection_checkpoints (name, version, tx, position)
    select name, 1, 9223372036854775807, 9223372036854775807 from unnest(array['users', 'supplements', 'intake']) as name`);
  // A daily morning supplement (08:00 UTC: this user saved no zone) added on 1 January; the dose
  // of 3 January taken on time. Windows close at 10:00.
  await project(pool, supplementsProjection, event(`supplements-${userId}`, 'SupplementAdded', {
    supplementId, name: 'Vitamin D3', brand: null, type: 'single', dosage: '1 capsule', frequency: 'daily', timing: 'morning',
    currentStock: 30, lowStockThreshold: 5, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null,
    ingredients: null, unitsPerDose: 1, doseTimes: null,
  }, at('2026-01-01T00:00:00.000Z')));
  const takeId = randomUUID();
  await project(pool, intakeProjection, event(`take-${takeId}`, 'TakeRecorded', {
    takeId, supplementId, supplementName: 'Vitamin D3', plannedAt: '2026-01-03T08:00:00.000Z', takenAt: '2026-01-03T08:10:00.000Z', dosage: null, notes: null,
  }, at('2026-01-03T08:10:00.000Z')));
});

afterAll(async () => {
  await store?.close();
  await eventPool?.end();
  await pool?.end();
  await database?.drop();
});

const missedEvents = async (): Promise<{ streamId: string; plannedAt: string }[]> =>
  (await store.readAll({}))
    .filter((recorded) => recorded.type === 'DoseMissed')
    .map((recorded) => ({ streamId: recorded.streamId, plannedAt: (recorded.data as { plannedAt: string }).plannedAt }));

const plannedOf = (events: readonly { plannedAt: string }[]) => events.map((recorded) => recorded.plannedAt).sort();

const running: { scheduler: DoseScheduler; stop: AbortController }[] = [];
const start = (clock: () => Date): DoseScheduler => {
  const stop = new AbortController();
  const scheduler = startDoseScheduler({ pool, store, signal: stop.signal, clock, intervalMs: 20, standbyRetryMs: 20, catchUpDays: 10, graceMs: 0 });
  running.push({ scheduler, stop });
  return scheduler;
};
const stopAll = async (): Promise<void> => {
  for (const { stop } of running) stop.abort();
  await Promise.all(running.splice(0).map(({ scheduler }) => scheduler.stopped));
};

describe('the dose scheduler', () => {
  it('records each slot whose window closed untaken once, across ticks, restarts and a second process', async () => {
    let now = new Date('2026-01-05T12:00:00.000Z');
    const first = start(() => now);
    await eventually(() => expect(first.status().closedUntil?.toISOString()).toBe(now.toISOString()));
    expect(plannedOf(await missedEvents())).toEqual([
      '2026-01-01T08:00:00.000Z', '2026-01-02T08:00:00.000Z', '2026-01-04T08:00:00.000Z', '2026-01-05T08:00:00.000Z',
    ]);

    // Time passes: the next tick judges only the new window (09:59 is still inside it).
    now = new Date('2026-01-06T09:59:00.000Z');
    await eventually(() => expect(first.status().closedUntil?.toISOString()).toBe(now.toISOString()));
    expect(await missedEvents()).toHaveLength(4);
    now = new Date('2026-01-06T10:30:00.000Z');
    await eventually(async () => expect(await missedEvents()).toHaveLength(5));

    // A second process stands by while the first leads.
    const second = start(() => now);
    await eventually(() => expect(second.status().role).toBe('standby'));
    expect(first.status().role).toBe('leader');
    await stopAll();

    // The watermark lost (as after a crash before it was saved): both processes judge the whole
    // catch-up again, and nothing is written twice.
    await pool.query(sql.unsafe`delete from scheduler_watermarks`);
    const again = [start(() => now), start(() => now)];
    await eventually(() => expect(again.some((scheduler) => scheduler.status().closedUntil?.getTime() === now.getTime())).toBe(true));
    expect(again.map((scheduler) => scheduler.status().recorded)).toEqual([0, 0]);
    const events = await missedEvents();
    expect(events).toHaveLength(5);
    expect(new Set(events.map((recorded) => recorded.streamId)).size).toBe(5);
    await stopAll();
  });

  it('writes nothing twice when two passes over the same range race', async () => {
    const before = await missedEvents();
    const range = { db: pool, store, from: new Date('2025-12-20T00:00:00.000Z'), until: new Date('2026-01-07T00:00:00.000Z'), afterUser: null, users: 10, now: new Date('2026-01-07T00:00:00.000Z') };
    const outcomes = await Promise.all([recordMissedDoses(range), recordMissedDoses(range), recordMissedDoses(range)]);
    // 6 January's dose was already recorded by the scheduler; none of the rest were written twice.
    expect(outcomes.reduce((sum, outcome) => sum + outcome.recorded, 0)).toBe(0);
    expect(outcomes.every((outcome) => outcome.alreadyRecorded === 5)).toBe(true);
    expect(await missedEvents()).toEqual(before);
  });
});

describe('a pass that fails half way', () => {
  it('keeps the watermark before the failed step, and the next tick records the rest once', async () => {
    const otherUser = randomUUID();
    const otherSupplement = randomUUID();
    await project(pool, supplementsProjection, event(`supplements-${otherUser}`, 'SupplementAdded', {
      supplementId: otherSupplement, name: 'Zinc', brand: null, type: 'single', dosage: '1 tablet', frequency: 'daily', timing: 'morning',
      currentStock: null, lowStockThreshold: null, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null,
      ingredients: null, unitsPerDose: 1, doseTimes: null,
    }, { userId: otherUser, occurredAt: '2026-01-06T00:00:00.000Z' }));
    // The first test's watermark is past 6 January: start this catch-up from scratch.
    await pool.query(sql.unsafe`delete from scheduler_watermarks`);
    let failures = 2;
    const flaky: EventStore = {
      ...store,
      append: async (streamId, events, expected) => {
        if (failures > 0 && events[0]?.metadata.userId === otherUser) {
          failures -= 1;
          throw new Error('connection reset');
        }
        return store.append(streamId, events, expected);
      },
    };
    const now = new Date('2026-01-09T12:00:00.000Z');
    const stop = new AbortController();
    const errors: string[] = [];
    const scheduler = startDoseScheduler({
      pool, store: flaky, signal: stop.signal, clock: () => now, intervalMs: 20, standbyRetryMs: 20, catchUpDays: 10, graceMs: 0,
      logger: { info: () => {}, warn: () => {}, error: (details) => errors.push(JSON.stringify(details)) },
    });
    try {
      await eventually(() => expect(scheduler.status().closedUntil?.toISOString()).toBe(now.toISOString()));
    } finally {
      stop.abort();
      await scheduler.stopped;
    }
    expect(errors.length).toBeGreaterThan(0);
    // The log carries the error, never the slots (health data stays out of logs).
    expect(errors.join()).not.toContain(otherSupplement);
    const mine = (await store.readAll({})).filter((recorded) => recorded.type === 'DoseMissed' && recorded.metadata.userId === otherUser);
    expect(plannedOf(mine.map((recorded) => recorded.data as { plannedAt: string }))).toEqual([
      '2026-01-06T08:00:00.000Z', '2026-01-07T08:00:00.000Z', '2026-01-08T08:00:00.000Z', '2026-01-09T08:00:00.000Z',
    ]);
  });
});

describe('read models still catching up', () => {
  it('judges no window closing after the last event the slowest of them applied', async () => {
    const before = await missedEvents();
    await pool.query(sql.unsafe`delete from scheduler_watermarks`);
    await pool.query(sql.unsafe`update projection_checkpoints set tx = 0, position = 0, last_event_at = '2026-01-08T09:00:00Z' where name = 'intake'`);
    const now = new Date('2026-01-20T12:00:00.000Z');
    const stop = new AbortController();
    const scheduler = startDoseScheduler({ pool, store, signal: stop.signal, clock: () => now, intervalMs: 20, standbyRetryMs: 20, catchUpDays: 30, graceMs: 0 });
    try {
      await eventually(() => expect(scheduler.status().closedUntil?.toISOString()).toBe('2026-01-08T09:00:00.000Z'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(scheduler.status().closedUntil?.toISOString()).toBe('2026-01-08T09:00:00.000Z');
      // Nothing after the earlier tests' 9 January: the days since are not judged while intake lags.
      expect(await missedEvents()).toEqual(before);
      expect(before.every((recorded) => recorded.plannedAt < '2026-01-10')).toBe(true);

      // Caught up: the pass goes on to now.
      await pool.query(sql.unsafe`update projection_checkpoints set tx = 9223372036854775807, position = 9223372036854775807 where name = 'intake'`);
      await eventually(() => expect(scheduler.status().closedUntil?.toISOString()).toBe(now.toISOString()));
      expect((await missedEvents()).filter((recorded) => recorded.plannedAt === '2026-01-19T08:00:00.000Z')).toHaveLength(2);
    } finally {
      stop.abort();
      await scheduler.stopped;
    }
  });
});

describe('appendMissed on each store adapter', () => {
  const slot = { supplementId, plannedAt: '2026-02-01T08:00:00.000Z' };
  const adapters: [string, () => EventStore][] = [
    ['postgres', () => store],
    ['eventstoredb (adapter on its in-memory stand-in)', () => createEventStoreDbStore({ client: createFakeEventStoreDb() })],
  ];
  it.each(adapters)('%s: the same slot appended again, in turn or at once, is one event', async (_name, open) => {
    const target = open();
    const now = new Date('2026-02-01T10:05:00.000Z');
    const user = randomUUID();
    expect(await appendMissed(target, user, slot, now)).toBe(true);
    expect(await appendMissed(target, user, slot, now)).toBe(false);
    const racing = await Promise.all([appendMissed(target, user, { ...slot, plannedAt: '2026-02-02T08:00:00.000Z' }, now), appendMissed(target, user, { ...slot, plannedAt: '2026-02-02T08:00:00.000Z' }, now)]);
    // What counts is the log (below). The EventStoreDB adapter may answer both racers "written":
    // with no tail to compare, it cannot tell the server's idempotent answer from a write.
    expect(racing).toContain(true);
    if (target.name === 'postgres') expect(racing.filter(Boolean)).toHaveLength(1);
    // A later run's clock differs; the slot is still the key.
    expect(await appendMissed(target, user, slot, new Date('2026-02-03T00:00:00.000Z'))).toBe(false);
    const mine = (await target.readAll({})).filter((recorded) => recorded.type === 'DoseMissed' && recorded.metadata.userId === user);
    expect(mine.map((recorded) => (recorded.data as { plannedAt: string }).plannedAt).sort()).toEqual([slot.plannedAt, '2026-02-02T08:00:00.000Z']);
  });
});
