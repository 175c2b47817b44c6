import type { BrowseOptions } from '../port.ts';
import { EVENT_COLUMNS } from './statements.ts';

/** Indexes behind browse: each filter the audit trail offers has one ending in the page order. */
export const browseIndexesSql = `
  create index events_recorded_idx on events (recorded_at, global_position);
  create index events_type_recorded_idx on events (event_type, recorded_at, global_position);
  create index events_user_recorded_idx on events ((metadata->>'userId'), recorded_at, global_position);
  create index events_correlation_idx on events ((metadata->>'correlationId'), recorded_at, global_position);
`;

/** A user's events of one type in page order (the audit trail's user + type filter). */
export const browseUserTypeIndexSql = `create index events_user_type_recorded_idx on events ((metadata->>'userId'), event_type, recorded_at, global_position)`;

/** Where a page continues: the sort key of the previous page's last event, as PostgreSQL prints it (microseconds kept). */
export interface BrowseKey {
  readonly recordedAt: string;
  readonly position: string;
}

/** The cursor event's sort key, read first so the page query carries it as plain values. */
export const browseKeyQuery = (cursor: string): { text: string; values: unknown[] } => ({
  text: 'select recorded_at::text as "recordedAt", global_position::text as position from events where global_position = $1::bigint',
  values: [cursor],
});

/**
 * One page of the audit view, newest first by (recorded_at, global_position). The query is built
 * per call (plain parameters, never interpolated values) so the planner sees which filters are
 * present and picks the index that matches; a keyset on the cursor event's own key keeps the
 * cost of page n the cost of page 1. The key comes as values, not a subquery: with a subquery the
 * planner cannot estimate how many rows lie below it and, inside a time window, chose to sort the
 * whole window on every page. One extra row tells whether an older page exists.
 */
export const browseQuery = ({ filter = {}, limit }: Pick<BrowseOptions, 'filter' | 'limit'>, after?: BrowseKey): { text: string; values: unknown[] } => {
  const values: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown): string => `$${values.push(value)}`;
  if (filter.userId !== undefined) where.push(`metadata->>'userId' = ${param(filter.userId)}`);
  if (filter.correlationId !== undefined) where.push(`metadata->>'correlationId' = ${param(filter.correlationId)}`);
  if (filter.from !== undefined) where.push(`recorded_at >= ${param(filter.from.toISOString())}::timestamptz`);
  if (filter.to !== undefined) where.push(`recorded_at < ${param(filter.to.toISOString())}::timestamptz`);
  if (after !== undefined) where.push(`(recorded_at, global_position) < (${param(after.recordedAt)}::timestamptz, ${param(after.position)}::bigint)`);
  const order = 'order by recorded_at desc, global_position desc';
  const rows = `limit ${param(limit + 1)}`;
  const select = (conditions: readonly string[]): string =>
    `select ${EVENT_COLUMNS} from events ${conditions.length ? `where ${conditions.join(' and ')}` : ''} ${order} ${rows}`;
  if (filter.types === undefined) return { text: select(where), values };
  // One ordered scan of the type index per type, merged: "type = any(...)" cannot walk that index
  // in page order, and a rare type would make the planner filter the whole time index instead.
  const branches = [...new Set(filter.types)].map((type) => `(${select([`event_type = ${param(type)}`, ...where])})`);
  if (branches.length === 0) return { text: select(['false']), values };
  if (branches.length === 1) return { text: branches[0]!.slice(1, -1), values };
  return { text: `select * from (${branches.join(' union all ')}) page order by recorded_at desc, position::bigint desc ${rows}`, values };
};

/** A cursor is the global position of the last event of a page: digits only. */
export const isPostgresCursor = (cursor: string): boolean => /^\d{1,19}$/.test(cursor);
