import { sql, type FragmentSqlToken } from 'slonik';
import type { ProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement, type SqlQuery, type Tables } from '../projection.ts';
import { occurredAt, ownerOf } from './row-guards.ts';

type IntakeTables = Tables<'supplement_takes' | 'adherence_daily' | 'recent_activity'>;

/**
 * How many of the user's takes are taken on `day` (UTC) once `take` is taken at `takenAt`
 * (null: not taken). Counted from the other takes, because within one statement the take's
 * own row still shows its state before the statement.
 */
const countOnDay = (t: IntakeTables, day: FragmentSqlToken, takenAt: string | null): FragmentSqlToken => sql.fragment`
  (select count(*) from ${t.supplement_takes} other
   where other.user_id = take.user_id and other.id <> take.id
     and other.taken_at >= ${day}::timestamp at time zone 'UTC'
     and other.taken_at < (${day} + 1)::timestamp at time zone 'UTC')
  + (case when ${takenAt}::timestamptz >= ${day}::timestamp at time zone 'UTC'
      and ${takenAt}::timestamptz < (${day} + 1)::timestamp at time zone 'UTC' then 1 else 0 end)`;

/**
 * Moves a take to `takenAt` (a time, or null for unmarked) in one statement: the guarded update,
 * the recount of the UTC days it leaves and enters, and its activity (replaced when taken,
 * removed when not). When the guard fails (a replayed or older event) `take` is empty and
 * nothing else happens either.
 */
const moveTake = (t: IntakeTables, event: ProjectedEvent<'TakeMarked' | 'TakeUnmarked'>, takenAt: string | null): SqlQuery => {
  const { takeId } = event.data;
  return statement`
    with take as (
      select id, user_id, supplement_id, supplement_name, taken_at from ${t.supplement_takes}
      where id = ${takeId} and last_event_revision < ${event.revision}
      for update
    ),
    moved as (
      update ${t.supplement_takes} target
      set taken_at = ${takenAt}, updated_at = ${occurredAt(event)}, last_event_revision = ${event.revision}
      from take where target.id = take.id
    ),
    dropped as (
      delete from ${t.recent_activity} activity using take where activity.take_id = take.id
    ),
    added as (
      insert into ${t.recent_activity} (id, user_id, type, supplement_id, supplement_name, take_id, occurred_at)
      select ${event.id}, take.user_id, 'supplement_taken', take.supplement_id, take.supplement_name, take.id, ${takenAt}
      from take where ${takenAt}::timestamptz is not null
      on conflict (id) do nothing
    )
    insert into ${t.adherence_daily} (user_id, day, taken_count)
    select take.user_id, touched.day, ${countOnDay(t, sql.fragment`touched.day`, takenAt)}
    from take
    cross join lateral (
      select distinct v.day from (values
        ((take.taken_at at time zone 'UTC')::date),
        ((${takenAt}::timestamptz at time zone 'UTC')::date)) v (day)
      where v.day is not null) touched
    on conflict (user_id, day) do update set taken_count = excluded.taken_count`;
};

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
      // One statement: a replay conflicts on the take, so `take` is empty and nothing else runs.
      return [
        statement`
          with take as (
            insert into ${t.supplement_takes} (id, user_id, supplement_id, supplement_name, planned_at, taken_at, dosage, notes,
              created_at, updated_at, last_event_revision)
            values (${d.takeId}, ${ownerOf(event)}, ${d.supplementId}, ${d.supplementName}, ${d.plannedAt}, ${d.takenAt},
              ${d.dosage}, ${d.notes}, ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
            on conflict (id) do nothing
            returning id, user_id, supplement_id, supplement_name, taken_at
          ),
          added as (
            insert into ${t.recent_activity} (id, user_id, type, supplement_id, supplement_name, take_id, occurred_at)
            select ${event.id}, take.user_id, 'supplement_taken', take.supplement_id, take.supplement_name, take.id, take.taken_at
            from take where take.taken_at is not null
            on conflict (id) do nothing
          )
          insert into ${t.adherence_daily} (user_id, day, taken_count)
          select take.user_id, (take.taken_at at time zone 'UTC')::date,
            ${countOnDay(t, sql.fragment`(take.taken_at at time zone 'UTC')::date`, d.takenAt)}
          from take where take.taken_at is not null
          on conflict (user_id, day) do update set taken_count = excluded.taken_count`,
      ];
    },
    TakeMarked: (event, t) => [moveTake(t, event, event.data.takenAt)],
    TakeUnmarked: (event, t) => [moveTake(t, event, null)],
  },
});
