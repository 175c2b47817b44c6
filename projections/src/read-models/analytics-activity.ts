import { sql, type IdentifierSqlToken } from 'slonik';
import type { AnyProjectedEvent } from '../events.ts';
import { statement, type SqlQuery } from '../projection.ts';

/** Events that count as a user recording something (an active day), with the doses each logs. */
const dosesLogged = {
  SupplementAdded: 0,
  SupplementUpdated: 0,
  SupplementNotesUpdated: 0,
  SupplementStockAdjusted: 0,
  SupplementActivated: 0,
  SupplementDeactivated: 0,
  SupplementRemoved: 0,
  SupplementRestocked: 0,
  TakeRecorded: 0,
  TakeMarked: 1,
  TakeUnmarked: -1,
  CourseStarted: 0,
  CoursePaused: 0,
  CourseResumed: 0,
  CourseCompleted: 0,
  CourseCancelled: 0,
  PrescriptionAdded: 0,
  PrescriptionUpdated: 0,
  PrescriptionNotesUpdated: 0,
  PrescriptionRemoved: 0,
  HealthConditionAdded: 0,
  HealthConditionUpdated: 0,
  HealthConditionRemoved: 0,
} as const;

export type ActivityEventType = keyof typeof dosesLogged;

export const activityEventTypes = Object.keys(dosesLogged) as ActivityEventType[];

const isActivity = (type: string): type is ActivityEventType => Object.hasOwn(dosesLogged, type);

/** The doses an event logs: a take recorded as taken or marked taken counts one, an unmark takes one back. */
const dosesOf = (event: AnyProjectedEvent): number => {
  if (event.type === 'TakeRecorded') return event.data.takenAt === null ? 0 : 1;
  return isActivity(event.type) ? dosesLogged[event.type] : 0;
};

/** UTC day of when the event happened. */
const utcDay = (occurredAt: string): string => new Date(occurredAt).toISOString().slice(0, 10);

export interface ActivityTables {
  /** Private: one row per user and UTC day they recorded anything (for distinct counts and adherence). */
  readonly userDays: IdentifierSqlToken;
  /** Public aggregate: per UTC day, distinct active users and doses logged. */
  readonly daily: IdentifierSqlToken;
}

/**
 * Active users and doses per day, set-based: one statement per batch. Each (user, day) row keeps
 * the checkpoint of the last event applied to it, and an event applies only when it is past that
 * (the worker reads in checkpoint order, so this is exactly "not applied yet"). The day's counters
 * move by what applied in the same statement: a new (user, day) row adds an active user, and the
 * doses of the applying events add up; so a replayed event changes nothing. Events an admin
 * caused (`actorId`) are not the user's activity.
 */
export const activityStatements = (events: readonly AnyProjectedEvent[], t: ActivityTables): SqlQuery[] => {
  const rows = events.flatMap((event) => {
    const { userId, actorId } = event.metadata;
    if (!isActivity(event.type) || userId === null || actorId) return [];
    return [{
      user_id: userId,
      day: utcDay(event.metadata.occurredAt),
      tx: String(event.checkpoint.tx),
      pos: String(event.checkpoint.position),
      doses: dosesOf(event),
    }];
  });
  if (rows.length === 0) return [];
  return [statement`
    with b as (
      select * from jsonb_to_recordset(${sql.jsonb(rows)}) as b(user_id uuid, day date, tx int8, pos int8, doses int)
    ),
    fresh as (
      select b.* from b left join ${t.userDays} u on u.user_id = b.user_id and u.day = b.day
      where u.user_id is null or (b.tx, b.pos) > (u.last_tx, u.last_position)
    ),
    agg as (
      select user_id, day, sum(doses)::int as doses,
        (array_agg(tx order by tx desc, pos desc))[1] as tx, (array_agg(pos order by tx desc, pos desc))[1] as pos
      from fresh group by user_id, day
    ),
    upserted as (
      insert into ${t.userDays} as u (user_id, day, doses, last_tx, last_position)
      select user_id, day, doses, tx, pos from agg
      on conflict (user_id, day) do update set doses = u.doses + excluded.doses, last_tx = excluded.last_tx, last_position = excluded.last_position
      returning user_id, day, (xmax = 0) as inserted
    ),
    per_day as (
      select a.day, (count(*) filter (where up.inserted))::int as users, sum(a.doses)::int as doses
      from agg a join upserted up on up.user_id = a.user_id and up.day = a.day group by a.day
    )
    insert into ${t.daily} as d (day, active_users, doses_logged)
    select day, users, doses from per_day
    on conflict (day) do update set active_users = d.active_users + excluded.active_users, doses_logged = d.doses_logged + excluded.doses_logged`];
};
