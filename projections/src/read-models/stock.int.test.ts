import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent, EventDataMap } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { stockProjection } from './stock.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const userId = randomUUID();
const stream = `supplements-${userId}`;
const calcium = randomUUID();
let event: ReturnType<typeof eventFactory>;

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const meta = (minute: number) => ({ userId, occurredAt: at(minute) });
const stockOf = async (id = calcium) =>
  db.pool.maybeOneFirst(sql.type(z.object({ current_stock: z.number().nullable() }))`select current_stock from supplement_stock where id = ${id}`);

const added = (overrides: Partial<EventDataMap['SupplementAdded']> = {}): AnyProjectedEvent =>
  event(
    stream,
    'SupplementAdded',
    {
      supplementId: calcium,
      name: 'Calcium',
      brand: null,
      type: 'single',
      dosage: '500 mg',
      frequency: 'twice-daily',
      timing: 'with-breakfast',
      currentStock: 30,
      lowStockThreshold: 10,
      isActive: true,
      fastingSafe: false,
      nextDueTime: null,
      imageUrl: null,
      notes: null,
      ingredients: null,
      unitsPerDose: 2,
      ...overrides,
    },
    meta(0),
  );
const recorded = (takeId: string, takenAt: string | null = at(5)): AnyProjectedEvent =>
  event(
    `take-${takeId}`,
    'TakeRecorded',
    { takeId, supplementId: calcium, supplementName: 'Calcium', plannedAt: at(0), takenAt, dosage: null, notes: null },
    meta(5),
  );
const unmarked = (takeId: string): AnyProjectedEvent => event(`take-${takeId}`, 'TakeUnmarked', { takeId, supplementId: calcium }, meta(6));
const marked = (takeId: string): AnyProjectedEvent => event(`take-${takeId}`, 'TakeMarked', { takeId, supplementId: calcium, takenAt: at(7) }, meta(7));

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, stockProjection, when);
  const once = await snapshotAll(db.pool, stockProjection);
  await project(db.pool, stockProjection, when);
  expect(await snapshotAll(db.pool, stockProjection)).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, stockProjection);
  event = eventFactory();
});

describe('SupplementAdded', () => {
  it('starts the stock at what the user entered', async () => {
    await applyIdempotently(added());
    expect(await stockOf()).toBe(30);
  });
});

describe('given calcium with 30 units, 2 per dose', () => {
  beforeEach(async () => {
    await project(db.pool, stockProjection, added());
  });

  it('TakeRecorded (taken) deducts the units of one dose, once', async () => {
    await applyIdempotently(recorded(randomUUID()));
    expect(await stockOf()).toBe(28);
  });

  it('TakeRecorded (not taken) deducts nothing', async () => {
    await applyIdempotently(recorded(randomUUID(), null));
    expect(await stockOf()).toBe(30);
  });

  it('TakeUnmarked gives the dose back, once', async () => {
    const takeId = randomUUID();
    await project(db.pool, stockProjection, recorded(takeId));
    await applyIdempotently(unmarked(takeId));
    expect(await stockOf()).toBe(30);
  });

  it('TakeMarked after an unmark deducts again; a replayed recording does not', async () => {
    const takeId = randomUUID();
    const first = recorded(takeId);
    await project(db.pool, stockProjection, first, unmarked(takeId));
    await applyIdempotently(marked(takeId));
    expect(await stockOf()).toBe(28);
    await project(db.pool, stockProjection, first);
    expect(await stockOf()).toBe(28);
  });

  it('SupplementStockAdjusted sets the stock; later doses count down from it', async () => {
    await applyIdempotently(event(stream, 'SupplementStockAdjusted', { supplementId: calcium, currentStock: 10, lowStockThreshold: 5 }, meta(1)));
    await project(db.pool, stockProjection, recorded(randomUUID()));
    expect(await stockOf()).toBe(8);
  });

  it('SupplementRestocked adds to what is left', async () => {
    await project(db.pool, stockProjection, recorded(randomUUID()));
    await applyIdempotently(event(stream, 'SupplementRestocked', { supplementId: calcium, units: 60 }, meta(8)));
    expect(await stockOf()).toBe(88);
  });

  it('SupplementUpdated with unitsPerDose changes what later doses deduct', async () => {
    await applyIdempotently(event(stream, 'SupplementUpdated', { supplementId: calcium, changes: { unitsPerDose: 3 } }, meta(1)));
    await project(db.pool, stockProjection, recorded(randomUUID()));
    expect(await stockOf()).toBe(27);
  });

  it('SupplementRemoved drops the row', async () => {
    await applyIdempotently(event(stream, 'SupplementRemoved', { supplementId: calcium }, meta(9)));
    expect(await stockOf()).toBeNull();
  });
});

describe('given calcium with 1 unit left and 2 per dose', () => {
  beforeEach(async () => {
    await project(db.pool, stockProjection, added({ currentStock: 1 }));
  });

  it('records the dose, stops at 0, and an unmark gives back only what was there', async () => {
    const takeId = randomUUID();
    await applyIdempotently(recorded(takeId));
    expect(await stockOf()).toBe(0);
    await project(db.pool, stockProjection, recorded(randomUUID()));
    expect(await stockOf()).toBe(0);
    await project(db.pool, stockProjection, unmarked(takeId));
    expect(await stockOf()).toBe(1);
  });
});

describe('given a supplement without stock tracking', () => {
  it('leaves the stock untracked whatever is taken', async () => {
    await project(db.pool, stockProjection, added({ currentStock: null }), recorded(randomUUID()));
    expect(await stockOf()).toBeNull();
  });
});
