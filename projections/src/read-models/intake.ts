import { sql } from 'slonik';
import type { EventType, ProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement, type SqlQuery, type Tables } from '../projection.ts';
import { guardedUpdate, occurredAt, ownerOf } from './row-guards.ts';

type IntakeTables = Tables<'supplement_takes' | 'adherence_daily' | 'recent_activity'>;

/**
 * Recounts the UTC days a take's change touched: the day it is taken now and the day it was
 * taken before its last change. Counting from the takes table makes any replay harmless.
 */
const recountDays = (t: IntakeTables, takeId: string): SqlQuery => statement`
  insert into ${t.adherence_daily} (user_id, day, taken_count)
  select take.user_id, touched.day, (
    select count(*) from ${t.supplement_takes} other
    where other.user_id = take.user_id
      and other.taken_at >= touched.day::timestamp at time zone 'UTC'
      and other.taken_at < (touched.day + 1)::timestamp at time zone 'UTC')
  from ${t.supplement_takes} take
  cross join lateral (
    select distinct v.day from (values
      ((take.taken_at at time zone 'UTC')::date),
      ((take.previous_taken_at at time zone 'UTC')::date)) v (day)
    where v.day is not null) touched
  where take.id = ${takeId}
  on conflict (user_id, day) do update set taken_count = excluded.taken_count`;

/**
 * A 'supplement_taken' activity for the take, only when the take row is at this very event (a
 * replayed older event must not resurrect an activity a later unmark removed).
 */
const takenActivity = (t: IntakeTables, event: ProjectedEvent<EventType>, takeId: string): SqlQuery => statement`
  insert into ${t.recent_activity} (id, user_id, type, supplement_id, supplement_name, take_id, occurred_at)
  select ${event.id}, take.user_id, 'supplement_taken', take.supplement_id, take.supplement_name, take.id, take.taken_at
  from ${t.supplement_takes} take
  where take.id = ${takeId} and take.last_event_revision = ${event.revision} and take.taken_at is not null
  on conflict (id) do nothing`;

/**
 * Takes (stream `take-<takeId>`), the per-day count of taken doses, and the activity feed. One
 * projection because the feed and the counts need the takes' current state in the same transaction.
 */
export const intakeProjection = defineProjection({
  name: 'intake',
  version: 1,
  tables: ['supplement_takes', 'adherence_daily', 'recent_activity'],
  setup: (t) => [
    statement`
      create table if not exists ${t.supplement_takes} (
        id uuid primary key,
        user_id uuid not null,
        supplement_id uuid not null,
        supplement_name text not null,
        planned_at timestamptz not null,
        taken_at timestamptz,
        previous_taken_at timestamptz,
        dosage text,
        notes text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
    statement`create index if not exists ${indexName(t.supplement_takes, 'user_planned_idx')} on ${t.supplement_takes} (user_id, planned_at)`,
    statement`create index if not exists ${indexName(t.supplement_takes, 'user_taken_idx')} on ${t.supplement_takes} (user_id, taken_at)`,
    statement`
      create table if not exists ${t.adherence_daily} (
        user_id uuid not null,
        day date not null,
        taken_count integer not null,
        primary key (user_id, day)
      )`,
    statement`
      create table if not exists ${t.recent_activity} (
        id uuid primary key,
        user_id uuid not null,
        type text not null check (type in ('supplement_taken', 'supplement_added')),
        supplement_id uuid not null,
        supplement_name text not null,
        take_id uuid,
        occurred_at timestamptz not null
      )`,
    statement`create index if not exists ${indexName(t.recent_activity, 'user_occurred_idx')} on ${t.recent_activity} (user_id, occurred_at desc)`,
    statement`create index if not exists ${indexName(t.recent_activity, 'take_id_idx')} on ${t.recent_activity} (take_id)`,
  ],
  handlers: {
    SupplementAdded: (event, t) => [
      statement`
        insert into ${t.recent_activity} (id, user_id, type, supplement_id, supplement_name, take_id, occurred_at)
        values (${event.id}, ${ownerOf(event)}, 'supplement_added', ${event.data.supplementId}, ${event.data.name}, null, ${occurredAt(event)})
        on conflict (id) do nothing`,
    ],
    TakeRecorded: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.supplement_takes} (id, user_id, supplement_id, supplement_name, planned_at, taken_at, dosage, notes,
            created_at, updated_at, last_event_revision)
          values (${d.takeId}, ${ownerOf(event)}, ${d.supplementId}, ${d.supplementName}, ${d.plannedAt}, ${d.takenAt},
            ${d.dosage}, ${d.notes}, ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
          on conflict (id) do nothing`,
        recountDays(t, d.takeId),
        takenActivity(t, event, d.takeId),
      ];
    },
    TakeMarked: (event, t) => [
      guardedUpdate(t.supplement_takes, event.data.takeId, event, [
        sql.fragment`previous_taken_at = taken_at`,
        sql.fragment`taken_at = ${event.data.takenAt}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
      recountDays(t, event.data.takeId),
      // A re-mark replaces the activity of the earlier mark.
      statement`
        delete from ${t.recent_activity}
        where take_id = ${event.data.takeId} and id <> ${event.id}
          and exists (select 1 from ${t.supplement_takes} where id = ${event.data.takeId} and last_event_revision = ${event.revision})`,
      takenActivity(t, event, event.data.takeId),
    ],
    TakeUnmarked: (event, t) => [
      guardedUpdate(t.supplement_takes, event.data.takeId, event, [
        sql.fragment`previous_taken_at = taken_at`,
        sql.fragment`taken_at = null`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
      recountDays(t, event.data.takeId),
      statement`
        delete from ${t.recent_activity}
        where take_id = ${event.data.takeId}
          and exists (select 1 from ${t.supplement_takes} where id = ${event.data.takeId} and last_event_revision = ${event.revision})`,
    ],
  },
});
