import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent, EventDataMap } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { supplementsProjection } from './supplements.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Supplement = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  type: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  timing: z.string(),
  current_stock: z.number().nullable(),
  low_stock_threshold: z.number().nullable(),
  is_active: z.boolean(),
  fasting_safe: z.boolean(),
  next_due_time: z.string().nullable(),
  image_url: z.string().nullable(),
  notes: z.string().nullable(),
  ingredients: z.array(z.string()).nullable(),
  units_per_dose: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  last_event_revision: z.bigint(),
});

const userId = randomUUID();
const stream = `supplements-${userId}`;
const vitaminD = randomUUID();
const magnesium = randomUUID();
let event: ReturnType<typeof eventFactory>;

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const meta = (minute: number) => ({ userId, occurredAt: at(minute) });
const supplement = (id: string) => db.pool.maybeOne(sql.type(Supplement)`select * from supplements where id = ${id}`);

const added = (id: string, overrides: Partial<EventDataMap['SupplementAdded']> = {}, minute = 0): AnyProjectedEvent =>
  event(
    stream,
    'SupplementAdded',
    {
      supplementId: id,
      name: 'Vitamin D3',
      brand: 'Acme',
      type: 'single',
      dosage: '2000 IU',
      frequency: 'daily',
      timing: 'morning',
      currentStock: 30,
      lowStockThreshold: 10,
      isActive: true,
      fastingSafe: false,
      nextDueTime: '8:00 AM',
      imageUrl: null,
      notes: null,
      ingredients: null,
      unitsPerDose: 1,
      doseTimes: null,
      ...overrides,
    },
    meta(minute),
  );

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, supplementsProjection, when);
  const once = await snapshotAll(db.pool, supplementsProjection);
  await project(db.pool, supplementsProjection, when);
  expect(await snapshotAll(db.pool, supplementsProjection)).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, supplementsProjection);
  event = eventFactory();
});

describe('SupplementAdded', () => {
  it('creates the supplement with every field', async () => {
    await applyIdempotently(added(vitaminD, { type: 'complex', ingredients: ['D3', 'K2'], imageUrl: 'https://img/d.png', notes: 'with food', unitsPerDose: 2 }));
    expect(await supplement(vitaminD)).toEqual({
      id: vitaminD,
      user_id: userId,
      name: 'Vitamin D3',
      brand: 'Acme',
      type: 'complex',
      dosage: '2000 IU',
      frequency: 'daily',
      timing: 'morning',
      current_stock: 30,
      low_stock_threshold: 10,
      is_active: true,
      fasting_safe: false,
      next_due_time: '8:00 AM',
      image_url: 'https://img/d.png',
      notes: 'with food',
      ingredients: ['D3', 'K2'],
      units_per_dose: 2,
      created_at: at(0),
      updated_at: at(0),
      last_event_revision: 0n,
    });
  });

  it('keeps an inactive supplement as inactive', async () => {
    await applyIdempotently(added(vitaminD, { isActive: false }));
    expect(await supplement(vitaminD)).toMatchObject({ is_active: false });
  });
});

describe('given two supplements', () => {
  beforeEach(async () => {
    await project(db.pool, supplementsProjection, added(vitaminD), added(magnesium, { name: 'Magnesium', brand: null }, 1));
  });

  it('SupplementUpdated changes only the fields in changes', async () => {
    await applyIdempotently(
      event(stream, 'SupplementUpdated', { supplementId: vitaminD, changes: { name: 'D3 + K2', brand: null, ingredients: ['D3', 'K2'] } }, meta(5)),
    );
    expect(await supplement(vitaminD)).toMatchObject({
      name: 'D3 + K2',
      brand: null,
      ingredients: ['D3', 'K2'],
      dosage: '2000 IU',
      timing: 'morning',
      updated_at: at(5),
      created_at: at(0),
    });
    expect(await supplement(magnesium)).toMatchObject({ name: 'Magnesium', updated_at: at(1) });
  });

  it('SupplementUpdated can change every describing field', async () => {
    const changes = {
      name: 'New',
      brand: 'B',
      type: 'multivitamin',
      dosage: '1 tab',
      frequency: 'twice-daily',
      timing: 'evening',
      nextDueTime: null,
      imageUrl: 'https://img/n.png',
      fastingSafe: true,
      ingredients: null,
      unitsPerDose: 3,
    } as const;
    await applyIdempotently(event(stream, 'SupplementUpdated', { supplementId: vitaminD, changes }, meta(5)));
    expect(await supplement(vitaminD)).toMatchObject({
      name: 'New',
      brand: 'B',
      type: 'multivitamin',
      dosage: '1 tab',
      frequency: 'twice-daily',
      timing: 'evening',
      next_due_time: null,
      image_url: 'https://img/n.png',
      fasting_safe: true,
      ingredients: null,
      units_per_dose: 3,
    });
  });

  it('SupplementNotesUpdated sets the notes', async () => {
    await applyIdempotently(event(stream, 'SupplementNotesUpdated', { supplementId: vitaminD, notes: 'after breakfast' }, meta(6)));
    expect(await supplement(vitaminD)).toMatchObject({ notes: 'after breakfast', updated_at: at(6) });
  });

  it('SupplementStockAdjusted sets stock and threshold together', async () => {
    await applyIdempotently(
      event(stream, 'SupplementStockAdjusted', { supplementId: vitaminD, currentStock: 4, lowStockThreshold: null, stockSet: true }, meta(7)),
    );
    expect(await supplement(vitaminD)).toMatchObject({ current_stock: 4, low_stock_threshold: null });
  });

  it('SupplementDeactivated makes it inactive', async () => {
    await applyIdempotently(event(stream, 'SupplementDeactivated', { supplementId: vitaminD }, meta(8)));
    expect(await supplement(vitaminD)).toMatchObject({ is_active: false, updated_at: at(8) });
  });

  it('SupplementActivated makes it active again', async () => {
    await project(db.pool, supplementsProjection, event(stream, 'SupplementDeactivated', { supplementId: vitaminD }, meta(8)));
    await applyIdempotently(event(stream, 'SupplementActivated', { supplementId: vitaminD }, meta(9)));
    expect(await supplement(vitaminD)).toMatchObject({ is_active: true });
  });

  it('SupplementRemoved deletes the row', async () => {
    await applyIdempotently(event(stream, 'SupplementRemoved', { supplementId: magnesium }, meta(10)));
    expect(await supplement(magnesium)).toBeNull();
    expect(await supplement(vitaminD)).not.toBeNull();
  });

  it('ignores an older event replayed after a newer one', async () => {
    const first = event(stream, 'SupplementNotesUpdated', { supplementId: vitaminD, notes: 'first' }, meta(11));
    await project(db.pool, supplementsProjection, first, event(stream, 'SupplementNotesUpdated', { supplementId: vitaminD, notes: 'second' }, meta(12)));
    await project(db.pool, supplementsProjection, first);
    expect(await supplement(vitaminD)).toMatchObject({ notes: 'second', updated_at: at(12) });
  });
});
