import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshot, type TestDb } from '../testing/harness.ts';
import { usersProjection } from './users.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const User = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  auth_provider: z.string(),
  tier: z.string(),
  tier_expires_at: z.string().nullable(),
  is_admin: z.boolean(),
  is_blocked: z.boolean(),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  detected_time_zone: z.string().nullable(),
  last_event_revision: z.bigint(),
});

const userId = randomUUID();
const stream = `account-${userId}`;
let event: ReturnType<typeof eventFactory>;
let registered: AnyProjectedEvent;

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const meta = (minute: number) => ({ userId, occurredAt: at(minute) });
const row = () => db.pool.one(sql.type(User)`select * from users where id = ${userId}`);

/** Applies the event, then applies it again and checks the second time changed nothing. */
const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, usersProjection, when);
  const once = await snapshot(db.pool, 'users');
  await project(db.pool, usersProjection, when);
  expect(await snapshot(db.pool, 'users')).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, usersProjection);
  event = eventFactory();
  registered = event(
    stream,
    'AccountRegistered',
    { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, authProvider: 'password', isAdmin: false },
    meta(0),
  );
});

describe('AccountRegistered', () => {
  it('creates the user as a free, unblocked, non-deleted account', async () => {
    await applyIdempotently(registered);
    expect(await row()).toEqual({
      id: userId,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_image_url: null,
      auth_provider: 'password',
      tier: 'free',
      tier_expires_at: null,
      is_admin: false,
      is_blocked: false,
      blocked_at: null,
      blocked_reason: null,
      last_login_at: null,
      created_at: at(0),
      updated_at: at(0),
      deleted: false,
      deleted_at: null,
      time_zone: null,
      detected_time_zone: null,
      last_event_revision: 0n,
    });
  });
});

describe('given a registered user', () => {
  beforeEach(async () => {
    await project(db.pool, usersProjection, registered);
  });

  it('SignedIn sets last_login_at and leaves updated_at', async () => {
    await applyIdempotently(event(stream, 'SignedIn', { method: 'password' }, meta(5)));
    expect(await row()).toMatchObject({ last_login_at: at(5), updated_at: at(0), last_event_revision: 1n });
  });

  it('ProfileUpdated changes only the fields it carries, null clearing one', async () => {
    await project(db.pool, usersProjection, event(stream, 'ProfileUpdated', { profileImageUrl: 'https://img/a.png' }, meta(1)));
    await applyIdempotently(event(stream, 'ProfileUpdated', { firstName: 'Augusta', profileImageUrl: null }, meta(2)));
    expect(await row()).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace', profile_image_url: null, updated_at: at(2) });
  });

  it('TierChanged sets the tier and its expiry', async () => {
    await applyIdempotently(event(stream, 'TierChanged', { tier: 'pro', expiresAt: '2027-01-01T00:00:00.000Z' }, meta(3)));
    expect(await row()).toMatchObject({ tier: 'pro', tier_expires_at: '2027-01-01T00:00:00.000Z', updated_at: at(3) });
  });

  it('AccountBlocked records when and why', async () => {
    await applyIdempotently(event(stream, 'AccountBlocked', { reason: 'spam' }, meta(4)));
    expect(await row()).toMatchObject({ is_blocked: true, blocked_at: at(4), blocked_reason: 'spam' });
  });

  it('AccountUnblocked clears the block', async () => {
    await project(db.pool, usersProjection, event(stream, 'AccountBlocked', { reason: 'spam' }, meta(4)));
    await applyIdempotently(event(stream, 'AccountUnblocked', {}, meta(6)));
    expect(await row()).toMatchObject({ is_blocked: false, blocked_at: null, blocked_reason: null, updated_at: at(6) });
  });

  it('AdminGranted makes the user an admin', async () => {
    await applyIdempotently(event(stream, 'AdminGranted', {}, meta(7)));
    expect(await row()).toMatchObject({ is_admin: true });
  });

  it('AdminRevoked takes admin away', async () => {
    await project(db.pool, usersProjection, event(stream, 'AdminGranted', {}, meta(7)));
    await applyIdempotently(event(stream, 'AdminRevoked', {}, meta(8)));
    expect(await row()).toMatchObject({ is_admin: false, updated_at: at(8) });
  });

  it('TimeZoneDetected keeps the browser\'s zone beside the saved one, a later report replacing it', async () => {
    await project(db.pool, usersProjection, event(stream, 'TimeZoneDetected', { timeZone: 'America/New_York' }, meta(2)));
    await applyIdempotently(event(stream, 'TimeZoneDetected', { timeZone: 'Asia/Tokyo' }, meta(3)));
    expect(await row()).toMatchObject({ time_zone: null, detected_time_zone: 'Asia/Tokyo', updated_at: at(3) });
  });

  it('AccountDeleted flags the row and keeps it, with nothing left that names the person', async () => {
    await project(db.pool, usersProjection, event(stream, 'TimeZoneDetected', { timeZone: 'America/New_York' }, meta(2)));
    await applyIdempotently(event(stream, 'AccountDeleted', {}, meta(9)));
    expect(await row()).toMatchObject({
      deleted: true,
      deleted_at: at(9),
      email: `erased-${userId}@erased.invalid`,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      detected_time_zone: null,
    });
  });

  it('ignores an older event replayed after a newer one', async () => {
    const granted = event(stream, 'AdminGranted', {}, meta(7));
    await project(db.pool, usersProjection, granted, event(stream, 'AdminRevoked', {}, meta(8)));
    await project(db.pool, usersProjection, granted, registered);
    expect(await row()).toMatchObject({ is_admin: false, last_event_revision: 2n });
  });
});
