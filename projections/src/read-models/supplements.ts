import { sql, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';
import type { AnyProjectedEvent, EventType, ProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement, type SqlQuery, type Tables } from '../projection.ts';
import { guardedUpdate, occurredAt, ownerOf, textArray } from './row-guards.ts';
import { rowStatements, type RowOp } from './set-based.ts';

type SupplementTables = Tables<'supplements' | 'dashboard_stats'>;

/**
 * The user's active-supplement count, recomputed from the supplements table (so replaying any
 * event leaves it right). Due-today and adherence depend on the clock and are computed at query
 * time from `supplements` + `supplement_takes` with the domain's schedule rules; the interaction
 * count is the safety projection's (`safety_summary`).
 */
const refreshDashboard = (t: SupplementTables, event: ProjectedEvent<EventType>): SqlQuery => {
  const userId = ownerOf(event);
  return statement`
    insert into ${t.dashboard_stats} (user_id, active_supplements, updated_at)
    values (${userId}, (select count(*) from ${t.supplements} where user_id = ${userId} and is_active), ${occurredAt(event)})
    on conflict (user_id) do update set active_supplements = excluded.active_supplements,
      updated_at = greatest(${t.dashboard_stats}.updated_at, excluded.updated_at)`;
};

const update = (table: IdentifierSqlToken, event: ProjectedEvent<EventType> & { data: { supplementId: string } }, changes: FragmentSqlToken[]): SqlQuery =>
  guardedUpdate(table, event.data.supplementId, event, [...changes, sql.fragment`updated_at = ${occurredAt(event)}`]);

/** What each event does to its `supplements` row, for the set-based path (the same as its handler below). */
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
          next_due_time: d.nextDueTime, image_url: d.imageUrl, notes: d.notes, ingredients: d.ingredients, created_at: at, updated_at: at,
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
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { ...changes, updated_at: at } }];
    }
    case 'SupplementNotesUpdated':
      return [{ kind: 'update', id: event.data.supplementId, revision: event.revision, changes: { notes: event.data.notes, updated_at: at } }];
    case 'SupplementStockAdjusted':
      return [{
        kind: 'update',
        id: event.data.supplementId,
        revision: event.revision,
        changes: { current_stock: event.data.currentStock, low_stock_threshold: event.data.lowStockThreshold, updated_at: at },
      }];
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
  'fasting_safe', 'next_due_time', 'image_url', 'notes', 'ingredients', 'created_at', 'updated_at', 'last_event_revision',
];
const SUPPLEMENT_UPDATE = [
  'name', 'brand', 'type', 'dosage', 'frequency', 'timing', 'current_stock', 'low_stock_threshold', 'is_active', 'fasting_safe',
  'next_due_time', 'image_url', 'notes', 'ingredients', 'updated_at',
];
const REFRESHES_DASHBOARD = new Set<EventType>(['SupplementAdded', 'SupplementActivated', 'SupplementDeactivated', 'SupplementRemoved']);

/**
 * The batch's dashboard refreshes in one statement: each refreshed user's count of active
 * supplements as it stands after the batch, and the latest `updated_at` of the refreshing events.
 * The handlers recount after each such event; recounting once at the end gives the same numbers
 * because a supplement's events always carry its owner's user id (one cabinet stream per user),
 * so every change to a user's active count is followed by a refresh of that same user.
 */
const refreshDashboards = (t: SupplementTables, events: readonly AnyProjectedEvent[]): SqlQuery[] => {
  const refreshes = events.filter((event) => REFRESHES_DASHBOARD.has(event.type)).map((event) => ({ user_id: ownerOf(event), at: occurredAt(event) }));
  if (refreshes.length === 0) return [];
  return [
    statement`
      insert into ${t.dashboard_stats} (user_id, active_supplements, updated_at)
      select r.user_id, (select count(*) from ${t.supplements} s where s.user_id = r.user_id and s.is_active), r.updated_at
      from (
        select user_id, max(at) as updated_at from jsonb_to_recordset(${sql.jsonb(refreshes)}) as x(user_id uuid, at timestamptz) group by user_id
      ) r
      on conflict (user_id) do update set active_supplements = excluded.active_supplements,
        updated_at = greatest(${t.dashboard_stats}.updated_at, excluded.updated_at)`,
  ];
};

/** Supplements of every cabinet (stream `supplements-<userId>`); a removed supplement's row is deleted. */
export const supplementsProjection = defineProjection({
  name: 'supplements',
  version: 2,
  tables: ['supplements', 'dashboard_stats'],
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
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
    statement`create index if not exists ${indexName(t.supplements, 'user_id_idx')} on ${t.supplements} (user_id, created_at)`,
    statement`
      create table if not exists ${t.dashboard_stats} (
        user_id uuid primary key,
        active_supplements integer not null default 0,
        updated_at timestamptz not null
      )`,
  ],
  handlers: {
    SupplementAdded: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.supplements} (id, user_id, name, brand, type, dosage, frequency, timing, current_stock,
            low_stock_threshold, is_active, fasting_safe, next_due_time, image_url, notes, ingredients,
            created_at, updated_at, last_event_revision)
          values (${d.supplementId}, ${ownerOf(event)}, ${d.name}, ${d.brand}, ${d.type}, ${d.dosage}, ${d.frequency},
            ${d.timing}, ${d.currentStock}, ${d.lowStockThreshold}, ${d.isActive}, ${d.fastingSafe}, ${d.nextDueTime},
            ${d.imageUrl}, ${d.notes}, ${textArray(d.ingredients)}, ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
          on conflict (id) do nothing`,
        refreshDashboard(t, event),
      ];
    },
    SupplementUpdated: (event, t) => {
      const c = event.data.changes;
      const changes: FragmentSqlToken[] = [];
      if (c.name !== undefined) changes.push(sql.fragment`name = ${c.name}`);
      if (c.brand !== undefined) changes.push(sql.fragment`brand = ${c.brand}`);
      if (c.type !== undefined) changes.push(sql.fragment`type = ${c.type}`);
      if (c.dosage !== undefined) changes.push(sql.fragment`dosage = ${c.dosage}`);
      if (c.frequency !== undefined) changes.push(sql.fragment`frequency = ${c.frequency}`);
      if (c.timing !== undefined) changes.push(sql.fragment`timing = ${c.timing}`);
      if (c.nextDueTime !== undefined) changes.push(sql.fragment`next_due_time = ${c.nextDueTime}`);
      if (c.imageUrl !== undefined) changes.push(sql.fragment`image_url = ${c.imageUrl}`);
      if (c.fastingSafe !== undefined) changes.push(sql.fragment`fasting_safe = ${c.fastingSafe}`);
      if (c.ingredients !== undefined) changes.push(sql.fragment`ingredients = ${textArray(c.ingredients)}`);
      return [update(t.supplements, event, changes)];
    },
    SupplementNotesUpdated: (event, t) => [update(t.supplements, event, [sql.fragment`notes = ${event.data.notes}`])],
    SupplementStockAdjusted: (event, t) => [
      update(t.supplements, event, [
        sql.fragment`current_stock = ${event.data.currentStock}`,
        sql.fragment`low_stock_threshold = ${event.data.lowStockThreshold}`,
      ]),
    ],
    SupplementActivated: (event, t) => [update(t.supplements, event, [sql.fragment`is_active = true`]), refreshDashboard(t, event)],
    SupplementDeactivated: (event, t) => [update(t.supplements, event, [sql.fragment`is_active = false`]), refreshDashboard(t, event)],
    SupplementRemoved: (event, t) => [
      statement`delete from ${t.supplements} where id = ${event.data.supplementId} and last_event_revision < ${event.revision}`,
      refreshDashboard(t, event),
    ],
  },
  // The set-based path: a few statements per batch; read-models/set-based.int.test.ts keeps it equal to the handlers.
  applyBatch: (events, t) => [
    ...rowStatements({ table: t.supplements, insertColumns: SUPPLEMENT_INSERT, updateColumns: SUPPLEMENT_UPDATE }, events.flatMap(supplementOp)),
    ...refreshDashboards(t, events),
  ],
});
