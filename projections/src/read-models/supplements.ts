import type { AnyProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement, type SqlQuery, type Tables } from '../projection.ts';
import { occurredAt, ownerOf } from './row-guards.ts';
import { rowStatements, type RowOp } from './set-based.ts';

type SupplementTables = Tables<'supplements'>;

/**
 * What each event does to its `supplements` row: the one field mapping of this read model. The
 * per-event handlers and the set-based batch path are both made from it (rowStatements), so they
 * cannot drift apart; set-based.int.test.ts checks the batching itself.
 */
const supplementOp = (event: AnyProjectedEvent): RowOp[] => {
  const at = occurredAt(event);
  switch (event.type) {
    case 'SupplementAdded': {
      const d = event.data;
      return [{
        kind: 'insert',
        id: d.supplementId,
        revision: event.revision,
        row: {
          user_id: ownerOf(event), name: d.name, brand: d.brand, type: d.type, dosage: d.dosage, frequency: d.frequency, timing: d.timing,
          current_stock: d.currentStock, low_stock_threshold: d.lowStockThreshold, is_active: d.isActive, fasting_safe: d.fastingSafe,
          next_due_time: d.nextDueTime, image_url: d.imageUrl, notes: d.notes, ingredients: d.ingredients, units_per_dose: d.unitsPerDose,
          dose_times: d.doseTimes,
          stock_set_at: at, created_at: at, updated_at: at,
        },
      }];
    }
    case 'SupplementUpdated': {
      const c = event.data.changes;
      const changes: Record<string, unknown> = {};
      if (c.name !== undefined) changes.name = c.name;
      if (c.brand !== undefined) changes.brand = c.brand;
      if (c.type !== undefined) changes.type = c.type;
      if (c.dosage !== undefined) changes.dosage = c.dosage;
      if (c.frequency !== undefined) changes.frequency = c.frequency;
      if (c.timing !== undefined) changes.timing = c.timing;
      if (c.nextDueTime !== undefined) changes.next_due_time = c.nextDueTime;
      if (c.imageUrl !== undefined) changes.image_url = c.imageUrl;
      if (c.fastingSafe !== undefined) changes.fasting_safe = c.fastingSafe;
      if (c.ingredients !== undefined) changes.ingredients = c.ingredients;
      if (c.unitsPerDose !== undefined) changes.units_per_dose = c.unitsPerDose;
      if (c.doseTimes !== undefined) changes.dose_times = c.doseTimes;
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { ...changes, updated_at: at } }];
    }
    case 'SupplementNotesUpdated':
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { notes: event.data.notes, updated_at: at } }];
    case 'SupplementStockAdjusted':
      return [{
        kind: 'update',
        id: event.data.supplementId,
        revision: event.revision,
        changes: {
          current_stock: event.data.currentStock,
          low_stock_threshold: event.data.lowStockThreshold,
          // A stock the user set: doses taken before it no longer count against it.
          ...(event.data.stockSet && { stock_set_at: at }),
          updated_at: at,
        },
      }];
    case 'SupplementRestocked':
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { current_stock: event.data.currentStock, updated_at: at } }];
    case 'SupplementActivated':
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { is_active: true, updated_at: at } }];
    case 'SupplementDeactivated':
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { is_active: false, updated_at: at } }];
    case 'SupplementRemoved':
      return [{ kind: 'delete', id: event.data.supplementId, revision: event.revision }];
    default:
      return [];
  }
};

const SUPPLEMENT_INSERT = [
  'id', 'user_id', 'name', 'brand', 'type', 'dosage', 'frequency', 'timing', 'current_stock', 'low_stock_threshold', 'is_active',
  'fasting_safe', 'next_due_time', 'image_url', 'notes', 'ingredients', 'units_per_dose', 'created_at', 'updated_at', 'last_event_revision',
  'stock_set_at', 'dose_times',
];
const SUPPLEMENT_UPDATE = [
  'name', 'brand', 'type', 'dosage', 'frequency', 'timing', 'current_stock', 'low_stock_threshold', 'is_active', 'fasting_safe',
  'next_due_time', 'image_url', 'notes', 'ingredients', 'units_per_dose', 'updated_at', 'stock_set_at', 'dose_times',
];

const rows = (t: SupplementTables, ops: readonly RowOp[]): SqlQuery[] =>
  rowStatements({ table: t.supplements, insertColumns: SUPPLEMENT_INSERT, updateColumns: SUPPLEMENT_UPDATE }, ops);

const handler = (event: AnyProjectedEvent, t: SupplementTables): SqlQuery[] => rows(t, supplementOp(event));

/**
 * Supplements of every cabinet (stream `supplements-<userId>`); a removed supplement's row is
 * deleted. `current_stock` is the stock as last set (plus refills); the read API subtracts the
 * doses taken since `stock_set_at` (read-api/src/routes/supplements.ts). Counts for the dashboard (active supplements, due today, adherence) are computed at
 * query time from this table and `supplement_takes` with the domain's rules.
 */
export const supplementsProjection = defineProjection({
  name: 'supplements',
  // 3: dashboard_stats dropped (nothing read it); handlers made from the one field mapping.
  // 4: units_per_dose (SupplementAdded/SupplementUpdated v2); the rebuild fills it from the log.
  // 5: stock_set_at (doses taken since it count the stock down, at query time) and SupplementRestocked.
  // 6: dose_times (SupplementAdded/SupplementUpdated v3), the user's own times of day.
  version: 6,
  tables: ['supplements'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.supplements} (
        id uuid primary key,
        user_id uuid not null,
        name text not null,
        brand text,
        type text not null,
        dosage text not null,
        frequency text not null,
        timing text not null,
        current_stock integer,
        low_stock_threshold integer,
        is_active boolean not null,
        fasting_safe boolean not null,
        next_due_time text,
        image_url text,
        notes text,
        ingredients text[],
        units_per_dose integer not null default 1,
        dose_times text[],
        stock_set_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
    statement`create index if not exists ${indexName(t.supplements, 'user_id_idx')} on ${t.supplements} (user_id, created_at)`,
  ],
  handlers: {
    SupplementAdded: handler,
    SupplementUpdated: handler,
    SupplementNotesUpdated: handler,
    SupplementStockAdjusted: handler,
    SupplementActivated: handler,
    SupplementDeactivated: handler,
    SupplementRemoved: handler,
    SupplementRestocked: handler,
  },
  applyBatch: (events, t) => rows(t, events.flatMap(supplementOp)),
  erase: (userId, t) => [statement`delete from ${t.supplements} where user_id = ${userId}`],
});
