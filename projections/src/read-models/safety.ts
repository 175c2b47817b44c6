import {
  checkSafety,
  KNOWLEDGE_VERSION,
  negativeFindingCount,
  type SafetyCheckInput,
  type SafetyPrescription,
  type SafetyReport,
  type SafetySupplement,
} from '@regimen/domain';
import { sql, type CommonQueryMethods, type IdentifierSqlToken } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent } from '../events.ts';
import { defineProjection, physicalName, REBUILD_SUFFIX, statement } from '../projection.ts';
import { occurredAt, ownerOf } from './row-guards.ts';

/**
 * The dashboard's Interactions count: the number of negative findings of the safety checker over
 * the user's active supplements and prescriptions, kept current as they change.
 *
 * `safety_regimen` is this projection's own copy of what the checker reads, one JSON document per
 * user (supplements and prescriptions keyed by id): a projection reads only tables it writes, at
 * its own checkpoint. After each batch's statements, `afterBatch` runs the checker for the users
 * the batch touched and writes `safety_summary`, in the same transaction.
 *
 * The findings depend on the knowledge base too, so the projection's version carries the
 * knowledge base's (a date): a new knowledge base rebuilds the counts by replay.
 *
 * `safety_findings` keeps each user's current findings with their knowledge version, and the
 * findings the user last saw under an earlier version (`previous_*`). A rebuild's shadow row takes
 * its `previous_*` from the live row as the rebuild first meets the user: the live row's current
 * findings when its version is older, else its own `previous_*` (a rebuild under the same version
 * changes nothing). So the "what changed" notice (`safetyChangeNotice`) compares the new version's
 * findings with the old, and stays the same notice across restarts and rebuilds.
 */
// 2: not_checked (items the checker could not recognise); 3: the user's active health conditions
// (names only) feed the checker's condition rules; 4: safety_findings (re-evaluation by version).
const SAFETY_SCHEMA_REVISION = 4;

export interface SafetyKnowledge {
  readonly version: string;
  readonly check: (input: SafetyCheckInput) => Pick<SafetyReport, 'findings' | 'unchecked'>;
}

const currentKnowledge: SafetyKnowledge = { version: KNOWLEDGE_VERSION, check: checkSafety };

const projectionVersion = (knowledgeVersion: string): number => Number(knowledgeVersion.replaceAll('-', '')) * 100 + SAFETY_SCHEMA_REVISION;

const supplementFields = (data: {
  name: string;
  brand: string | null;
  type: string;
  dosage: string;
  frequency: string;
  ingredients: readonly string[] | null;
  isActive: boolean;
}) => ({
  name: data.name,
  brand: data.brand,
  type: data.type,
  dosage: data.dosage,
  frequency: data.frequency,
  ingredients: data.ingredients,
  isActive: data.isActive,
});

const Regimen = z.object({
  user_id: z.string(),
  supplements: z.record(z.string(), z.record(z.string(), z.unknown())),
  prescriptions: z.record(z.string(), z.record(z.string(), z.unknown())),
  conditions: z.record(z.string(), z.object({ name: z.string(), isActive: z.boolean() })),
});

/** The users whose regimen a batch changed, each with when their last change in it happened. */
const touchedUsers = (events: readonly AnyProjectedEvent[]): Map<string, string> => {
  const users = new Map<string, string>();
  for (const event of events) {
    const user = ownerOf(event);
    const at = occurredAt(event);
    const seen = users.get(user);
    if (seen === undefined || at > seen) users.set(user, at);
  }
  return users;
};

/** The safety projection under a knowledge base; tests pass two to simulate a version bump. */
export const safetyProjectionFor = (knowledge: SafetyKnowledge) => defineProjection({
  name: 'safety',
  version: projectionVersion(knowledge.version),
  tables: ['safety_regimen', 'safety_summary', 'safety_findings'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.safety_regimen} (
        user_id uuid primary key,
        supplements jsonb not null default '{}',
        prescriptions jsonb not null default '{}',
        conditions jsonb not null default '{}'
      )`,
    statement`
      create table if not exists ${t.safety_summary} (
        user_id uuid primary key,
        interactions integer not null,
        not_checked text[] not null default '{}',
        updated_at timestamptz not null
      )`,
    statement`
      create table if not exists ${t.safety_findings} (
        user_id uuid primary key,
        knowledge_version text not null,
        findings jsonb not null,
        previous_version text,
        previous_findings jsonb
      )`,
  ],
  handlers: {
    SupplementAdded: (event, t) => [
      statement`
        insert into ${t.safety_regimen} (user_id, supplements) values (${ownerOf(event)}, jsonb_build_object(${event.data.supplementId}::text, ${sql.jsonb(supplementFields(event.data))}))
        on conflict (user_id) do update set supplements = ${t.safety_regimen}.supplements || excluded.supplements`,
    ],
    SupplementUpdated: (event, t) => {
      const { name, brand, type, dosage, frequency, ingredients } = event.data.changes;
      const changes = Object.fromEntries(Object.entries({ name, brand, type, dosage, frequency, ingredients }).filter(([, value]) => value !== undefined));
      return [
        statement`
          update ${t.safety_regimen} set supplements = jsonb_set(supplements, array[${event.data.supplementId}::text], supplements -> ${event.data.supplementId}::text || ${sql.jsonb(changes)})
          where user_id = ${ownerOf(event)} and supplements ? ${event.data.supplementId}::text`,
      ];
    },
    SupplementActivated: (event, t) => [setSupplementActive(t.safety_regimen, event, true)],
    SupplementDeactivated: (event, t) => [setSupplementActive(t.safety_regimen, event, false)],
    SupplementRemoved: (event, t) => [
      statement`update ${t.safety_regimen} set supplements = supplements - ${event.data.supplementId}::text where user_id = ${ownerOf(event)}`,
    ],
    PrescriptionAdded: (event, t) => {
      const d = event.data;
      const fields = { medicationName: d.medicationName, brand: d.brand, dosage: d.dosage, isActive: d.isActive };
      return [
        statement`
          insert into ${t.safety_regimen} (user_id, prescriptions) values (${ownerOf(event)}, jsonb_build_object(${d.prescriptionId}::text, ${sql.jsonb(fields)}))
          on conflict (user_id) do update set prescriptions = ${t.safety_regimen}.prescriptions || excluded.prescriptions`,
      ];
    },
    PrescriptionRemoved: (event, t) => [
      statement`update ${t.safety_regimen} set prescriptions = prescriptions - ${event.data.prescriptionId}::text where user_id = ${ownerOf(event)}`,
    ],
    HealthConditionAdded: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.safety_regimen} (user_id, conditions) values (${ownerOf(event)}, jsonb_build_object(${d.conditionId}::text, ${sql.jsonb({ name: d.name, isActive: d.isActive })}))
          on conflict (user_id) do update set conditions = ${t.safety_regimen}.conditions || excluded.conditions`,
      ];
    },
    HealthConditionUpdated: (event, t) => {
      const { name, isActive } = event.data.changes;
      const changes = Object.fromEntries(Object.entries({ name, isActive }).filter(([, value]) => value !== undefined));
      return [
        statement`
          update ${t.safety_regimen} set conditions = jsonb_set(conditions, array[${event.data.conditionId}::text], conditions -> ${event.data.conditionId}::text || ${sql.jsonb(changes)})
          where user_id = ${ownerOf(event)} and conditions ? ${event.data.conditionId}::text`,
      ];
    },
    HealthConditionRemoved: (event, t) => [
      statement`update ${t.safety_regimen} set conditions = conditions - ${event.data.conditionId}::text where user_id = ${ownerOf(event)}`,
    ],
    AccountDeleted: (event, t) => [
      statement`delete from ${t.safety_regimen} where user_id = ${ownerOf(event)}`,
      statement`delete from ${t.safety_summary} where user_id = ${ownerOf(event)}`,
      statement`delete from ${t.safety_findings} where user_id = ${ownerOf(event)}`,
    ],
  },
  erase: (userId, t) => [
    statement`delete from ${t.safety_regimen} where user_id = ${userId}`,
    statement`delete from ${t.safety_summary} where user_id = ${userId}`,
    statement`delete from ${t.safety_findings} where user_id = ${userId}`,
  ],
  afterBatch: async (db, events, t) => {
    const users = touchedUsers(events);
    if (users.size === 0) return;
    const regimens = await db.any(sql.type(Regimen)`
      select user_id, supplements, prescriptions, conditions from ${t.safety_regimen} where user_id = any(${sql.array([...users.keys()], 'uuid')})`);
    if (regimens.length === 0) return;
    const reports = regimens.map((regimen) => {
      const supplements = Object.entries(regimen.supplements).map(([id, fields]) => ({ id, ...fields }) as SafetySupplement);
      const prescriptions = Object.entries(regimen.prescriptions).map(([id, fields]) => ({ id, ...fields }) as SafetyPrescription);
      const conditions = Object.values(regimen.conditions).flatMap((condition) => (condition.isActive ? [condition.name] : []));
      return knowledge.check({ supplements, prescriptions, conditions });
    });
    const counts = reports.map((report) => negativeFindingCount(report.findings));
    // One text per user (names joined by a newline): unnest cannot take a ragged text[][].
    const notChecked = reports.map((report) => report.unchecked.map((item) => item.name.replaceAll('\n', ' ')).join('\n'));
    // updated_at is the user's last change, never the clock: a rebuild must reproduce the rows exactly.
    await db.query(statement`
      insert into ${t.safety_summary} (user_id, interactions, not_checked, updated_at)
      select user_id, interactions, case when not_checked = '' then '{}'::text[] else string_to_array(not_checked, E'\n') end, updated_at
      from unnest(
        ${sql.array(regimens.map((regimen) => regimen.user_id), 'uuid')},
        ${sql.array(counts, 'int4')},
        ${sql.array(notChecked, 'text')},
        ${sql.array(regimens.map((regimen) => users.get(regimen.user_id) ?? ''), 'timestamptz')}
      ) as s(user_id, interactions, not_checked, updated_at)
      on conflict (user_id) do update set interactions = excluded.interactions, not_checked = excluded.not_checked, updated_at = excluded.updated_at`);
    await writeFindings(db, t.safety_findings, knowledge.version, regimens.map((regimen) => regimen.user_id), reports);
  },
});

export const safetyProjection = safetyProjectionFor(currentKnowledge);

/**
 * Current findings per user; `previous_*` is set once, when the row is first written (see above).
 * In a rebuild the live table is the previous knowledge version's read model: reading it is how
 * the rebuild learns what the user saw before (it is this projection's own table).
 */
async function writeFindings(
  db: CommonQueryMethods,
  table: IdentifierSqlToken,
  version: string,
  users: readonly string[],
  reports: readonly Pick<SafetyReport, 'findings'>[],
): Promise<void> {
  const name = physicalName(table);
  const liveName = name.endsWith(REBUILD_SUFFIX) ? name.slice(0, -REBUILD_SUFFIX.length) : name;
  const liveExists = liveName !== name && (await db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`select to_regclass(${liveName}) is not null as exists`));
  const live = sql.identifier([liveName]);
  const previous = liveExists
    ? sql.fragment`
        left join ${live} l on l.user_id = s.user_id`
    : sql.fragment`
        left join (select null::uuid as user_id, null::text as knowledge_version, null::jsonb as findings, null::text as previous_version, null::jsonb as previous_findings) l on false`;
  await db.query(statement`
    insert into ${table} (user_id, knowledge_version, findings, previous_version, previous_findings)
    select s.user_id, ${version}, s.findings::jsonb,
      case when l.knowledge_version < ${version} then l.knowledge_version else l.previous_version end,
      case when l.knowledge_version < ${version} then l.findings else l.previous_findings end
    from unnest(${sql.array([...users], 'uuid')}, ${sql.array(reports.map((report) => JSON.stringify(report.findings)), 'text')}) as s(user_id, findings)
    ${previous}
    on conflict (user_id) do update set
      previous_version = case when ${table}.knowledge_version < excluded.knowledge_version then ${table}.knowledge_version else ${table}.previous_version end,
      previous_findings = case when ${table}.knowledge_version < excluded.knowledge_version then ${table}.findings else ${table}.previous_findings end,
      knowledge_version = excluded.knowledge_version,
      findings = excluded.findings`);
}

function setSupplementActive(table: IdentifierSqlToken, event: AnyProjectedEvent & { data: { supplementId: string } }, active: boolean) {
  return statement`
    update ${table} set supplements = jsonb_set(supplements, array[${event.data.supplementId}::text, 'isActive'], ${sql.jsonb(active)})
    where user_id = ${ownerOf(event)} and supplements ? ${event.data.supplementId}::text`;
}
