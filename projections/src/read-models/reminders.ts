import { DEFAULT_LOW_STOCK_THRESHOLD } from '@regimen/domain/rules/low-stock';
import { doseReminderKey, lowStockKey } from '@regimen/domain/reminder/notices-to-issue';
import { defineProjection, indexName, statement } from '../projection.ts';
import { occurredAt, ownerOf } from './row-guards.ts';

/**
 * What the scheduler issued (`issued_notices`: dose reminders per slot and attempt, low-stock
 * notices per crossing), which the bell shows and the scheduler does not issue again; and each
 * supplement's stock generation (`stock_generations`): the cabinet revision of the last stock
 * change (addition, setting, refill) that left the stock as set above its threshold. A refill back
 * above the threshold starts a new generation, so the next crossing gets one new notice; a change
 * that stays low keeps it. The stock as set is what the events carry: doses taken since are not
 * counted here (they live in other streams), so a refill that leaves the counted stock still low
 * but the stock as set above the threshold starts a generation too.
 * Issued rows are keyed by (user, key) and generations guarded by the cabinet revision, so a
 * replay changes nothing.
 */
export const remindersProjection = defineProjection({
  name: 'reminders',
  version: 1,
  tables: ['issued_notices', 'stock_generations'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.issued_notices} (
        user_id uuid not null,
        key text not null check (length(key) <= 200),
        kind text not null check (kind in ('dose-reminder', 'low-stock')),
        supplement_id uuid not null,
        planned_at timestamptz,
        attempt integer,
        generation bigint,
        issued_at timestamptz not null,
        primary key (user_id, key)
      )`,
    statement`
      create table if not exists ${t.stock_generations} (
        supplement_id uuid primary key,
        user_id uuid not null,
        low_stock_threshold integer,
        generation bigint not null,
        last_event_revision bigint not null
      )`,
  ],
  indexes: (t) => [
    statement`create index if not exists ${indexName(t.issued_notices, 'planned_idx')} on ${t.issued_notices} (user_id, planned_at)`,
    statement`create index if not exists ${indexName(t.stock_generations, 'user_idx')} on ${t.stock_generations} (user_id)`,
  ],
  handlers: {
    DoseReminderIssued: (event, t) => [
      statement`
        insert into ${t.issued_notices} (user_id, key, kind, supplement_id, planned_at, attempt, issued_at)
        values (${ownerOf(event)}, ${doseReminderKey(event.data.supplementId, event.data.plannedAt, event.data.attempt)}, 'dose-reminder',
          ${event.data.supplementId}, ${event.data.plannedAt}, ${event.data.attempt}, ${occurredAt(event)})
        on conflict do nothing`,
    ],
    LowStockNoticeIssued: (event, t) => [
      statement`
        insert into ${t.issued_notices} (user_id, key, kind, supplement_id, generation, issued_at)
        values (${ownerOf(event)}, ${lowStockKey(event.data.supplementId, event.data.generation)}, 'low-stock',
          ${event.data.supplementId}, ${event.data.generation}, ${occurredAt(event)})
        on conflict do nothing`,
    ],
    SupplementAdded: (event, t) => [
      statement`
        insert into ${t.stock_generations} (supplement_id, user_id, low_stock_threshold, generation, last_event_revision)
        values (${event.data.supplementId}, ${ownerOf(event)}, ${event.data.lowStockThreshold}, ${event.revision}, ${event.revision})
        on conflict do nothing`,
    ],
    SupplementStockAdjusted: (event, t) => [
      statement`
        update ${t.stock_generations} set
          low_stock_threshold = ${event.data.lowStockThreshold},
          generation = case when ${event.data.currentStock}::integer > ${event.data.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD}::integer
            then ${event.revision} else generation end,
          last_event_revision = ${event.revision}
        where supplement_id = ${event.data.supplementId} and last_event_revision < ${event.revision}`,
    ],
    SupplementRestocked: (event, t) => [
      statement`
        update ${t.stock_generations} set
          generation = case when ${event.data.currentStock}::integer > coalesce(low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD}::integer)
            then ${event.revision} else generation end,
          last_event_revision = ${event.revision}
        where supplement_id = ${event.data.supplementId} and last_event_revision < ${event.revision}`,
    ],
    SupplementRemoved: (event, t) => [statement`delete from ${t.stock_generations} where supplement_id = ${event.data.supplementId}`],
  },
  erase: (userId, t) => [
    statement`delete from ${t.issued_notices} where user_id = ${userId}`,
    statement`delete from ${t.stock_generations} where user_id = ${userId}`,
  ],
});
