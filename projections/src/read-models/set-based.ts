import { sql, type IdentifierSqlToken } from 'slonik';
import { statement, type SqlQuery } from '../projection.ts';

/**
 * The set-based path of a table whose rows each belong to one stream (`id` primary key,
 * `last_event_revision`): a batch's inserts (`on conflict do nothing`), guarded updates
 * (`where last_event_revision < revision`) and guarded deletes become a few statements per batch
 * instead of one per event, with exactly the per-event handlers' effect:
 *
 * - Per row, events apply in batch order. The batch is cut into phases at each insert or delete
 *   of a row (a row's n-th insert/delete ends its phase n), and the phases run in order, so an
 *   update before a row's insert still meets the row as it was before the batch, one after it
 *   meets the inserted row, and an insert after a delete finds the row gone. Rows are independent,
 *   so different rows' phases may share a statement.
 * - Within a phase, a row's updates collapse into one `update`: an event applies when its
 *   revision is above the row's stored revision and above every earlier event of the phase (an
 *   earlier one that did not apply has a revision at or below the row's anyway, so it changes
 *   nothing in that maximum). Each column takes the value of the last applying event that sets
 *   it; the revision becomes the last applying event's.
 *
 * Values travel as one jsonb array per statement and are typed by the table's own row type
 * (`jsonb_populate_record`), so they are cast exactly as the handlers' parameters are.
 */

export interface RowInsert {
  readonly kind: 'insert';
  readonly id: string;
  readonly revision: bigint;
  /** Column -> value for the columns the handler's insert names (the rest keep their defaults). */
  readonly row: Readonly<Record<string, unknown>>;
}

export interface RowUpdate {
  readonly kind: 'update';
  readonly id: string;
  readonly revision: bigint;
  /** Column -> new value for the columns the handler's update sets (besides last_event_revision). */
  readonly changes: Readonly<Record<string, unknown>>;
}

export interface RowDelete {
  readonly kind: 'delete';
  readonly id: string;
  readonly revision: bigint;
}

export type RowOp = RowInsert | RowUpdate | RowDelete;

export interface RowTable {
  readonly table: IdentifierSqlToken;
  /** Columns of the handler's insert, `id` and `last_event_revision` included. */
  readonly insertColumns: readonly string[];
  /** Every column some update may set. */
  readonly updateColumns: readonly string[];
}

interface Phase {
  readonly updates: { ord: number; id: string; rev: string; prev_max: string; changes: Readonly<Record<string, unknown>> }[];
  readonly inserts: Record<string, unknown>[];
  readonly deletes: { id: string; rev: string }[];
}

const columnList = (columns: readonly string[]) => sql.join(columns.map((column) => sql.identifier([column])), sql.fragment`, `);

/** Statements with the effect of applying `ops` (in batch order) one by one. */
export const rowStatements = (spec: RowTable, ops: readonly RowOp[]): SqlQuery[] => {
  const phases: Phase[] = [];
  const phaseOf = new Map<string, number>();
  const highest = new Map<string, bigint>();
  ops.forEach((op, ord) => {
    const index = phaseOf.get(op.id) ?? 0;
    const phase = (phases[index] ??= { updates: [], inserts: [], deletes: [] });
    if (op.kind === 'update') {
      const before = highest.get(op.id);
      phase.updates.push({ ord, id: op.id, rev: String(op.revision), prev_max: String(before ?? -1n), changes: op.changes });
      if (before === undefined || op.revision > before) highest.set(op.id, op.revision);
      return;
    }
    if (op.kind === 'insert') phase.inserts.push({ ...op.row, id: op.id, last_event_revision: String(op.revision) });
    else phase.deletes.push({ id: op.id, rev: String(op.revision) });
    phaseOf.set(op.id, index + 1);
    highest.delete(op.id);
  });

  const { table } = spec;
  const statements: SqlQuery[] = [];
  for (const phase of phases) {
    if (phase.updates.length > 0) {
      const assignments = spec.updateColumns.map((column) => {
        const name = sql.identifier([column]);
        return sql.fragment`${name} = case when net.changes ? ${column} then (net.r).${name} else t.${name} end`;
      });
      statements.push(statement`
        with batch as (
          select * from jsonb_to_recordset(${sql.jsonb(phase.updates)}) as b(ord int, id uuid, rev int8, prev_max int8, changes jsonb)
        ),
        applying as (
          select b.ord, b.id, b.rev, b.changes from batch b join ${table} t on t.id = b.id
          where b.rev > greatest(t.last_event_revision, b.prev_max)
        ),
        merged as (
          select a.id, max(a.rev) as rev,
            coalesce(jsonb_object_agg(c.key, c.value order by a.ord) filter (where c.key is not null), '{}'::jsonb) as changes
          from applying a left join lateral jsonb_each(a.changes) c on true
          group by a.id
        ),
        net as (select m.id, m.rev, m.changes, jsonb_populate_record(null::${table}, m.changes) as r from merged m)
        update ${table} t set ${sql.join([...assignments, sql.fragment`last_event_revision = net.rev`], sql.fragment`, `)}
        from net where t.id = net.id`);
    }
    if (phase.inserts.length > 0) {
      const columns = columnList(spec.insertColumns);
      statements.push(statement`
        insert into ${table} (${columns})
        select ${columns} from jsonb_populate_recordset(null::${table}, ${sql.jsonb(phase.inserts)})
        on conflict (id) do nothing`);
    }
    if (phase.deletes.length > 0) {
      statements.push(statement`
        delete from ${table} t using jsonb_to_recordset(${sql.jsonb(phase.deletes)}) as d(id uuid, rev int8)
        where t.id = d.id and t.last_event_revision < d.rev`);
    }
  }
  return statements;
};
