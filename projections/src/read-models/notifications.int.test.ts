import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { notificationsProjection } from './notifications.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Mark = z.object({ user_id: z.string(), key: z.string(), read: z.boolean(), dismissed: z.boolean() });
const userId = randomUUID();
const otherUser = randomUUID();
const key = 'dose:a:2026-11-24T08:00:00.000Z#0';
let event: ReturnType<typeof eventFactory>;
const meta = (user = userId) => ({ userId: user, occurredAt: '2026-11-24T08:10:00.000Z' });
const rows = () => db.pool.any(sql.type(Mark)`select user_id, key, read, dismissed from notification_marks order by user_id, key`);

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, notificationsProjection, when);
  const once = await snapshotAll(db.pool, notificationsProjection);
  await project(db.pool, notificationsProjection, when);
  expect(await snapshotAll(db.pool, notificationsProjection)).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, notificationsProjection);
  event = eventFactory();
});

describe('NotificationRead', () => {
  it('marks the key read for its user', async () => {
    await applyIdempotently(event(`notifications-${userId}`, 'NotificationRead', { key }, meta()));
    expect(await rows()).toEqual([{ user_id: userId, key, read: true, dismissed: false }]);
  });
});

describe('NotificationDismissed', () => {
  it('keeps the read mark and adds the dismissal', async () => {
    await project(db.pool, notificationsProjection, event(`notifications-${userId}`, 'NotificationRead', { key }, meta()));
    await applyIdempotently(event(`notifications-${userId}`, 'NotificationDismissed', { key }, meta()));
    expect(await rows()).toEqual([{ user_id: userId, key, read: true, dismissed: true }]);
  });
});

describe('NotificationsCleared', () => {
  it('dismisses every listed key of that user only', async () => {
    await project(db.pool, notificationsProjection, event(`notifications-${otherUser}`, 'NotificationRead', { key }, meta(otherUser)));
    await applyIdempotently(event(`notifications-${userId}`, 'NotificationsCleared', { keys: [key, 'stock:a:2026-11-24'] }, meta()));
    const mine = (await rows()).filter((row) => row.user_id === userId);
    expect(mine).toEqual([
      { user_id: userId, key, read: false, dismissed: true },
      { user_id: userId, key: 'stock:a:2026-11-24', read: false, dismissed: true },
    ]);
    expect((await rows()).filter((row) => row.user_id === otherUser)).toEqual([{ user_id: otherUser, key, read: true, dismissed: false }]);
  });
});

describe('CalendarFeedIssued and CalendarFeedRevoked', () => {
  const feeds = () => db.pool.any(sql.type(z.object({ user_id: z.string(), token_hash: z.string() }))`select user_id, token_hash from calendar_feeds`);
  it('keeps the newest token hash of the user, and none once revoked', async () => {
    await applyIdempotently(event(`notifications-${userId}`, 'CalendarFeedIssued', { tokenHash: 'a'.repeat(64) }, meta()));
    await applyIdempotently(event(`notifications-${userId}`, 'CalendarFeedIssued', { tokenHash: 'b'.repeat(64) }, meta()));
    expect(await feeds()).toEqual([{ user_id: userId, token_hash: 'b'.repeat(64) }]);
    await applyIdempotently(event(`notifications-${userId}`, 'CalendarFeedRevoked', {}, meta()));
    expect(await feeds()).toEqual([]);
  });
});

describe('SafetyFindingAcknowledged', () => {
  it('records the finding as acknowledged for its user only', async () => {
    await project(db.pool, notificationsProjection, event(`notifications-${otherUser}`, 'SafetyFindingAcknowledged', { findingId: 'other:1' }, meta(otherUser)));
    await applyIdempotently(event(`notifications-${userId}`, 'SafetyFindingAcknowledged', { findingId: 'kava-liver:a' }, meta()));
    const acknowledged = await db.pool.any(sql.type(z.object({ user_id: z.string(), finding_id: z.string() }))`
      select user_id, finding_id from safety_acknowledgements order by finding_id`);
    expect(acknowledged).toEqual([
      { user_id: userId, finding_id: 'kava-liver:a' },
      { user_id: otherUser, finding_id: 'other:1' },
    ]);
  });
});
