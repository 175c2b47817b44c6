import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { eventFactory, openTestDb, project, resetTables, snapshot, type TestDb } from '../testing/harness.ts';
import { prescriptionsProjection } from './prescriptions.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const Prescription = z.object({
  id: z.string(),
  user_id: z.string(),
  medication_name: z.string(),
  brand: z.string().nullable(),
  dosage: z.string(),
  frequency: z.string(),
  prescribed_by: z.string().nullable(),
  purpose: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_event_revision: z.bigint(),
});

const userId = randomUUID();
const prescriptionId = randomUUID();
const stream = `prescription-${prescriptionId}`;
let event: ReturnType<typeof eventFactory>;
let added: AnyProjectedEvent;

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 5, 8, minute)).toISOString();
const meta = (minute: number) => ({ userId, occurredAt: at(minute) });
const row = () => db.pool.maybeOne(sql.type(Prescription)`select * from prescriptions where id = ${prescriptionId}`);

const applyIdempotently = async (when: AnyProjectedEvent): Promise<void> => {
  await project(db.pool, prescriptionsProjection, when);
  const once = await snapshot(db.pool, 'prescriptions');
  await project(db.pool, prescriptionsProjection, when);
  expect(await snapshot(db.pool, 'prescriptions')).toEqual(once);
};

beforeEach(async () => {
  await resetTables(db.pool, prescriptionsProjection);
  event = eventFactory();
  added = event(
    stream,
    'PrescriptionAdded',
    {
      prescriptionId,
      medicationName: 'Metformin',
      brand: 'Glucophage',
      dosage: '500 mg',
      frequency: 'twice-daily',
      prescribedBy: 'Dr. Who',
      purpose: 'blood sugar',
      notes: null,
      isActive: true,
      startDate: '2026-01-01',
      endDate: null,
    },
    meta(0),
  );
});

describe('PrescriptionAdded', () => {
  it('creates the prescription for its user', async () => {
    await applyIdempotently(added);
    expect(await row()).toEqual({
      id: prescriptionId,
      user_id: userId,
      medication_name: 'Metformin',
      brand: 'Glucophage',
      dosage: '500 mg',
      frequency: 'twice-daily',
      prescribed_by: 'Dr. Who',
      purpose: 'blood sugar',
      notes: null,
      is_active: true,
      start_date: '2026-01-01',
      end_date: null,
      created_at: at(0),
      updated_at: at(0),
      last_event_revision: 0n,
    });
  });
});

describe('given a prescription', () => {
  beforeEach(async () => {
    await project(db.pool, prescriptionsProjection, added);
  });

  it('PrescriptionNotesUpdated sets the notes', async () => {
    await applyIdempotently(event(stream, 'PrescriptionNotesUpdated', { prescriptionId, notes: 'with dinner' }, meta(3)));
    expect(await row()).toMatchObject({ notes: 'with dinner', updated_at: at(3), last_event_revision: 1n });
  });

  it('PrescriptionUpdated sets the changed columns and keeps the rest', async () => {
    await applyIdempotently(
      event(stream, 'PrescriptionUpdated', { prescriptionId, changes: { dosage: '1000 mg', isActive: false, prescribedBy: null } }, meta(3)),
    );
    expect(await row()).toMatchObject({ dosage: '1000 mg', is_active: false, prescribed_by: null, updated_at: at(3), last_event_revision: 1n });
    expect((await row())?.medication_name).toBe((added.data as { medicationName: string }).medicationName);
  });

  it('PrescriptionRemoved deletes the row', async () => {
    await applyIdempotently(event(stream, 'PrescriptionRemoved', { prescriptionId }, meta(4)));
    expect(await row()).toBeNull();
  });

  it('ignores an older notes update replayed after a newer one', async () => {
    const first = event(stream, 'PrescriptionNotesUpdated', { prescriptionId, notes: 'first' }, meta(3));
    await project(db.pool, prescriptionsProjection, first, event(stream, 'PrescriptionNotesUpdated', { prescriptionId, notes: null }, meta(4)));
    await project(db.pool, prescriptionsProjection, first);
    expect(await row()).toMatchObject({ notes: null, updated_at: at(4) });
  });
});
