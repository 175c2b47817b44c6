import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';
import { guardedUpdate, occurredAt, ownerOf } from './row-guards.ts';

const COLUMN_OF = {
  name: 'name', description: 'description', severity: 'severity', diagnosedDate: 'diagnosed_date', symptoms: 'symptoms',
  currentTreatments: 'current_treatments', notes: 'notes', isActive: 'is_active',
} as const;

/** Tag lists are stored as jsonb; everything else as its own column. */
const valueOf = (value: unknown) => (Array.isArray(value) ? sql.jsonb(value as string[]) : (value as string | boolean | null));

/** Health conditions (stream `health-condition-<id>`); a removed condition's row is deleted. */
export const healthConditionsProjection = defineProjection({
  name: 'health_conditions',
  version: 1,
  tables: ['health_conditions'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.health_conditions} (
        id uuid primary key,
        user_id uuid not null,
        name text not null,
        description text,
        severity text not null,
        diagnosed_date text,
        symptoms jsonb not null,
        current_treatments jsonb not null,
        notes text,
        is_active boolean not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
  ],
  indexes: (t) => [statement`create index if not exists ${indexName(t.health_conditions, 'user_id_idx')} on ${t.health_conditions} (user_id, created_at)`],
  handlers: {
    HealthConditionAdded: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.health_conditions} (id, user_id, name, description, severity, diagnosed_date, symptoms, current_treatments,
            notes, is_active, created_at, updated_at, last_event_revision)
          values (${d.conditionId}, ${ownerOf(event)}, ${d.name}, ${d.description}, ${d.severity}, ${d.diagnosedDate},
            ${sql.jsonb(d.symptoms)}, ${sql.jsonb(d.currentTreatments)}, ${d.notes}, ${d.isActive},
            ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
          on conflict (id) do nothing`,
      ];
    },
    HealthConditionUpdated: (event, t) => [
      guardedUpdate(t.health_conditions, event.data.conditionId, event, [
        ...Object.entries(COLUMN_OF).flatMap(([field, column]) => {
          const value = (event.data.changes as Record<string, unknown>)[field];
          return value === undefined ? [] : [sql.fragment`${sql.identifier([column])} = ${valueOf(value)}`];
        }),
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    HealthConditionRemoved: (event, t) => [
      statement`delete from ${t.health_conditions} where id = ${event.data.conditionId} and last_event_revision < ${event.revision}`,
    ],
  },
  erase: (userId, t) => [statement`delete from ${t.health_conditions} where user_id = ${userId}`],
});
