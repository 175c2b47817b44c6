import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { remindersProjection } from './reminders.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Issued = z.object({ user_id: z.string(), key: z.string(), kind: z.string(), attempt: z.number().nullable(), generation: z.string().nullable() });
const Generation = z.object({ supplement_id: z.string(), generation: z.string(), low_stock_threshold: z.number().nullable() });
const userId = randomUUID();
const otherUser = randomUUID();
const supplementId = randomUUID();
const plannedAt = '2026-11-24T08:00:00.000Z';
const cabinet = `supplements-${userId}`;
let event: ReturnType<typeof eventFactory>;
const meta = (user = userId) => ({ userId: user, occurredAt: '2026-11-24T08:00:05.000Z' });
const issued = () => db.pool.any(sql.type(Issued)`
  select user_id, key, kind, attempt, generation::text as generation from issued_notices order by user_id, key`);
const generations = () => db.pool.any(sql.type(Generation)`
  select supplement_id, generation::text as generation, low_stock_threshold from stock_generations order by supplement_id`);

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, remindersProjection, when);
  const once = await snapshotAll(db.pool, remindersProjection);
  await project(db.pool, remindersProjection, when);
  expect(await snapshotAll(db.pool, remindersProjection)).toEqual(once);
};

const added = (currentStock: number | null, lowStockThreshold: number | null) =>
  event(cabinet, 'SupplementAdded', {
    supplementId, name: 'Vitamin D', brand: null, type: 'single', dosage: '1 capsule', frequency: 'daily', timing: 'morning',
    currentStock, lowStockThreshold, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null,
    ingredients: null, unitsPerDose: 1, doseTimes: null,
  }, meta());

beforeEach(async () => {
  await resetTables(db.pool, remindersProjection);
  event = eventFactory();
});

describe('DoseReminderIssued', () => {
  it('keeps one row per user and key (slot and attempt), however often it is applied', async () => {
    await applyIdempotently(event(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId, plannedAt, attempt: 0 }, meta()));
    await applyIdempotently(event(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId, plannedAt, attempt: 1 }, meta()));
    // Another process's copy of the same key (a different stream cannot happen, but a replay can).
    await applyIdempotently(event(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId, plannedAt, attempt: 1 }, meta()));
    expect(await issued()).toEqual([
      { user_id: userId, key: `dose:${supplementId}:${plannedAt}#0`, kind: 'dose-reminder', attempt: 0, generation: null },
      { user_id: userId, key: `dose:${supplementId}:${plannedAt}#1`, kind: 'dose-reminder', attempt: 1, generation: null },
    ]);
  });
});

describe('LowStockNoticeIssued', () => {
  it('keeps one row per crossing', async () => {
    await applyIdempotently(event(`notice-${randomUUID()}`, 'LowStockNoticeIssued', { supplementId, generation: 4, currentStock: 3 }, meta()));
    expect(await issued()).toEqual([{ user_id: userId, key: `stock:${supplementId}:4`, kind: 'low-stock', attempt: null, generation: '4' }]);
  });
});

describe('stock generations', () => {
  it('start at the addition, whatever the stock', async () => {
    await applyIdempotently(added(3, 5));
    expect(await generations()).toEqual([{ supplement_id: supplementId, generation: '0', low_stock_threshold: 5 }]);
  });

  it('move on a refill that leaves the stock above the threshold, and only then', async () => {
    await project(db.pool, remindersProjection, added(3, 5));
    // Still low after the refill (3 + 1): the same crossing.
    await applyIdempotently(event(cabinet, 'SupplementRestocked', { supplementId, units: 1, currentStock: 4 }, meta()));
    expect((await generations())[0]?.generation).toBe('0');
    await applyIdempotently(event(cabinet, 'SupplementRestocked', { supplementId, units: 60, currentStock: 64 }, meta()));
    expect((await generations())[0]?.generation).toBe('2');
  });

  it('move on a stock setting above the threshold (default 10 without one), not on one below it', async () => {
    await project(db.pool, remindersProjection, added(30, null));
    await applyIdempotently(event(cabinet, 'SupplementStockAdjusted', { supplementId, currentStock: 9, lowStockThreshold: null, stockSet: true }, meta()));
    expect(await generations()).toEqual([{ supplement_id: supplementId, generation: '0', low_stock_threshold: null }]);
    await applyIdempotently(event(cabinet, 'SupplementStockAdjusted', { supplementId, currentStock: 11, lowStockThreshold: null, stockSet: true }, meta()));
    expect((await generations())[0]?.generation).toBe('2');
    // A threshold raised above the stock: the stock is low again under the same generation.
    await applyIdempotently(event(cabinet, 'SupplementStockAdjusted', { supplementId, currentStock: 11, lowStockThreshold: 20, stockSet: false }, meta()));
    expect(await generations()).toEqual([{ supplement_id: supplementId, generation: '2', low_stock_threshold: 20 }]);
    // A refill then counts against the threshold kept on the row.
    await applyIdempotently(event(cabinet, 'SupplementRestocked', { supplementId, units: 5, currentStock: 16 }, meta()));
    expect((await generations())[0]?.generation).toBe('2');
  });

  it('ignore an older event of the cabinet replayed after a newer one', async () => {
    await project(db.pool, remindersProjection, added(3, 5));
    const refill = event(cabinet, 'SupplementRestocked', { supplementId, units: 60, currentStock: 63 }, meta());
    const lowered = event(cabinet, 'SupplementStockAdjusted', { supplementId, currentStock: 2, lowStockThreshold: 5, stockSet: true }, meta());
    await project(db.pool, remindersProjection, refill, lowered);
    await project(db.pool, remindersProjection, refill);
    expect((await generations())[0]?.generation).toBe('1');
  });

  it('go with the supplement', async () => {
    await project(db.pool, remindersProjection, added(3, 5));
    await applyIdempotently(event(cabinet, 'SupplementRemoved', { supplementId }, meta()));
    expect(await generations()).toEqual([]);
  });
});

describe('AccountDeleted', () => {
  it("removes the user's rows only", async () => {
    await project(db.pool, remindersProjection, added(3, 5));
    await project(db.pool, remindersProjection, event(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId, plannedAt, attempt: 0 }, meta()));
    await project(db.pool, remindersProjection, event(`notice-${randomUUID()}`, 'DoseReminderIssued', { supplementId, plannedAt, attempt: 0 }, meta(otherUser)));
    await applyIdempotently(event(`account-${userId}`, 'AccountDeleted', {}, meta()));
    expect((await issued()).map((row) => row.user_id)).toEqual([otherUser]);
    expect(await generations()).toEqual([]);
  });
});
