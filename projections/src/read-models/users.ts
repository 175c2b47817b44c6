import { sql, type FragmentSqlToken } from 'slonik';
import type { AnyProjectedEvent } from '../events.ts';
import { defineProjection, indexName, statement } from '../projection.ts';
import { guardedUpdate, occurredAt, ownerOf } from './row-guards.ts';
import { rowStatements, type RowOp } from './set-based.ts';

/** What each event does to its `users` row, for the set-based path (the same as its handler below). */
const userOp = (event: AnyProjectedEvent): RowOp[] => {
  const at = occurredAt(event);
  const update = (changes: Record<string, unknown>): RowOp[] => [{ kind: 'update', id: ownerOf(event), revision: event.revision, changes }];
  switch (event.type) {
    case 'AccountRegistered': {
      const d = event.data;
      return [{
        kind: 'insert',
        id: d.userId,
        revision: event.revision,
        row: { email: d.email, first_name: d.firstName, last_name: d.lastName, profile_image_url: d.profileImageUrl, auth_provider: d.authProvider, is_admin: d.isAdmin, created_at: at, updated_at: at },
      }];
    }
    case 'SignedIn':
      return update({ last_login_at: at });
    case 'ProfileUpdated': {
      const d = event.data;
      return update({
        ...(d.firstName !== undefined && { first_name: d.firstName }),
        ...(d.lastName !== undefined && { last_name: d.lastName }),
        ...(d.profileImageUrl !== undefined && { profile_image_url: d.profileImageUrl }),
        updated_at: at,
      });
    }
    case 'TierChanged':
      return update({ tier: event.data.tier, tier_expires_at: event.data.expiresAt, updated_at: at });
    case 'AccountBlocked':
      return update({ is_blocked: true, blocked_at: at, blocked_reason: event.data.reason, updated_at: at });
    case 'AccountUnblocked':
      return update({ is_blocked: false, blocked_at: null, blocked_reason: null, updated_at: at });
    case 'AdminGranted':
      return update({ is_admin: true, updated_at: at });
    case 'AdminRevoked':
      return update({ is_admin: false, updated_at: at });
    case 'AccountDeleted':
      return update({ deleted: true, deleted_at: at, updated_at: at });
    case 'TimeZoneSet':
      return update({ time_zone: event.data.timeZone, updated_at: at });
    case 'TimeZoneDetected':
      return update({ detected_time_zone: event.data.timeZone, updated_at: at });
    default:
      return [];
  }
};

const USER_INSERT = ['id', 'email', 'first_name', 'last_name', 'profile_image_url', 'auth_provider', 'is_admin', 'created_at', 'updated_at', 'last_event_revision'];
const USER_UPDATE = [
  'first_name', 'last_name', 'profile_image_url', 'tier', 'tier_expires_at', 'is_admin', 'is_blocked', 'blocked_at', 'blocked_reason',
  'last_login_at', 'updated_at', 'deleted', 'deleted_at', 'time_zone', 'detected_time_zone',
];

/** One row per account (stream `account-<userId>`); deleted accounts keep their row, flagged. */
export const usersProjection = defineProjection({
  name: 'users',
  // 2: time_zone (TimeZoneSet); 3: detected_time_zone (TimeZoneDetected). The rebuild fills them from the log.
  version: 3,
  tables: ['users'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.users} (
        id uuid primary key,
        email text not null,
        first_name text,
        last_name text,
        profile_image_url text,
        auth_provider text not null,
        tier text not null default 'free',
        tier_expires_at timestamptz,
        is_admin boolean not null default false,
        is_blocked boolean not null default false,
        blocked_at timestamptz,
        blocked_reason text,
        last_login_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        deleted boolean not null default false,
        deleted_at timestamptz,
        time_zone text,
        detected_time_zone text,
        last_event_revision bigint not null
      )`,
  ],
  indexes: (t) => [
    statement`create index if not exists ${indexName(t.users, 'email_idx')} on ${t.users} (email)`,
    statement`create index if not exists ${indexName(t.users, 'created_at_idx')} on ${t.users} (created_at desc, id)`,
  ],
  handlers: {
    AccountRegistered: (event, t) => [
      statement`
        insert into ${t.users} (id, email, first_name, last_name, profile_image_url, auth_provider, is_admin,
          created_at, updated_at, last_event_revision)
        values (${event.data.userId}, ${event.data.email}, ${event.data.firstName}, ${event.data.lastName},
          ${event.data.profileImageUrl}, ${event.data.authProvider}, ${event.data.isAdmin},
          ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
        on conflict (id) do nothing`,
    ],
    SignedIn: (event, t) => [guardedUpdate(t.users, ownerOf(event), event, [sql.fragment`last_login_at = ${occurredAt(event)}`])],
    ProfileUpdated: (event, t) => {
      const changes: FragmentSqlToken[] = [];
      if (event.data.firstName !== undefined) changes.push(sql.fragment`first_name = ${event.data.firstName}`);
      if (event.data.lastName !== undefined) changes.push(sql.fragment`last_name = ${event.data.lastName}`);
      if (event.data.profileImageUrl !== undefined) changes.push(sql.fragment`profile_image_url = ${event.data.profileImageUrl}`);
      return [guardedUpdate(t.users, ownerOf(event), event, [...changes, sql.fragment`updated_at = ${occurredAt(event)}`])];
    },
    TierChanged: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [
        sql.fragment`tier = ${event.data.tier}`,
        sql.fragment`tier_expires_at = ${event.data.expiresAt}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    AccountBlocked: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [
        sql.fragment`is_blocked = true`,
        sql.fragment`blocked_at = ${occurredAt(event)}`,
        sql.fragment`blocked_reason = ${event.data.reason}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    AccountUnblocked: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [
        sql.fragment`is_blocked = false`,
        sql.fragment`blocked_at = null`,
        sql.fragment`blocked_reason = null`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    AdminGranted: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [sql.fragment`is_admin = true`, sql.fragment`updated_at = ${occurredAt(event)}`]),
    ],
    AdminRevoked: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [sql.fragment`is_admin = false`, sql.fragment`updated_at = ${occurredAt(event)}`]),
    ],
    TimeZoneSet: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [
        sql.fragment`time_zone = ${event.data.timeZone}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    TimeZoneDetected: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [
        sql.fragment`detected_time_zone = ${event.data.timeZone}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
    AccountDeleted: (event, t) => [
      guardedUpdate(t.users, ownerOf(event), event, [
        sql.fragment`deleted = true`,
        sql.fragment`deleted_at = ${occurredAt(event)}`,
        sql.fragment`updated_at = ${occurredAt(event)}`,
      ]),
    ],
  },
  // The set-based path: a few statements per batch; set-based.int.test.ts keeps it equal to the handlers, column for column.
  applyBatch: (events, t) => rowStatements({ table: t.users, insertColumns: USER_INSERT, updateColumns: USER_UPDATE }, events.flatMap(userOp)),
  // The row stays (admin lists count deleted accounts) with nothing left that names the person.
  erase: (userId, t) => [
    statement`
      update ${t.users} set email = ${`erased-${userId}@erased.invalid`}, first_name = null, last_name = null,
        profile_image_url = null, blocked_reason = null, time_zone = null, detected_time_zone = null, deleted = true
      where id = ${userId}`,
  ],
});
