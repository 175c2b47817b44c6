import { defineProjection, indexName, statement } from '../projection.ts';
import { occurredAt, ownerOf } from './row-guards.ts';

/**
 * The recorded side of adherence history: each dose slot the scheduler recorded missed
 * (DoseMissed, one per user, supplement and slot). Together with `supplement_takes` it is the
 * per-day history of past days; the read API groups both by local day in the reader's zone (a
 * stored per-day row would belong to one zone). Keyed by the slot, so a replay changes nothing.
 */
export const adherenceProjection = defineProjection({
  name: 'adherence',
  version: 1,
  tables: ['missed_doses'],
  setup: (t) => [
    statement`
      create table if not exists ${t.missed_doses} (
        user_id uuid not null,
        supplement_id uuid not null,
        planned_at timestamptz not null,
        recorded_at timestamptz not null,
        primary key (user_id, planned_at, supplement_id)
      )`,
  ],
  indexes: (t) => [statement`create index if not exists ${indexName(t.missed_doses, 'supplement_idx')} on ${t.missed_doses} (supplement_id)`],
  handlers: {
    DoseMissed: (event, t) => [
      statement`
        insert into ${t.missed_doses} (user_id, supplement_id, planned_at, recorded_at)
        values (${ownerOf(event)}, ${event.data.supplementId}, ${event.data.plannedAt}, ${occurredAt(event)})
        on conflict do nothing`,
    ],
  },
  erase: (userId, t) => [statement`delete from ${t.missed_doses} where user_id = ${userId}`],
});
