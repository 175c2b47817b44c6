import { sql, type CommonQueryMethods, type IdentifierSqlToken, type QuerySqlToken } from 'slonik';
import { z } from 'zod';
import type { AnyProjectedEvent, EventType, ProjectedEvent } from './events.ts';

/** A statement a handler or `setup` returns; run by the worker inside its batch transaction. */
export type SqlQuery = QuerySqlToken;

/**
 * Logical table name -> physical identifier. Live runs map `supplements` to `supplements`; a
 * rebuild maps it to `supplements__rebuild`, so the same handlers fill shadow tables.
 */
export type Tables<T extends string = string> = Readonly<Record<T, IdentifierSqlToken>>;

export type Handler<K extends EventType, T extends string> = (event: ProjectedEvent<K>, t: Tables<T>) => SqlQuery[];

export type Handlers<T extends string> = { readonly [K in EventType]?: Handler<K, T> };

export interface Projection<T extends string = string> {
  /** Stable; names the checkpoint row and the leader lock. */
  readonly name: string;
  /** Bump when handlers or tables change: the next leader rebuilds the read model. */
  readonly version: number;
  /** Logical names of the tables the projection owns (and only it writes). */
  readonly tables: readonly T[];
  /** Idempotent DDL (`create table if not exists`, `create index if not exists`) for the given physical names. */
  setup(t: Tables<T>): SqlQuery[];
  /**
   * Optional: idempotent DDL of indexes only queries use (no handler statement needs them). A live
   * worker creates them right after `setup`; a rebuild builds them once its replay is done, in
   * bulk, which costs far less than keeping them current row by row while it replays.
   */
  indexes?(t: Tables<T>): SqlQuery[];
  /** Pure: no I/O, no clock. Must be idempotent: applying an event twice leaves the tables as once. */
  readonly handlers: Handlers<T>;
  /**
   * Optional set-based path for throughput: when present the worker calls it once per batch
   * instead of the per-event handlers, with the batch's events whose type has a handler. Must
   * have exactly the handlers' effect.
   */
  applyBatch?(events: readonly AnyProjectedEvent[], t: Tables<T>): SqlQuery[];
  /**
   * Optional: runs after the batch's statements, in the same transaction, with the batch's events
   * whose type has a handler (never with none). For what SQL alone cannot compute (a domain
   * function over rows the projection owns). It may read and write only the projection's tables.
   */
  afterBatch?(db: CommonQueryMethods, events: readonly AnyProjectedEvent[], t: Tables<T>): Promise<void>;
  /**
   * What the projection does when a user's account is deleted (AccountDeleted): delete or anonymise
   * every row of theirs. Runs after the event's own handler, in order with the batch's other events
   * (a set-based batch is split around it), so a replay from zero ends with the user erased too.
   * Every projection that keeps rows of a user declares it; the erasure test scans every table.
   */
  erase?(userId: string, t: Tables<T>): SqlQuery[];
  /**
   * True when every row the projection's handlers, applyBatch and afterBatch write belongs to the
   * user an event concerns (its `metadata.userId`, or the `userId` in its data). The worker then
   * names those users in its checkpoint notification, so the read API's response cache keeps
   * every other user's answers when this projection moves (see docs/ARCHITECTURE.md, "A query").
   * Leave it out when a handler can touch another user's rows or shared rows.
   */
  readonly rowsOfEventUserOnly?: boolean;
  /**
   * Optional: `'rebuild'` when a projection added to a system that already has history waits for
   * an admin's rebuild (listed as not built on /admin/projections) instead of its worker replaying
   * the log into the live tables at start-up; the rebuild fills shadow tables, switches, and the
   * worker then follows. When the log had no events before the runner started (a new system) the
   * worker starts at once. Default `'worker'`.
   */
  readonly backfill?: 'worker' | 'rebuild';
}

/** Keeps each handler's event type precise while the projection is declared as a literal. */
export const defineProjection = <const T extends string>(projection: Projection<T>): Projection<T> => projection;

/** Everything that makes a projection's tables complete: `setup`, then `indexes`. */
export const setupStatements = <T extends string>(projection: Projection<T>, t: Tables<T>): SqlQuery[] => [
  ...projection.setup(t),
  ...(projection.indexes?.(t) ?? []),
];

/** Statements whose rows nobody reads (DDL, insert/update/delete without `returning`). */
export const statement = sql.type(z.object({}));

export const REBUILD_SUFFIX = '__rebuild';

export const liveTables = <T extends string>(projection: Projection<T>): Tables<T> => physicalTables(projection, '');

export const shadowTables = <T extends string>(projection: Projection<T>): Tables<T> => physicalTables(projection, REBUILD_SUFFIX);

const physicalTables = <T extends string>(projection: Projection<T>, suffix: string): Tables<T> =>
  Object.fromEntries(projection.tables.map((table) => [table, sql.identifier([`${table}${suffix}`])])) as Record<T, IdentifierSqlToken>;

/** The physical name behind an identifier (its last part). */
export const physicalName = (table: IdentifierSqlToken): string => {
  const name = table.names.at(-1);
  if (name === undefined) throw new Error('Empty identifier');
  return name;
};

/**
 * Name of an index (or constraint) of a physical table: prefixed with the physical table name so
 * shadow tables get their own; the rebuild switch renames the prefix back to the live name.
 */
export const indexName = (table: IdentifierSqlToken, suffix: string): IdentifierSqlToken =>
  sql.identifier([`${physicalName(table)}_${suffix}`]);

/** Whether the projection has a handler for this event type (unhandled events are skipped unparsed). */
const ERASURE_EVENT = 'AccountDeleted';

export const handles = (projection: Projection, type: string): boolean =>
  Object.hasOwn(projection.handlers, type) || (type === ERASURE_EVENT && projection.erase !== undefined);

const erasure = (projection: Projection, event: AnyProjectedEvent, t: Tables): SqlQuery[] =>
  event.type === ERASURE_EVENT && projection.erase && event.metadata.userId ? projection.erase(event.metadata.userId, t) : [];

const handle = <K extends EventType>(projection: Projection, event: ProjectedEvent<K>, t: Tables): SqlQuery[] => {
  // The map is keyed by event type, so the handler found under `event.type` takes this event.
  const handler = projection.handlers[event.type];
  return handler ? handler(event, t) : [];
};

/** Queries for one event, or none when the projection does not handle its type. */
export const queriesFor = (projection: Projection, event: AnyProjectedEvent, t: Tables): SqlQuery[] => [
  ...handle(projection, event, t),
  ...erasure(projection, event, t),
];

/** Queries for a batch: the projection's `applyBatch` when it has one, else its handlers in order. */
export const queriesForBatch = (projection: Projection, events: readonly AnyProjectedEvent[], t: Tables): SqlQuery[] => {
  const { applyBatch } = projection;
  if (!applyBatch) return events.flatMap((event) => queriesFor(projection, event, t));
  // The set-based path sees the events between erasures; each erasure runs where it happened.
  const queries: SqlQuery[] = [];
  let from = 0;
  events.forEach((event, index) => {
    if (event.type !== ERASURE_EVENT || !projection.erase) return;
    const before = events.slice(from, index + (Object.hasOwn(projection.handlers, ERASURE_EVENT) ? 1 : 0));
    if (before.length > 0) queries.push(...applyBatch(before, t));
    queries.push(...erasure(projection, event, t));
    from = index + 1;
  });
  const rest = events.slice(from);
  if (rest.length > 0) queries.push(...applyBatch(rest, t));
  return queries;
};
