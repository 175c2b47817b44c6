import { sql } from 'slonik';
import type { AnyProjectedEvent } from '../events.ts';
import { statement, type SqlQuery, type Tables } from '../projection.ts';
import { occurredAt, ownerOf } from './row-guards.ts';

export type IntakeTables = Tables<'supplement_takes' | 'recent_activity'>;

/**
 * The set-based path of the intake projection: a batch's events in at most two statements, with
 * exactly the effect of its per-event handlers (intake.ts). set-based.int.test.ts keeps the two
 * equal, table for table and row for row, on generated event mixes with replays.
 *
 * The batch's take events are prepared for one statement. What happens to a take depends on one
 * thing the batch does not know: whether its row exists already. So each take comes with both:
 *
 * - `created`: its final state if the row did not exist, decided here. The row is then created
 *   by the take's first TakeRecorded in the batch (later ones do nothing, and so do moves before
 *   it); a move after it applies when its revision is above the row's so far. Null when the batch
 *   has no TakeRecorded for the take.
 * - `moves`: every TakeMarked/TakeUnmarked, in batch order, with the highest revision among the
 *   take's earlier moves. If the row existed, the statement applies a move when its revision is
 *   above both the stored one and that (an earlier move that did not apply is at or below the
 *   row's revision anyway, so counting it changes nothing), and TakeRecorded does nothing.
 */
interface TakeCreated {
  readonly take_id: string;
  readonly user_id: string;
  readonly supplement_id: string;
  readonly supplement_name: string;
  readonly planned_at: string;
  readonly dosage: string | null;
  readonly notes: string | null;
  readonly created_at: string;
  readonly taken_at: string | null;
  readonly updated_at: string;
  readonly rev: string;
  /** The take's activity item after the batch (its last applying move's, else its TakeRecorded's); none when not taken. */
  readonly activity_id: string;
  readonly activity_at: string | null;
}

interface TakeMove {
  readonly ord: number;
  readonly take_id: string;
  readonly event_id: string;
  readonly rev: string;
  readonly x: string | null;
  readonly occurred_at: string;
  readonly prev_max: string;
}

interface TakePlan {
  readonly takes: string[];
  readonly created: TakeCreated[];
  readonly moves: TakeMove[];
}

const planTakes = (events: readonly AnyProjectedEvent[]): TakePlan => {
  const takes = new Map<string, { created?: { -readonly [K in keyof TakeCreated]: TakeCreated[K] }; highest?: bigint; createdRevision?: bigint }>();
  const moves: TakeMove[] = [];
  events.forEach((event, ord) => {
    if (event.type !== 'TakeRecorded' && event.type !== 'TakeMarked' && event.type !== 'TakeUnmarked') return;
    const takeId = event.data.takeId;
    let take = takes.get(takeId);
    if (!take) takes.set(takeId, (take = {}));
    const at = occurredAt(event);
    if (event.type === 'TakeRecorded') {
      if (take.created) return;
      const d = event.data;
      take.createdRevision = event.revision;
      take.created = {
        take_id: takeId, user_id: ownerOf(event), supplement_id: d.supplementId, supplement_name: d.supplementName, planned_at: d.plannedAt,
        dosage: d.dosage, notes: d.notes, created_at: at, taken_at: d.takenAt, updated_at: at, rev: String(event.revision),
        activity_id: event.id, activity_at: d.takenAt,
      };
      return;
    }
    const x = event.type === 'TakeMarked' ? event.data.takenAt : null;
    moves.push({ ord, take_id: takeId, event_id: event.id, rev: String(event.revision), x, occurred_at: at, prev_max: String(take.highest ?? -1n) });
    if (take.highest === undefined || event.revision > take.highest) take.highest = event.revision;
    const created = take.created;
    if (created && take.createdRevision !== undefined && event.revision > take.createdRevision) {
      take.createdRevision = event.revision;
      created.taken_at = x;
      created.updated_at = at;
      created.rev = String(event.revision);
      created.activity_id = event.id;
      created.activity_at = x;
    }
  });
  return {
    takes: [...takes.keys()],
    created: [...takes.values()].flatMap((take) => (take.created ? [take.created] : [])),
    moves,
  };
};

/**
 * Every take event of a batch in one statement, reading the tables as they were before it: the
 * takes that existed (`pre`) get their applying moves (`old`: one row per take, its last applying
 * move), the others their `created` state (`new`); then the take rows and the activity (a take's
 * last applying move replaces its items).
 *
 * Values travel as typed arrays (`unnest`), which PostgreSQL reads several times faster than the
 * same rows as JSON; looking a take up goes through its primary key one id at a time (`limit 1`
 * keeps the planner from scanning the whole table for a few thousand ids).
 */
const takeBatch = (t: IntakeTables, plan: TakePlan): SqlQuery => {
  const c = plan.created;
  const m = plan.moves;
  return statement`
  with created as (
    select * from ${sql.unnest(
      c.map((r) => [r.take_id, r.user_id, r.supplement_id, r.supplement_name, r.planned_at, r.dosage, r.notes, r.created_at, r.taken_at, r.updated_at, r.rev, r.activity_id, r.activity_at]),
      ['uuid', 'uuid', 'uuid', 'text', 'timestamptz', 'text', 'text', 'timestamptz', 'timestamptz', 'timestamptz', 'int8', 'uuid', 'timestamptz'],
    )} as c(take_id, user_id, supplement_id, supplement_name, planned_at, dosage, notes, created_at, taken_at, updated_at, rev, activity_id, activity_at)
  ),
  moves as (
    select * from ${sql.unnest(
      m.map((r) => [r.ord, r.take_id, r.event_id, r.rev, r.x, r.occurred_at, r.prev_max]),
      ['int4', 'uuid', 'uuid', 'int8', 'timestamptz', 'timestamptz', 'int8'],
    )} as m(ord, take_id, event_id, rev, x, occurred_at, prev_max)
  ),
  pre as (
    select t.id, t.user_id, t.supplement_id, t.supplement_name, t.taken_at, t.last_event_revision as rev
    from unnest(${sql.array(plan.takes, 'uuid')}) as k(id)
    cross join lateral (select * from ${t.supplement_takes} t where t.id = k.id limit 1) t
  ),
  applying as (
    select m.*, pre.user_id, pre.supplement_id, pre.supplement_name
    from moves m join pre on pre.id = m.take_id
    where m.rev > greatest(pre.rev, m.prev_max)
  ),
  old as (
    select distinct on (take_id) take_id as id, user_id, supplement_id, supplement_name, x as taken_at, occurred_at as updated_at,
      rev, event_id as activity_id, x as activity_at
    from applying order by take_id, ord desc
  ),
  new as (
    select c.* from created c left join pre on pre.id = c.take_id where pre.id is null
  ),
  inserted as (
    insert into ${t.supplement_takes} (id, user_id, supplement_id, supplement_name, planned_at, taken_at, dosage, notes,
      created_at, updated_at, last_event_revision)
    select take_id, user_id, supplement_id, supplement_name, planned_at, taken_at, dosage, notes, created_at, updated_at, rev from new
    on conflict (id) do nothing
  ),
  moved as (
    update ${t.supplement_takes} target set taken_at = old.taken_at, updated_at = old.updated_at, last_event_revision = old.rev
    from old where target.id = old.id
  ),
  dropped as (
    delete from ${t.recent_activity} activity where activity.take_id = any(array(select id from old))
  )
  insert into ${t.recent_activity} (id, user_id, type, supplement_id, supplement_name, take_id, occurred_at)
  select activity_id, user_id, 'supplement_taken', supplement_id, supplement_name, id, activity_at from old where activity_at is not null
  union all
  select activity_id, user_id, 'supplement_taken', supplement_id, supplement_name, take_id, activity_at from new where activity_at is not null
  on conflict (id) do nothing`;
};

/** The batch's SupplementAdded activity items in one insert (each item is keyed by its event id). */
const addedActivity = (t: IntakeTables, events: readonly AnyProjectedEvent[]): SqlQuery[] => {
  const rows = events.flatMap((event) =>
    event.type === 'SupplementAdded'
      ? [{ id: event.id, user_id: ownerOf(event), supplement_id: event.data.supplementId, supplement_name: event.data.name, occurred_at: occurredAt(event) }]
      : [],
  );
  if (rows.length === 0) return [];
  return [
    statement`
      insert into ${t.recent_activity} (id, user_id, type, supplement_id, supplement_name, take_id, occurred_at)
      select id, user_id, 'supplement_added', supplement_id, supplement_name, null, occurred_at
      from jsonb_to_recordset(${sql.jsonb(rows)}) as r(id uuid, user_id uuid, supplement_id uuid, supplement_name text, occurred_at timestamptz)
      on conflict (id) do nothing`,
  ];
};

/** A batch of the intake projection's events as set-based statements. */
export const intakeBatch = (events: readonly AnyProjectedEvent[], t: IntakeTables): SqlQuery[] => {
  const plan = planTakes(events);
  return [...addedActivity(t, events), ...(plan.takes.length > 0 ? [takeBatch(t, plan)] : [])];
};
