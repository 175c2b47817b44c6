import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { checkSafety, negativeFindingCount } from '@regimen/domain';
import { eventFactory, openTestDb, project, resetTables, type TestDb } from '../testing/harness.ts';
import { safetyProjection } from './safety.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await resetTables(db.pool, safetyProjection);
});

const USER = '00000000-0000-4000-8000-0000000000b1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';
const WORT = '00000000-0000-4000-8000-0000000000c1';
const CALCIUM = '00000000-0000-4000-8000-0000000000c2';
const IRON = '00000000-0000-4000-8000-0000000000c3';
const SERTRALINE = '00000000-0000-4000-8000-0000000000d1';

const supplement = (supplementId: string, name: string, dosage: string) => ({
  supplementId,
  name,
  brand: null,
  type: 'single' as const,
  dosage,
  frequency: 'daily' as const,
  timing: 'morning' as const,
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
});

const countOf = async (userId: string): Promise<number | null> =>
  db.pool.maybeOneFirst(sql.type(z.object({ interactions: z.number() }))`select interactions from safety_summary where user_id = ${userId}`);

/** What the checker says of a regimen: what the projection must hold. */
const expected = (supplements: { id: string; name: string; dosage: string; isActive: boolean }[], prescriptions: { id: string; medicationName: string }[]) =>
  negativeFindingCount(checkSafety({ supplements, prescriptions }).findings);

describe('the interactions count', () => {
  it("equals the checker's negative findings over the active regimen as supplements and prescriptions come and go", async () => {
    const event = eventFactory();
    let minute = 0;
    const at = () => ({ userId: USER, occurredAt: new Date(Date.UTC(2026, 10, 22, 8, minute++)).toISOString() });
    const cabinet = `supplements-${USER}`;
    const calcium = { id: CALCIUM, name: 'Calcium Carbonate', dosage: '600 mg', isActive: true };
    const iron = { id: IRON, name: 'Iron Bisglycinate', dosage: '25 mg', isActive: true };
    const wort = { id: WORT, name: "St. John's Wort", dosage: '300 mg', isActive: true };
    const sertraline = { id: SERTRALINE, medicationName: 'Sertraline' };

    await project(db.pool, safetyProjection, event(cabinet, 'SupplementAdded', supplement(CALCIUM, calcium.name, calcium.dosage), at()));
    expect(await countOf(USER)).toBe(0);

    await project(
      db.pool,
      safetyProjection,
      event(cabinet, 'SupplementAdded', supplement(IRON, iron.name, iron.dosage), at()),
      event(cabinet, 'SupplementAdded', supplement(WORT, wort.name, wort.dosage), at()),
    );
    expect(await countOf(USER)).toBe(expected([calcium, iron, wort], []));
    expect(await countOf(USER)).toBeGreaterThanOrEqual(1); // calcium with iron

    const prescription = {
      prescriptionId: SERTRALINE,
      medicationName: 'Sertraline',
      brand: null,
      dosage: '50 mg',
      frequency: 'once-daily' as const,
      prescribedBy: null,
      purpose: null,
      notes: null,
      isActive: true,
      startDate: null,
      endDate: null,
    };
    await project(db.pool, safetyProjection, event(`prescription-${SERTRALINE}`, 'PrescriptionAdded', prescription, { ...at(), userId: USER }));
    const withSertraline = expected([calcium, iron, wort], [sertraline]);
    expect(withSertraline).toBeGreaterThan(expected([calcium, iron, wort], []));
    expect(await countOf(USER)).toBe(withSertraline);

    await project(db.pool, safetyProjection, event(cabinet, 'SupplementDeactivated', { supplementId: WORT }, at()));
    expect(await countOf(USER)).toBe(expected([calcium, iron, { ...wort, isActive: false }], [sertraline]));
    expect(await countOf(USER)).toBeLessThan(withSertraline);

    await project(db.pool, safetyProjection, event(cabinet, 'SupplementUpdated', { supplementId: IRON, changes: { name: 'Magnesium Glycinate', dosage: '200 mg' } }, at()));
    expect(await countOf(USER)).toBe(expected([calcium, { ...iron, name: 'Magnesium Glycinate', dosage: '200 mg' }, { ...wort, isActive: false }], [sertraline]));

    await project(db.pool, safetyProjection, event(`prescription-${SERTRALINE}`, 'PrescriptionRemoved', { prescriptionId: SERTRALINE }, at()));
    await project(db.pool, safetyProjection, event(cabinet, 'SupplementRemoved', { supplementId: IRON }, at()));
    expect(await countOf(USER)).toBe(0);
    expect(await countOf(OTHER)).toBeNull();

    await project(db.pool, safetyProjection, event(`account-${USER}`, 'AccountDeleted', {}, at()));
    expect(await countOf(USER)).toBeNull();
  });
});
