import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { createPostgresEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { projectionMigrations } from '../checkpoints.ts';
import { parseRecordedEvent } from '../parse-event.ts';
import { liveTables, setupStatements } from '../projection.ts';
import { intakeProjection } from '../read-models/intake.ts';
import { notificationsProjection } from '../read-models/notifications.ts';
import { remindersProjection } from '../read-models/reminders.ts';
import { supplementsProjection } from '../read-models/supplements.ts';
import { usersProjection } from '../read-models/users.ts';
import { eventually } from '../testing/eventually.ts';
import { eventFactory, project } from '../testing/harness.ts';
import { startDoseScheduler, type DoseScheduler } from './dose-scheduler.ts';
import { recordMissedDoses } from './missed-dose-pass.ts';
import { issueReminders } from './reminder-pass.ts';

/**
 * The scheduler's reminders and low-stock notices against PostgreSQL: read models filled through
 * the projections' own handlers, a controllable clock, and the store's notices counted.
 */

let database: TestDatabase;
let eventPool: pg.Pool;
let store: EventStore;
let pool: DatabasePool;

const userId = randomUUID();
const supplementId = randomUUID();
const cabinet = `supplements-${userId}`;
const event = eventFactory();
const at = (iso: string, user: string = userId) => ({ userId: user, occurredAt: iso });
const SLOT = '2026-01-10T08:00:00.000Z';
const READ_MODELS = [usersProjection, supplementsProjection, intakeProjection, notificationsProjection, remindersProjection];

const added = (id: string, owner: string, currentStock: number | null) =>
  event(`supplements-${owner}`, 'SupplementAdded', {
    supplementId: id, name: 'Vitamin D3', brand: null, type: 'single', dosage: '1 capsule', frequency: 'daily', timing: 'morning',
    currentStock, lowStockThreshold: 5, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null,
    ingredients: null, unitsPerDose: 1, doseTimes: null,
  }, at('2026-01-01T00:00:00.000Z', owner));

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  eventPool = new pg.Pool({ connectionString: database.url, max: 8 });
  store = createPostgresEventStore({ pool: eventPool });
  pool = await createDatabasePool(database.url, { maxPoolSize: 8 });
  for (const projection of READ_MODELS) {
    for (const query of setupStatements(projection, liveTables(projection))) await pool.query(query);
  }
  // The read models are filled by hand below: their checkpoints say they are at the head.
  await pool.query(sql.unsafe`
    insert into projection_checkpoints (name, version, tx, position)
    select name, 1, 9223372036854775807, 9223372036854775807 from unnest(array['users', 'supplements', 'intake']) as name`);
  // A daily 08:00 UTC dose (this user saved no zone), 3 left of a threshold of 5: low from the start.
  const addition = added(supplementId, userId, 3);
  await project(pool, supplementsProjection, addition);
  await project(pool, remindersProjection, addition);
});

afterAll(async () => {
  await store?.close();
  await eventPool?.end();
  await pool?.end();
  await database?.drop();
});

type Notice = { streamId: string; type: string; key: string };
const noticesInLog = async (owner = userId): Promise<Notice[]> =>
  (await store.readAll({}))
    .filter((recorded) => (recorded.type === 'DoseReminderIssued' || recorded.type === 'LowStockNoticeIssued') && recorded.metadata.userId === owner)
    .map((recorded) => {
      const data = recorded.data as { supplementId: string; plannedAt?: string; attempt?: number; generation?: number };
      const key = recorded.type === 'DoseReminderIssued' ? `dose:${data.supplementId}:${data.plannedAt}#${data.attempt}` : `stock:${data.supplementId}:${data.generation}`;
      return { streamId: recorded.streamId, type: recorded.type, key };
    });
const keysOf = (notices: readonly Notice[]) => notices.map((notice) => notice.key).sort();

/** The reminders read model caught up with the log, as its worker would. */
const projectNotices = async (): Promise<void> => {
  const events = (await store.readAll({})).filter((recorded) => recorded.type === 'DoseReminderIssued' || recorded.type === 'LowStockNoticeIssued');
  await project(pool, remindersProjection, ...events.map(parseRecordedEvent));
};

const pass = (now: string) => issueReminders({ db: pool, store, afterUser: null, users: 50, now: new Date(now) });

describe('a slot becoming due, with stock below the threshold', () => {
  it('issues nothing before the slot, then attempt 0 and the low-stock notice', async () => {
    const early = await pass('2026-01-10T07:59:00.000Z');
    expect(keysOf(await noticesInLog())).toEqual([`stock:${supplementId}:0`]);
    expect(early.issued).toBe(1);
    const due = await pass('2026-01-10T08:00:30.000Z');
    expect(due).toMatchObject({ issued: 1, alreadyIssued: 1 });
    expect(keysOf(await noticesInLog())).toEqual([`dose:${supplementId}:${SLOT}#0`, `stock:${supplementId}:0`]);
  });

  it('issues each (user, slot, attempt) once across passes, and appends nothing the read model shows', async () => {
    await projectNotices();
    expect(await pass('2026-01-10T08:20:00.000Z')).toMatchObject({ issued: 0, alreadyIssued: 0 });
    expect(await pass('2026-01-10T08:30:00.000Z')).toMatchObject({ issued: 1, alreadyIssued: 0 });
    expect(await pass('2026-01-10T08:45:00.000Z')).toMatchObject({ issued: 0, alreadyIssued: 1 });
    await projectNotices();
    expect(await pass('2026-01-10T08:59:00.000Z')).toMatchObject({ issued: 0, alreadyIssued: 0 });
    const notices = await noticesInLog();
    expect(keysOf(notices)).toEqual([`dose:${supplementId}:${SLOT}#0`, `dose:${supplementId}:${SLOT}#1`, `stock:${supplementId}:0`]);
    expect(new Set(notices.map((notice) => notice.streamId)).size).toBe(3);
  });

  it('stops repeating once the slot is dismissed, and issues nothing for a taken slot', async () => {
    await project(pool, notificationsProjection, event(`notifications-${userId}`, 'NotificationDismissed', { key: `dose:${supplementId}:${SLOT}#1` }, at('2026-01-10T08:50:00.000Z')));
    expect((await pass('2026-01-10T09:00:00.000Z')).issued).toBe(0);
    const takeId = randomUUID();
    await project(pool, intakeProjection, event(`take-${takeId}`, 'TakeRecorded', {
      takeId, supplementId, supplementName: 'Vitamin D3', plannedAt: '2026-01-11T08:00:00.000Z', takenAt: '2026-01-11T08:01:00.000Z', dosage: null, notes: null,
    }, at('2026-01-11T08:01:00.000Z')));
    expect((await pass('2026-01-11T08:30:00.000Z')).issued).toBe(0);
    expect((await noticesInLog()).filter((notice) => notice.key.includes('2026-01-11'))).toEqual([]);
  });

  it('issues one new low-stock notice after a refill above the threshold and the next crossing', async () => {
    const refill = event(cabinet, 'SupplementRestocked', { supplementId, units: 60, currentStock: 63 }, at('2026-01-12T07:00:00.000Z'));
    await project(pool, supplementsProjection, refill);
    await project(pool, remindersProjection, refill);
    expect((await pass('2026-01-12T07:10:00.000Z')).issued).toBe(0);
    // 59 doses since the stock was set (as set and refilled, 63, minus what was taken): 4 left, low again.
    for (let day = 0; day < 58; day += 1) {
      const takeId = randomUUID();
      await project(pool, intakeProjection, event(`take-${takeId}`, 'TakeRecorded', {
        takeId, supplementId, supplementName: 'Vitamin D3', plannedAt: '2026-01-12T07:30:00.000Z', takenAt: '2026-01-12T07:30:00.000Z', dosage: null, notes: null,
      }, at('2026-01-12T07:30:00.000Z')));
    }
    await projectNotices();
    expect((await pass('2026-01-12T07:40:00.000Z')).issued).toBe(1);
    expect(keysOf(await noticesInLog()).filter((key) => key.startsWith('stock:'))).toEqual([`stock:${supplementId}:0`, `stock:${supplementId}:${refill.revision}`]);
  });
});

describe('a user on "Automatic" whose browser reported its zone', () => {
  const user = randomUUID();
  const supplement = randomUUID();
  const account = `account-${user}`;
  const doseKeys = async () => keysOf(await noticesInLog(user)).filter((key) => key.startsWith('dose:'));

  beforeAll(async () => {
    await project(pool, usersProjection,
      event(account, 'AccountRegistered', { userId: user, email: `${user}@example.com`, firstName: null, lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false }, at('2026-01-01T00:00:00.000Z', user)),
      event(account, 'TimeZoneDetected', { timeZone: 'America/New_York' }, at('2026-01-02T00:00:00.000Z', user)));
    const addition = added(supplement, user, 30);
    await project(pool, supplementsProjection, addition);
    await project(pool, remindersProjection, addition);
  });

  it('is reminded at 08:00 in that zone (13:00 UTC in January), not at 08:00 UTC', async () => {
    await pass('2026-01-15T08:00:30.000Z');
    expect(await doseKeys()).toEqual([]);
    await pass('2026-01-15T13:00:30.000Z');
    expect(await doseKeys()).toEqual([`dose:${supplement}:2026-01-15T13:00:00.000Z#0`]);
  });

  it('has the slot recorded missed once its window closed there, by the missed-dose pass', async () => {
    const judge = (from: string, until: string) =>
      recordMissedDoses({ db: pool, store, from: new Date(from), until: new Date(until), afterUser: null, users: 50, now: new Date(until) });
    const missedOf = async () =>
      (await store.readAll({})).filter((recorded) => recorded.type === 'DoseMissed' && recorded.metadata.userId === user).map((recorded) => (recorded.data as { plannedAt: string }).plannedAt);
    // 08:00 UTC's window closed at 10:00 UTC: nothing was planned then for this user.
    await judge('2026-01-15T09:30:00.000Z', '2026-01-15T10:30:00.000Z');
    expect(await missedOf()).toEqual([]);
    await judge('2026-01-15T14:30:00.000Z', '2026-01-15T15:30:00.000Z');
    expect((await missedOf()).map((plannedAt) => new Date(plannedAt).toISOString())).toEqual(['2026-01-15T13:00:00.000Z']);
  });

  it('follows a new report (travel), and a zone saved on the account wins over it', async () => {
    await project(pool, usersProjection, event(account, 'TimeZoneDetected', { timeZone: 'Europe/Berlin' }, at('2026-01-16T00:00:00.000Z', user)));
    await pass('2026-01-16T07:00:30.000Z');
    expect(await doseKeys()).toContain(`dose:${supplement}:2026-01-16T07:00:00.000Z#0`);
    await project(pool, usersProjection, event(account, 'TimeZoneSet', { timeZone: 'Asia/Tokyo' }, at('2026-01-16T12:00:00.000Z', user)));
    // 08:00 in Tokyo on the 17th is 23:00 UTC on the 16th; Berlin's 07:00 UTC slot on the 17th is not reminded.
    await pass('2026-01-16T23:00:30.000Z');
    await pass('2026-01-17T07:00:30.000Z');
    expect((await doseKeys()).filter((key) => key.includes('2026-01-16T23') || key.includes('2026-01-17'))).toEqual([`dose:${supplement}:2026-01-16T23:00:00.000Z#0`]);
  });
});

describe('two passes of two processes racing on the same slot', () => {
  it('write one event per notice', async () => {
    const racer = randomUUID();
    const racerSupplement = randomUUID();
    const addition = added(racerSupplement, racer, 2);
    await project(pool, supplementsProjection, addition);
    await project(pool, remindersProjection, addition);
    const outcomes = await Promise.all([pass('2026-01-10T08:31:00.000Z'), pass('2026-01-10T08:31:00.000Z'), pass('2026-01-10T08:31:00.000Z')]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.issued, 0)).toBe(2);
    const notices = await noticesInLog(racer);
    expect(keysOf(notices)).toEqual([`dose:${racerSupplement}:${SLOT}#1`, `stock:${racerSupplement}:0`]);
    expect(new Set(notices.map((notice) => notice.streamId)).size).toBe(2);
  });
});

describe('two schedulers running at once', () => {
  it('have one leader, and issue every notice once between them', async () => {
    const user = randomUUID();
    const supplement = randomUUID();
    const addition = added(supplement, user, 30);
    await project(pool, supplementsProjection, addition);
    await project(pool, remindersProjection, addition);
    let now = new Date('2026-01-13T08:05:00.000Z');
    const stops = [new AbortController(), new AbortController()];
    const schedulers: DoseScheduler[] = stops.map((stop) =>
      startDoseScheduler({ pool, store, signal: stop.signal, clock: () => now, intervalMs: 20, standbyRetryMs: 20, catchUpDays: 1, graceMs: 0 }));
    try {
      await eventually(() => expect(schedulers.some((scheduler) => scheduler.status().remindedAt?.getTime() === now.getTime())).toBe(true));
      expect(schedulers.map((scheduler) => scheduler.status().role).sort()).toEqual(['leader', 'standby']);
      now = new Date('2026-01-13T08:35:00.000Z');
      await eventually(() => expect(schedulers.some((scheduler) => scheduler.status().remindedAt?.getTime() === now.getTime())).toBe(true));
      // The leader stops: the standby takes over and repeats nothing.
      const leader = schedulers.findIndex((scheduler) => scheduler.status().role === 'leader');
      stops[leader]!.abort();
      await schedulers[leader]!.stopped;
      const standby = schedulers[1 - leader]!;
      await eventually(() => expect(standby.status().role).toBe('leader'));
      await eventually(() => expect(standby.status().remindedAt?.getTime()).toBe(now.getTime()));
      expect(standby.status().reminded).toBe(0);
    } finally {
      for (const stop of stops) stop.abort();
      await Promise.all(schedulers.map((scheduler) => scheduler.stopped));
    }
    const notices = await noticesInLog(user);
    expect(keysOf(notices)).toEqual([`dose:${supplement}:2026-01-13T08:00:00.000Z#0`, `dose:${supplement}:2026-01-13T08:00:00.000Z#1`]);
    expect(new Set(notices.map((notice) => notice.streamId)).size).toBe(2);
  });
});

describe('a long catch-up of missed doses', () => {
  it('sends each tick\'s reminders between its steps, not after it', async () => {
    const user = randomUUID();
    const supplement = randomUUID();
    const addition = added(supplement, user, 30);
    await project(pool, supplementsProjection, addition);
    await project(pool, remindersProjection, addition);
    await pool.query(sql.unsafe`delete from scheduler_watermarks`);
    // Each reading of the clock is 10 minutes later: the catch-up of 5 days an hour a step outlasts the 08:00 slot.
    let now = Date.parse('2026-01-20T07:00:00.000Z');
    const clock = () => new Date((now += 10 * 60_000));
    const judgedWhenReminded: (Date | null)[] = [];
    let scheduler: DoseScheduler | null = null;
    const watching: EventStore = {
      ...store,
      append: async (streamId, events, expected) => {
        if (events[0]?.type === 'DoseReminderIssued' && events[0].metadata.userId === user) judgedWhenReminded.push(scheduler?.status().closedUntil ?? null);
        return store.append(streamId, events, expected);
      },
    };
    const stop = new AbortController();
    scheduler = startDoseScheduler({ pool, store: watching, signal: stop.signal, clock, intervalMs: 20, standbyRetryMs: 20, catchUpDays: 5, stepMs: 3_600_000, graceMs: 0 });
    try {
      await eventually(() => expect(judgedWhenReminded.length).toBeGreaterThan(0));
    } finally {
      stop.abort();
      await scheduler.stopped;
    }
    // The first reminder went out while the catch-up was still days behind the pass's start.
    expect(judgedWhenReminded[0]!.getTime()).toBeLessThan(Date.parse('2026-01-19T07:00:00.000Z'));
  });
});

describe('a member an admin blocked', () => {
  it('is sent no reminder while the block lasts, and is again once unblocked', async () => {
    const user = randomUUID();
    const supplement = randomUUID();
    const account = `account-${user}`;
    await project(pool, usersProjection,
      event(account, 'AccountRegistered', { userId: user, email: `${user}@example.com`, firstName: null, lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false }, at('2026-01-01T00:00:00.000Z', user)),
      event(account, 'AccountBlocked', { reason: 'Spam links' }, at('2026-01-02T00:00:00.000Z', user)));
    const addition = added(supplement, user, 3);
    await project(pool, supplementsProjection, addition);
    await project(pool, remindersProjection, addition);
    await pass('2026-01-20T08:00:30.000Z');
    expect(await noticesInLog(user)).toEqual([]);
    await project(pool, usersProjection, event(account, 'AccountUnblocked', {}, at('2026-01-20T09:00:00.000Z', user)));
    await pass('2026-01-20T09:00:30.000Z');
    expect(keysOf(await noticesInLog(user))).toEqual([`dose:${supplement}:2026-01-20T08:00:00.000Z#2`, `stock:${supplement}:0`]);
  });
});
