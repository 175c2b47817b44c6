import { supplementUsageKey } from '@regimen/domain';
import type { AnyProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement, type SqlQuery, type Tables } from '../projection.ts';
import { activityStatements, activityEventTypes } from './analytics-activity.ts';
import { rowStatements, type RowOp } from './set-based.ts';

type AnalyticsTable = 'analytics_daily' | 'analytics_user_days' | 'analytics_users' | 'analytics_supplements';

/** Tier per account (account stream revisions guard it): the tier mix counts these rows. */
const userOps = (events: readonly AnyProjectedEvent[]): RowOp[] =>
  events.flatMap((event): RowOp[] => {
    if (event.type === 'AccountRegistered') return [{ kind: 'insert', id: event.data.userId, revision: event.revision, row: { tier: 'free' } }];
    if (event.type === 'TierChanged' && event.metadata.userId) {
      return [{ kind: 'update', id: event.metadata.userId, revision: event.revision, changes: { tier: event.data.tier } }];
    }
    return [];
  });

/** Which name each supplement counts under and whether it is active (cabinet stream revisions guard it). */
const supplementOps = (events: readonly AnyProjectedEvent[]): RowOp[] =>
  events.flatMap((event): RowOp[] => {
    const { revision } = event;
    switch (event.type) {
      case 'SupplementAdded': {
        const row = { user_id: event.metadata.userId, name_key: supplementUsageKey(event.data.name), active: event.data.isActive };
        return [{ kind: 'insert', id: event.data.supplementId, revision, row }];
      }
      case 'SupplementUpdated': {
        const { name } = event.data.changes;
        return name === undefined ? [] : [{ kind: 'update', id: event.data.supplementId, revision, changes: { name_key: supplementUsageKey(name) } }];
      }
      case 'SupplementActivated':
      case 'SupplementDeactivated':
        return [{ kind: 'update', id: event.data.supplementId, revision, changes: { active: event.type === 'SupplementActivated' } }];
      case 'SupplementRemoved':
        return [{ kind: 'delete', id: event.data.supplementId, revision }];
      default:
        return [];
    }
  });

const statementsFor = (events: readonly AnyProjectedEvent[], t: Tables<AnalyticsTable>): SqlQuery[] => [
  ...activityStatements(events, { userDays: t.analytics_user_days, daily: t.analytics_daily }),
  ...rowStatements({ table: t.analytics_users, insertColumns: ['id', 'tier', 'last_event_revision'], updateColumns: ['tier'] }, userOps(events)),
  ...rowStatements(
    { table: t.analytics_supplements, insertColumns: ['id', 'user_id', 'name_key', 'active', 'last_event_revision'], updateColumns: ['name_key', 'active'] },
    supplementOps(events),
  ),
];

const one = (event: AnyProjectedEvent, t: Tables<AnalyticsTable>): SqlQuery[] => statementsFor([event], t);

/**
 * Product analytics for admins (GET /api/admin/analytics), filled from the whole log by replay.
 * `analytics_daily` is the only table of counts: active users and doses logged per UTC day. The
 * other three are private per-user state that distinct counts need (a user's active days, tier,
 * supplement names); the read API only ever answers aggregates of them, groups under 5 users
 * suppressed, and `erase` deletes them (the day counts stay: they name nobody). One worker for all
 * four tables, so analytics costs one database connection. Handlers and `applyBatch` are the same
 * set-based statements, so they cannot differ.
 */
export const analyticsProjection = defineProjection({
  name: 'analytics',
  version: 1,
  // Added to systems with history: an admin backfills it from /admin/projections (zero-downtime rebuild).
  backfill: 'rebuild',
  tables: ['analytics_daily', 'analytics_user_days', 'analytics_users', 'analytics_supplements'],
  setup: (t) => [
    statement`
      create table if not exists ${t.analytics_daily} (
        day date primary key,
        active_users integer not null,
        doses_logged integer not null
      )`,
    statement`
      create table if not exists ${t.analytics_user_days} (
        user_id uuid not null,
        day date not null,
        doses integer not null,
        last_tx int8 not null,
        last_position int8 not null,
        primary key (user_id, day)
      )`,
    statement`
      create table if not exists ${t.analytics_users} (
        id uuid primary key,
        tier text not null,
        last_event_revision int8 not null
      )`,
    statement`
      create table if not exists ${t.analytics_supplements} (
        id uuid primary key,
        user_id uuid not null,
        name_key text not null,
        active boolean not null,
        last_event_revision int8 not null
      )`,
  ],
  indexes: (t) => [
    statement`create index if not exists ${indexName(t.analytics_user_days, 'day_idx')} on ${t.analytics_user_days} (day)`,
    statement`create index if not exists ${indexName(t.analytics_supplements, 'user_idx')} on ${t.analytics_supplements} (user_id)`,
  ],
  handlers: {
    ...Object.fromEntries(activityEventTypes.map((type) => [type, one])),
    AccountRegistered: one,
    TierChanged: one,
  },
  applyBatch: statementsFor,
  erase: (userId, t) => [
    statement`delete from ${t.analytics_user_days} where user_id = ${userId}`,
    statement`delete from ${t.analytics_users} where id = ${userId}`,
    statement`delete from ${t.analytics_supplements} where user_id = ${userId}`,
  ],
});
