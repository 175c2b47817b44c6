import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';
import { ownerOf } from './row-guards.ts';

/**
 * The private calendar feed's token hash per user (`calendar_feeds`, looked up by hash) and what each user read or dismissed of their derived notifications (stream `notifications-<userId>`).
 * Marks only ever turn on, so upserts make a replay change nothing.
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 2,
  tables: ['notification_marks', 'calendar_feeds', 'safety_acknowledgements'],
  rowsOfEventUserOnly: true,
  setup: (t) => [
    statement`
      create table if not exists ${t.notification_marks} (
        user_id uuid not null,
        key text not null,
        read boolean not null,
        dismissed boolean not null,
        primary key (user_id, key)
      )`,
    statement`create table if not exists ${t.calendar_feeds} (user_id uuid primary key, token_hash text not null unique)`,
    statement`create table if not exists ${t.safety_acknowledgements} (user_id uuid not null, finding_id text not null, primary key (user_id, finding_id))`,
  ],
  indexes: (t) => [statement`create index if not exists ${indexName(t.notification_marks, 'user_id_idx')} on ${t.notification_marks} (user_id)`],
  handlers: {
    NotificationRead: (event, t) => [
      statement`
        insert into ${t.notification_marks} (user_id, key, read, dismissed) values (${ownerOf(event)}, ${event.data.key}, true, false)
        on conflict (user_id, key) do update set read = true`,
    ],
    NotificationDismissed: (event, t) => [
      statement`
        insert into ${t.notification_marks} (user_id, key, read, dismissed) values (${ownerOf(event)}, ${event.data.key}, false, true)
        on conflict (user_id, key) do update set dismissed = true`,
    ],
    NotificationsCleared: (event, t) => [
      statement`
        insert into ${t.notification_marks} (user_id, key, read, dismissed)
        select ${ownerOf(event)}, key, false, true from unnest(${sql.array([...event.data.keys], 'text')}) as key
        on conflict (user_id, key) do update set dismissed = true`,
    ],
    CalendarFeedIssued: (event, t) => [
      statement`
        insert into ${t.calendar_feeds} (user_id, token_hash) values (${ownerOf(event)}, ${event.data.tokenHash})
        on conflict (user_id) do update set token_hash = excluded.token_hash`,
    ],
    CalendarFeedRevoked: (event, t) => [statement`delete from ${t.calendar_feeds} where user_id = ${ownerOf(event)}`],
    SafetyFindingAcknowledged: (event, t) => [
      statement`
        insert into ${t.safety_acknowledgements} (user_id, finding_id) values (${ownerOf(event)}, ${event.data.findingId})
        on conflict do nothing`,
    ],
  },
  erase: (userId, t) => [
    statement`delete from ${t.notification_marks} where user_id = ${userId}`,
    statement`delete from ${t.calendar_feeds} where user_id = ${userId}`,
    statement`delete from ${t.safety_acknowledgements} where user_id = ${userId}`,
  ],
});
