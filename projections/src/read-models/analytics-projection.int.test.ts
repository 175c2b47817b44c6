import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { analyticsProjection } from './analytics-projection.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

let event: ReturnType<typeof eventFactory>;
beforeEach(async () => {
  event = eventFactory();
  await resetTables(db.pool, analyticsProjection);
});

const Daily = z.object({ day: z.string(), active_users: z.number(), doses_logged: z.number() });
const daily = async () => [...(await db.pool.any(sql.type(Daily)`select day::text as day, active_users, doses_logged from analytics_daily order by day`))];
const Tier = z.object({ tier: z.string(), users: z.number() });
const tierMix = async () => [...(await db.pool.any(sql.type(Tier)`select tier, count(*)::int as users from analytics_users group by tier order by tier`))];
const Usage = z.object({ name_key: z.string(), users: z.number() });
const usage = async () =>
  [...(await db.pool.any(sql.type(Usage)`select name_key, count(distinct user_id)::int as users from analytics_supplements where active group by name_key order by name_key`))];
const Count = z.object({ count: z.number() });
const rowsOf = (userId: string) =>
  db.pool.oneFirst(sql.type(Count)`
    select ((select count(*) from analytics_user_days where user_id = ${userId}) + (select count(*) from analytics_users where id = ${userId})
      + (select count(*) from analytics_supplements where user_id = ${userId}))::int as count`);

const registered = (userId: string, at: string) =>
  event(`account-${userId}`, 'AccountRegistered', {
    userId, email: `${userId}@example.com`, firstName: 'Ann', lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false,
  }, { userId, occurredAt: at });
const added = (userId: string, supplementId: string, name: string, at: string, isActive = true) =>
  event(`supplements-${userId}`, 'SupplementAdded', {
    supplementId, name, brand: null, type: 'single', dosage: '1 capsule', frequency: 'daily', timing: 'morning', currentStock: null,
    lowStockThreshold: null, isActive, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null, ingredients: null, unitsPerDose: 1, doseTimes: null,
  }, { userId, occurredAt: at });
const take = (userId: string, takeId: string, at: string, taken: boolean) =>
  event(`take-${takeId}`, 'TakeRecorded', {
    takeId, supplementId: randomUUID(), supplementName: 'Vitamin D3', plannedAt: at, takenAt: taken ? at : null, dosage: null, notes: null,
  }, { userId, occurredAt: at });

/** Two users over two days: registrations, supplements, doses taken, missed, unmarked and marked again. */
const history = () => {
  const [ann, bob] = [randomUUID(), randomUUID()];
  const [t1, t2, t3] = [randomUUID(), randomUUID(), randomUUID()];
  const d3 = randomUUID();
  const events: AnyProjectedEvent[] = [
    registered(ann, '2026-03-01T07:00:00.000Z'),
    registered(bob, '2026-03-01T07:30:00.000Z'),
    added(ann, d3, 'Vitamin D3 2000 IU', '2026-03-01T08:00:00.000Z'),
    added(bob, randomUUID(), 'D3', '2026-03-01T08:10:00.000Z'),
    added(bob, randomUUID(), 'My Green Powder', '2026-03-01T08:20:00.000Z', false),
    take(ann, t1, '2026-03-01T09:00:00.000Z', true),
    take(ann, t2, '2026-03-01T21:00:00.000Z', false),
    take(bob, t3, '2026-03-02T09:00:00.000Z', true),
    event(`take-${t3}`, 'TakeUnmarked', { takeId: t3, supplementId: randomUUID() }, { userId: bob, occurredAt: '2026-03-02T09:05:00.000Z' }),
    event(`take-${t2}`, 'TakeMarked', { takeId: t2, supplementId: randomUUID(), takenAt: '2026-03-02T06:00:00.000Z' }, { userId: ann, occurredAt: '2026-03-02T06:00:00.000Z' }),
    event(`account-${bob}`, 'TierChanged', { tier: 'premium', expiresAt: null }, { userId: bob, occurredAt: '2026-03-02T10:00:00.000Z' }),
  ];
  return { ann, bob, d3, events };
};

describe('a history of two users over two days', () => {
  it('counts each user once per UTC day they recorded anything, and the doses logged that day', async () => {
    const { events } = history();
    await project(db.pool, analyticsProjection, ...events);
    expect(await daily()).toEqual([
      { day: '2026-03-01', active_users: 2, doses_logged: 1 },
      { day: '2026-03-02', active_users: 2, doses_logged: 1 },
    ]);
    expect(await tierMix()).toEqual([{ tier: 'free', users: 1 }, { tier: 'premium', users: 1 }]);
    // "Vitamin D3 2000 IU" and "D3" are one knowledge-base supplement; the inactive one is not in use.
    expect(await usage()).toEqual([{ name_key: 'Vitamin D (D3 cholecalciferol, D2 ergocalciferol)', users: 2 }]);
  });

  it('changes nothing when every event is applied again, one by one or as a batch', async () => {
    const { events } = history();
    await project(db.pool, analyticsProjection, ...events);
    const once = await snapshotAll(db.pool, analyticsProjection);
    for (const each of events) await project(db.pool, analyticsProjection, each);
    await project(db.pool, analyticsProjection, ...events);
    expect(await snapshotAll(db.pool, analyticsProjection)).toEqual(once);
  });

  it('gives the same tables applied event by event as in one batch', async () => {
    const { events } = history();
    for (const each of events) await project(db.pool, analyticsProjection, each);
    const oneByOne = await snapshotAll(db.pool, analyticsProjection);
    await resetTables(db.pool, analyticsProjection);
    await project(db.pool, analyticsProjection, ...events);
    // Rows carry checkpoints, not ids of the run: both runs saw the same events.
    expect(await snapshotAll(db.pool, analyticsProjection)).toEqual(oneByOne);
  });

  it('applies only the events past a row when a batch overlaps what was applied', async () => {
    const { events } = history();
    await project(db.pool, analyticsProjection, ...events.slice(0, 7));
    await project(db.pool, analyticsProjection, ...events.slice(4));
    const overlapped = await snapshotAll(db.pool, analyticsProjection);
    await resetTables(db.pool, analyticsProjection);
    await project(db.pool, analyticsProjection, ...events);
    expect(overlapped).toEqual(await snapshotAll(db.pool, analyticsProjection));
  });
});

describe('events that are not the user recording', () => {
  it('does not count an admin acting on the account, a sign-in or anonymous feedback as activity', async () => {
    const userId = randomUUID();
    const admin = eventFactory();
    const blockedByAdmin = admin(`supplements-${userId}`, 'SupplementRemoved', { supplementId: randomUUID() }, { userId, occurredAt: '2026-03-05T08:00:00.000Z' });
    const acted = { ...blockedByAdmin, metadata: { ...blockedByAdmin.metadata, actorId: randomUUID() } } as AnyProjectedEvent;
    await project(
      db.pool,
      analyticsProjection,
      acted,
      event(`account-${userId}`, 'SignedIn', { method: 'password' }, { userId, occurredAt: '2026-03-05T09:00:00.000Z' }),
    );
    expect(await daily()).toEqual([]);
  });
});

describe('SupplementUpdated, SupplementDeactivated, SupplementActivated and SupplementRemoved', () => {
  it('follow the supplement: renamed, inactive, active again, then gone', async () => {
    const userId = randomUUID();
    const id = randomUUID();
    await project(db.pool, analyticsProjection, added(userId, id, 'Magnesium', '2026-03-01T08:00:00.000Z'));
    await project(db.pool, analyticsProjection, event(`supplements-${userId}`, 'SupplementUpdated', { supplementId: id, changes: { name: 'Zinc 15 mg' } }, { userId, occurredAt: '2026-03-01T09:00:00.000Z' }));
    expect(await usage()).toEqual([{ name_key: 'Zinc', users: 1 }]);
    const deactivated = event(`supplements-${userId}`, 'SupplementDeactivated', { supplementId: id }, { userId, occurredAt: '2026-03-01T10:00:00.000Z' });
    await project(db.pool, analyticsProjection, deactivated);
    expect(await usage()).toEqual([]);
    await project(db.pool, analyticsProjection, event(`supplements-${userId}`, 'SupplementActivated', { supplementId: id }, { userId, occurredAt: '2026-03-01T11:00:00.000Z' }));
    await project(db.pool, analyticsProjection, deactivated);
    expect(await usage()).toEqual([{ name_key: 'Zinc', users: 1 }]);
    await project(db.pool, analyticsProjection, event(`supplements-${userId}`, 'SupplementRemoved', { supplementId: id }, { userId, occurredAt: '2026-03-01T12:00:00.000Z' }));
    expect(await usage()).toEqual([]);
  });
});

describe('AccountDeleted', () => {
  it('erases the user\'s private rows and keeps the day counts, which name nobody', async () => {
    const { ann, bob, events } = history();
    await project(db.pool, analyticsProjection, ...events, event(`account-${ann}`, 'AccountDeleted', {}, { userId: ann, occurredAt: '2026-03-03T08:00:00.000Z' }));
    expect(await rowsOf(ann)).toBe(0);
    expect(await rowsOf(bob)).toBeGreaterThan(0);
    expect(await daily()).toEqual([
      { day: '2026-03-01', active_users: 2, doses_logged: 1 },
      { day: '2026-03-02', active_users: 2, doses_logged: 1 },
    ]);
    expect(await tierMix()).toEqual([{ tier: 'premium', users: 1 }]);
  });
});
