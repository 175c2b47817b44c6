import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshotAll, type TestDb } from '../testing/harness.ts';
import { intakeProjection } from './intake.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Take = z.object({
  id: z.string(),
  user_id: z.string(),
  supplement_id: z.string(),
  supplement_name: z.string(),
  planned_at: z.string(),
  taken_at: z.string().nullable(),
  dosage: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_event_revision: z.bigint(),
});
const Activity = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.string(),
  supplement_id: z.string(),
  supplement_name: z.string(),
  take_id: z.string().nullable(),
  occurred_at: z.string(),
});

const userId = randomUUID();
const supplementId = randomUUID();
let event: ReturnType<typeof eventFactory>;

const meta = (occurredAt: string) => ({ userId, occurredAt });
const take = (id: string) => db.pool.maybeOne(sql.type(Take)`select * from supplement_takes where id = ${id}`);
const activity = async () =>
  [...(await db.pool.any(sql.type(Activity)`select * from recent_activity where user_id = ${userId} order by occurred_at desc, id`))];

const recorded = (takeId: string, takenAt: string | null, plannedAt = '2026-01-05T08:00:00.000Z'): AnyProjectedEvent =>
  event(
    `take-${takeId}`,
    'TakeRecorded',
    { takeId, supplementId, supplementName: 'Vitamin D3', plannedAt, takenAt, dosage: '2000 IU', notes: null },
    meta(takenAt ?? plannedAt),
  );
const marked = (takeId: string, takenAt: string): AnyProjectedEvent =>
  event(`take-${takeId}`, 'TakeMarked', { takeId, supplementId, takenAt }, meta(takenAt));
const unmarked = (takeId: string, occurredAt: string): AnyProjectedEvent =>
  event(`take-${takeId}`, 'TakeUnmarked', { takeId, supplementId }, meta(occurredAt));

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, intakeProjection, when);
  const once = await snapshotAll(db.pool, intakeProjection);
  await project(db.pool, intakeProjection, when);
  expect(await snapshotAll(db.pool, intakeProjection)).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, intakeProjection);
  event = eventFactory();
});

describe('TakeRecorded', () => {
  it('records a taken dose: the take and a supplement_taken activity', async () => {
    const takeId = randomUUID();
    const when = recorded(takeId, '2026-01-05T08:05:00.000Z');
    await applyIdempotently(when);
    expect(await take(takeId)).toEqual({
      id: takeId,
      user_id: userId,
      supplement_id: supplementId,
      supplement_name: 'Vitamin D3',
      planned_at: '2026-01-05T08:00:00.000Z',
      taken_at: '2026-01-05T08:05:00.000Z',
      dosage: '2000 IU',
      notes: null,
      created_at: '2026-01-05T08:05:00.000Z',
      updated_at: '2026-01-05T08:05:00.000Z',
      last_event_revision: 0n,
    });
    expect(await activity()).toEqual([
      {
        id: when.id,
        user_id: userId,
        type: 'supplement_taken',
        supplement_id: supplementId,
        supplement_name: 'Vitamin D3',
        take_id: takeId,
        occurred_at: '2026-01-05T08:05:00.000Z',
      },
    ]);
  });

  it('records a planned, untaken dose without an activity', async () => {
    const takeId = randomUUID();
    await applyIdempotently(recorded(takeId, null));
    expect(await take(takeId)).toMatchObject({ taken_at: null });
    expect(await activity()).toEqual([]);
  });

});

describe('given a taken dose', () => {
  const takeId = randomUUID();
  beforeEach(async () => {
    await project(db.pool, intakeProjection, recorded(takeId, '2026-01-05T08:05:00.000Z'), recorded(randomUUID(), '2026-01-05T20:00:00.000Z'));
  });

  it('TakeUnmarked clears takenAt and removes its activity', async () => {
    await applyIdempotently(unmarked(takeId, '2026-01-05T09:00:00.000Z'));
    expect(await take(takeId)).toMatchObject({ taken_at: null, updated_at: '2026-01-05T09:00:00.000Z', last_event_revision: 1n });
    expect((await activity()).map((item) => item.take_id)).not.toContain(takeId);
  });

  it('TakeMarked after an unmark takes it again, with a new activity', async () => {
    await project(db.pool, intakeProjection, unmarked(takeId, '2026-01-05T09:00:00.000Z'));
    const when = marked(takeId, '2026-01-07T07:00:00.000Z');
    await applyIdempotently(when);
    expect(await take(takeId)).toMatchObject({ taken_at: '2026-01-07T07:00:00.000Z', last_event_revision: 2n });
    expect((await activity()).filter((item) => item.take_id === takeId)).toEqual([
      expect.objectContaining({ id: when.id, type: 'supplement_taken', occurred_at: '2026-01-07T07:00:00.000Z' }),
    ]);
  });

  it('TakeMarked while taken moves the time and keeps one activity for the take', async () => {
    const when = marked(takeId, '2026-01-06T07:00:00.000Z');
    await applyIdempotently(when);
    expect(await take(takeId)).toMatchObject({ taken_at: '2026-01-06T07:00:00.000Z', last_event_revision: 1n });
    expect((await activity()).filter((item) => item.take_id === takeId).map((item) => item.id)).toEqual([when.id]);
  });

  it('a replayed older mark neither moves the take nor resurrects its activity', async () => {
    const mark = marked(takeId, '2026-01-06T07:00:00.000Z');
    await project(db.pool, intakeProjection, mark, unmarked(takeId, '2026-01-06T08:00:00.000Z'));
    const before = await snapshotAll(db.pool, intakeProjection);
    await project(db.pool, intakeProjection, mark);
    expect(await snapshotAll(db.pool, intakeProjection)).toEqual(before);
    expect(await take(takeId)).toMatchObject({ taken_at: null });
  });
});

describe('SupplementAdded', () => {
  it('adds a supplement_added activity', async () => {
    const when = event(
      `supplements-${userId}`,
      'SupplementAdded',
      {
        supplementId,
        name: 'Vitamin D3',
        brand: null,
        type: 'single',
        dosage: '2000 IU',
        frequency: 'daily',
        timing: 'morning',
        currentStock: null,
        lowStockThreshold: null,
        isActive: true,
        fastingSafe: false,
        nextDueTime: null,
        imageUrl: null,
        notes: null,
        ingredients: null,
        unitsPerDose: 1,
        doseTimes: null,
      },
      meta('2026-01-04T10:00:00.000Z'),
    );
    await applyIdempotently(when);
    expect(await activity()).toEqual([
      {
        id: when.id,
        user_id: userId,
        type: 'supplement_added',
        supplement_id: supplementId,
        supplement_name: 'Vitamin D3',
        take_id: null,
        occurred_at: '2026-01-04T10:00:00.000Z',
      },
    ]);
  });
});
