import { sql } from 'slonik';
import type { ProjectedEvent } from '../events.ts';
import { defineProjection, statement, type SqlQuery, type Tables } from '../projection.ts';
import { guardedUpdate, ownerOf } from './row-guards.ts';

type StockTables = Tables<'supplement_stock' | 'stock_takes'>;

/**
 * Deducts a take's dose once: `stock_takes` remembers, per take, the units it deducted (null while
 * it deducts none) and the take stream's revision, so a replayed or older event changes nothing.
 * Stock never goes below 0: a dose taken with too little left is still recorded, deducts what there
 * was and leaves the supplement at 0 (shown as out of stock); unmarking gives back exactly that.
 */
const deduct = (t: StockTables, event: ProjectedEvent<'TakeRecorded' | 'TakeMarked'>): SqlQuery => statement`
  with supplement as (
    select id, current_stock, units_per_dose from ${t.supplement_stock} where id = ${event.data.supplementId}
  ),
  counted as (
    insert into ${t.stock_takes} (take_id, supplement_id, units, revision)
    select ${event.data.takeId}, supplement.id,
      case when supplement.current_stock is null then 0 else least(supplement.current_stock, supplement.units_per_dose) end,
      ${event.revision}
    from supplement
    on conflict (take_id) do update set units = excluded.units, revision = excluded.revision
    where ${t.stock_takes}.units is null and ${t.stock_takes}.revision < excluded.revision
    returning supplement_id, units
  )
  update ${t.supplement_stock} stock
  set current_stock = stock.current_stock - counted.units
  from counted where stock.id = counted.supplement_id and stock.current_stock is not null`;

const restore = (t: StockTables, event: ProjectedEvent<'TakeUnmarked'>): SqlQuery => statement`
  with counted as (
    select take_id, supplement_id, units from ${t.stock_takes}
    where take_id = ${event.data.takeId} and units is not null and revision < ${event.revision}
    for update
  ),
  restored as (
    update ${t.stock_takes} target set units = null, revision = ${event.revision}
    from counted where target.take_id = counted.take_id
    returning counted.supplement_id, counted.units
  )
  update ${t.supplement_stock} stock
  set current_stock = stock.current_stock + restored.units
  from restored where stock.id = restored.supplement_id and stock.current_stock is not null`;

// A take recorded as not taken still claims its revision, so a later replay of it cannot deduct.
const notTaken = (t: StockTables, event: ProjectedEvent<'TakeRecorded'>): SqlQuery => statement`
  insert into ${t.stock_takes} (take_id, supplement_id, units, revision)
  values (${event.data.takeId}, ${event.data.supplementId}, null, ${event.revision})
  on conflict (take_id) do nothing`;

/**
 * Current stock that follows real use (issue 13): the supplement's stock as last set (added,
 * edited, restocked) minus the units of every dose taken since, plus any unmarked. Its own read
 * model, not a column the `supplements` projection keeps, because it folds two kinds of streams
 * (`supplements-<userId>` and `take-<takeId>`) in global order, which the supplements projection's
 * set-based batch path (one row op per supplement) cannot interleave. Reads take `current_stock`
 * from here (read-api/src/routes/supplements.ts).
 */
export const stockProjection = defineProjection({
  name: 'stock',
  version: 1,
  tables: ['supplement_stock', 'stock_takes'],
  setup: (t) => [
    statement`
      create table if not exists ${t.supplement_stock} (
        id uuid primary key,
        user_id uuid not null,
        current_stock integer,
        units_per_dose integer not null,
        last_event_revision bigint not null
      )`,
    statement`
      create table if not exists ${t.stock_takes} (
        take_id uuid primary key,
        supplement_id uuid not null,
        units integer,
        revision bigint not null
      )`,
  ],
  handlers: {
    SupplementAdded: (event, t) => [
      statement`
        insert into ${t.supplement_stock} (id, user_id, current_stock, units_per_dose, last_event_revision)
        values (${event.data.supplementId}, ${ownerOf(event)}, ${event.data.currentStock}, ${event.data.unitsPerDose}, ${event.revision})
        on conflict (id) do nothing`,
    ],
    SupplementUpdated: (event, t) =>
      event.data.changes.unitsPerDose === undefined
        ? []
        : [guardedUpdate(t.supplement_stock, event.data.supplementId, event, [sql.fragment`units_per_dose = ${event.data.changes.unitsPerDose}`])],
    SupplementStockAdjusted: (event, t) => [
      guardedUpdate(t.supplement_stock, event.data.supplementId, event, [sql.fragment`current_stock = ${event.data.currentStock}`]),
    ],
    SupplementRestocked: (event, t) => [
      guardedUpdate(t.supplement_stock, event.data.supplementId, event, [sql.fragment`current_stock = coalesce(current_stock, 0) + ${event.data.units}`]),
    ],
    SupplementRemoved: (event, t) => [statement`delete from ${t.supplement_stock} where id = ${event.data.supplementId}`],
    TakeRecorded: (event, t) => [event.data.takenAt === null ? notTaken(t, event) : deduct(t, event)],
    TakeMarked: (event, t) => [deduct(t, event)],
    TakeUnmarked: (event, t) => [restore(t, event)],
  },
});
