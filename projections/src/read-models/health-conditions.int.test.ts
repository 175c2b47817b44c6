import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshot, type TestDb } from '../testing/harness.ts';
import { healthConditionsProjection } from './health-conditions.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Condition = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  severity: z.string(),
  diagnosed_date: z.string().nullable(),
  symptoms: z.array(z.string()),
  current_treatments: z.array(z.string()),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_event_revision: z.bigint(),
});

const userId = randomUUID();
const conditionId = randomUUID();
const stream = `health-condition-${conditionId}`;
let event: ReturnType<typeof eventFactory>;
let added: AnyProjectedEvent;

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const meta = (minute: number) => ({ userId, occurredAt: at(minute) });
const row = () => db.pool.maybeOne(sql.type(Condition)`select * from health_conditions where id = ${conditionId}`);

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, healthConditionsProjection, when);
  const once = await snapshot(db.pool, 'health_conditions');
  await project(db.pool, healthConditionsProjection, when);
  expect(await snapshot(db.pool, 'health_conditions')).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, healthConditionsProjection);
  event = eventFactory();
  added = event(
    stream,
    'HealthConditionAdded',
    {
      conditionId,
      name: 'Depression',
      description: 'Low mood',
      severity: 'moderate',
      diagnosedDate: '2024-05-01',
      symptoms: ['low mood', 'fatigue'],
      currentTreatments: ['sertraline'],
      notes: null,
      isActive: true,
    },
    meta(0),
  );
});

describe('HealthConditionAdded', () => {
  it('creates the condition for its user', async () => {
    await applyIdempotently(added);
    expect(await row()).toEqual({
      id: conditionId,
      user_id: userId,
      name: 'Depression',
      description: 'Low mood',
      severity: 'moderate',
      diagnosed_date: '2024-05-01',
      symptoms: ['low mood', 'fatigue'],
      current_treatments: ['sertraline'],
      notes: null,
      is_active: true,
      created_at: at(0),
      updated_at: at(0),
      last_event_revision: 0n,
    });
  });
});

describe('given a condition', () => {
  beforeEach(async () => {
    await project(db.pool, healthConditionsProjection, added);
  });

  it('HealthConditionUpdated sets the changed columns, tags included, and keeps the rest', async () => {
    await applyIdempotently(
      event(stream, 'HealthConditionUpdated', { conditionId, changes: { severity: 'severe', currentTreatments: [], notes: 'worse in winter' } }, meta(3)),
    );
    expect(await row()).toMatchObject({
      name: 'Depression', severity: 'severe', current_treatments: [], symptoms: ['low mood', 'fatigue'], notes: 'worse in winter', updated_at: at(3), last_event_revision: 1n,
    });
  });

  it('HealthConditionRemoved deletes the row', async () => {
    await applyIdempotently(event(stream, 'HealthConditionRemoved', { conditionId }, meta(4)));
    expect(await row()).toBeNull();
  });

  it('ignores an older update replayed after a newer one', async () => {
    const first = event(stream, 'HealthConditionUpdated', { conditionId, changes: { severity: 'severe' } }, meta(3));
    await project(db.pool, healthConditionsProjection, first, event(stream, 'HealthConditionUpdated', { conditionId, changes: { severity: 'mild' } }, meta(4)));
    await project(db.pool, healthConditionsProjection, first);
    expect(await row()).toMatchObject({ severity: 'mild', updated_at: at(4) });
  });
});
