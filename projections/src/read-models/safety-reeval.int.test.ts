import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { checkSafety, deriveNotifications, safetyChangeNotice, safetyFindingSchema, type SafetyCheckInput, type TodaySchedule } from '@regimen/domain';
import { statement } from '../projection.ts';
import { rebuildProjection } from '../rebuild.ts';
import { openTestDb, snapshotAll, toAppend, type TestDb } from '../testing/harness.ts';
import { createInMemoryEventStore, type InMemoryEventStore } from '../testing/in-memory-event-store.ts';
import { safetyProjectionFor, type SafetyKnowledge } from './safety.ts';

const KAVA_USER = '00000000-0000-4000-8000-0000000000e1';
const MINERALS_USER = '00000000-0000-4000-8000-0000000000e2';
const EMPTY_USER = '00000000-0000-4000-8000-0000000000e3';

// Two knowledge versions: the older lacks the rule the newer one added (kava and the liver).
const OLD = '2026-11-22';
const NEW = '2026-11-24';
const withoutKavaLiver = (input: SafetyCheckInput) => {
  const report = checkSafety(input);
  return { ...report, findings: report.findings.filter((finding) => finding.ruleId !== 'kava-liver') };
};
const older: SafetyKnowledge = { version: OLD, check: withoutKavaLiver };
const newer: SafetyKnowledge = { version: NEW, check: checkSafety };

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

const Row = z.object({ knowledge_version: z.string(), findings: z.unknown(), previous_version: z.string().nullable(), previous_findings: z.unknown() });
const findings = z.array(safetyFindingSchema);

let db: TestDb;
let store: InMemoryEventStore;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  store = createInMemoryEventStore();
  for (const table of ['safety_regimen', 'safety_summary', 'safety_findings']) {
    await db.pool.query(statement`drop table if exists ${sql.identifier([table])}`);
    await db.pool.query(statement`drop table if exists ${sql.identifier([`${table}__rebuild`])}`);
  }
  await db.pool.query(statement`delete from projection_checkpoints where name like 'safety%'`);
});

let minute = 0;
const add = async (userId: string, supplementId: string, name: string, dosage: string) =>
  store.append(`supplements-${userId}`, [toAppend('SupplementAdded', supplement(supplementId, name, dosage), { userId, occurredAt: new Date(Date.UTC(2026, 10, 20, 8, minute++)).toISOString() })], 'any');

/** The bell's notice for a user from the read model, as the read side derives it. */
const noticeOf = async (userId: string, acknowledged: ReadonlySet<string> = new Set()) => {
  const row = await db.pool.maybeOne(sql.type(Row)`select knowledge_version, findings, previous_version, previous_findings from safety_findings where user_id = ${userId}`);
  if (row === null) return null;
  const previous = row.previous_version === null ? null : { knowledgeVersion: row.previous_version, findings: findings.parse(row.previous_findings) };
  return safetyChangeNotice(previous, { knowledgeVersion: row.knowledge_version, findings: findings.parse(row.findings) }, acknowledged);
};

const kavaFindingId = async (): Promise<string> => {
  const row = await db.pool.one(sql.type(Row)`select knowledge_version, findings, previous_version, previous_findings from safety_findings where user_id = ${KAVA_USER}`);
  const finding = findings.parse(row.findings).find((f) => f.ruleId === 'kava-liver');
  if (!finding) throw new Error('kava-liver not found');
  return finding.id;
};

const emptySchedule = { slots: [], adherence: { percent: null, planned: 0 } } as unknown as TodaySchedule;

describe('re-evaluation when the knowledge base changes', () => {
  it('announces new findings to affected users only, once, across a rebuild under the same version', async () => {
    await add(KAVA_USER, '00000000-0000-4000-8000-0000000000f1', 'Kava', '250 mg');
    await add(MINERALS_USER, '00000000-0000-4000-8000-0000000000f2', 'Calcium Carbonate', '600 mg');
    await add(MINERALS_USER, '00000000-0000-4000-8000-0000000000f3', 'Iron Bisglycinate', '25 mg');

    await rebuildProjection(db.pool, { store, projection: safetyProjectionFor(older) });
    // Under one version nobody hears of a change.
    expect(await noticeOf(KAVA_USER)).toBeNull();
    expect(await noticeOf(MINERALS_USER)).toBeNull();

    await rebuildProjection(db.pool, { store, projection: safetyProjectionFor(newer), batchSize: 1 });
    const notice = await noticeOf(KAVA_USER);
    expect(notice).toMatchObject({ id: `safety-changes:${OLD}->${NEW}`, title: 'What changed in your safety check', type: 'warning' });
    expect(notice?.message).toContain('rule kava-liver, knowledge base 2026-11-24');
    expect(notice?.message).toContain('Why: FDA advisory: kava may be associated with severe liver injury.');
    expect(notice?.message).toContain('Source:');
    // The minerals user's findings did not change with the rules: no notice.
    expect(await noticeOf(MINERALS_USER)).toBeNull();
    expect(await noticeOf(EMPTY_USER)).toBeNull();

    // A restart under the same version rebuilds to the same rows: the same single notice.
    const after = await snapshotAll(db.pool, safetyProjectionFor(newer));
    await rebuildProjection(db.pool, { store, projection: safetyProjectionFor(newer) });
    expect(await snapshotAll(db.pool, safetyProjectionFor(newer))).toEqual(after);
    expect(await noticeOf(KAVA_USER)).toEqual(notice);

    // Once dismissed (a mark on its id), it is gone for good: the id never changes.
    const bell = (dismissed: Set<string>) => deriveNotifications(emptySchedule, { read: new Set(), dismissed }, new Date('2026-11-25T09:00:00Z'), notice ? [notice] : []);
    expect(bell(new Set()).notifications.map((n) => n.id)).toEqual([`safety-changes:${OLD}->${NEW}`]);
    expect(bell(new Set([`safety-changes:${OLD}->${NEW}`])).notifications).toEqual([]);

    // Acknowledging the finding stops the announcement; the finding itself stays in the read model.
    const kava = await kavaFindingId();
    expect(await noticeOf(KAVA_USER, new Set([kava]))).toBeNull();
    expect(await kavaFindingId()).toBe(kava);
  }, 60_000);
});
