import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';
import type { ProjectedEvent } from '../events.ts';
import { guardedUpdate, occurredAt } from './row-guards.ts';

/** An admin's triage: guarded by the stream revision, so a replayed older change cannot undo a newer one. */
const statusChanged = (event: ProjectedEvent<'FeedbackStatusChanged'>, table: Parameters<typeof guardedUpdate>[0]) =>
  guardedUpdate(table, event.streamId.slice('feedback-'.length), event, [
    sql.fragment`status = ${event.data.status}`,
    sql.fragment`admin_notes = ${event.data.adminNotes}`,
    sql.fragment`updated_at = ${occurredAt(event)}`,
  ]);

/**
 * Feedback (stream `feedback-<id>`). `status` and `admin_notes` start as 'new' / null; admins
 * change them (FeedbackStatusChanged, since version 2).
 */
export const feedbackProjection = defineProjection({
  name: 'feedback',
  version: 2,
  tables: ['feedback'],
  setup: (t) => [
    statement`
      create table if not exists ${t.feedback} (
        id uuid primary key,
        user_id uuid,
        type text not null,
        rating integer,
        message text not null,
        page text not null,
        user_agent text not null,
        status text not null default 'new',
        admin_notes text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_event_revision bigint not null
      )`,
  ],
  indexes: (t) => [
    statement`create index if not exists ${indexName(t.feedback, 'created_at_idx')} on ${t.feedback} (created_at desc, id)`,
    statement`create index if not exists ${indexName(t.feedback, 'user_id_idx')} on ${t.feedback} (user_id)`,
  ],
  handlers: {
    FeedbackSubmitted: (event, t) => {
      const d = event.data;
      return [
        statement`
          insert into ${t.feedback} (id, user_id, type, rating, message, page, user_agent, created_at, updated_at, last_event_revision)
          values (${d.feedbackId}, ${event.metadata.userId}, ${d.type}, ${d.rating}, ${d.message}, ${d.page}, ${d.userAgent},
            ${occurredAt(event)}, ${occurredAt(event)}, ${event.revision})
          on conflict (id) do nothing`,
      ];
    },
    FeedbackStatusChanged: (event, t) => [statusChanged(event, t.feedback)],
  },
  // The set-based path (one insert per batch, then the triage updates in order), kept equal to the handlers by feedback.int.test.ts.
  applyBatch: (events, t) => {
    const updates = events.flatMap((event) => (event.type === 'FeedbackStatusChanged' ? [statusChanged(event, t.feedback)] : []));
    const rows = events.flatMap((event) =>
      event.type === 'FeedbackSubmitted'
        ? [[
            event.data.feedbackId,
            event.metadata.userId,
            event.data.type,
            event.data.rating,
            event.data.message,
            event.data.page,
            event.data.userAgent,
            occurredAt(event),
            event.revision.toString(),
          ]]
        : [],
    );
    if (rows.length === 0) return updates;
    return [
      statement`
        insert into ${t.feedback} (id, user_id, type, rating, message, page, user_agent, created_at, updated_at, last_event_revision)
        select id, user_id, type, rating, message, page, user_agent, created_at, created_at, revision
        from ${sql.unnest(rows, ['uuid', 'uuid', 'text', 'int4', 'text', 'text', 'text', 'timestamptz', 'int8'])}
          as batch (id, user_id, type, rating, message, page, user_agent, created_at, revision)
        on conflict (id) do nothing`,
      ...updates,
    ];
  },
  erase: (userId, t) => [statement`delete from ${t.feedback} where user_id = ${userId}`],
});
