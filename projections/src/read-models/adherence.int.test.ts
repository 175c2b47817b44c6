import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { adherenceProjection } from './adherence.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Missed = z.object({ user_id: z.string(), supplement_id: z.string(), planned_at: z.string() });
const userId = randomUUID();
const otherUser = randomUUID();
const supplementId = randomUUID();
const plannedAt = '2026-11-24T07:00:00.000Z';
let event: ReturnType<typeof eventFactory>;
const meta = (user = userId) => ({ userId: user, occurredAt: '2026-11-24T09:01:00.000Z' });
const rows = () => db.pool.any(sql.type(Missed)`select user_id, supplement_id, planned_at from missed_doses order by user_id, planned_at`);

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, adherenceProjection, when);
  const once = await snapshotAll(db.pool, adherenceProjection);
  await project(db.pool, adherenceProjection, when);
  expect(await snapshotAll(db.pool, adherenceProjection)).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, adherenceProjection);
  event = eventFactory();
});

describe('DoseMissed', () => {
  it('keeps one row per user, supplement and slot, however often it is applied', async () => {
    await applyIdempotently(event(`dose-${randomUUID()}`, 'DoseMissed', { supplementId, plannedAt }, meta()));
    expect(await rows()).toEqual([{ user_id: userId, supplement_id: supplementId, planned_at: plannedAt }]);
  });
});

describe('AccountDeleted', () => {
  it('removes the user\'s rows only', async () => {
    await project(db.pool, adherenceProjection, event(`dose-${randomUUID()}`, 'DoseMissed', { supplementId, plannedAt }, meta()));
    await project(db.pool, adherenceProjection, event(`dose-${randomUUID()}`, 'DoseMissed', { supplementId, plannedAt }, meta(otherUser)));
    await applyIdempotently(event(`account-${userId}`, 'AccountDeleted', {}, meta()));
    expect((await rows()).map((row) => row.user_id)).toEqual([otherUser]);
  });
});
