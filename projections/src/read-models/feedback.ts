import { sql } from 'slonik';
import { defineProjection, indexName, statement } from '../projection.ts';
import { occurredAt } from './row-guards.ts';

/**
 * Feedback (stream `feedback-<id>`). `status` and `admin_notes` start as 'new' / null; the
 * catalog has no event changing them yet.
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
        updated_at timestamptz not null
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
          insert into ${t.feedback} (id, user_id, type, rating, message, page, user_agent, created_at, updated_at)
          values (${d.feedbackId}, ${event.metadata.userId}, ${d.type}, ${d.rating}, ${d.message}, ${d.page}, ${d.userAgent},
            ${occurredAt(event)}, ${occurredAt(event)})
          on conflict (id) do nothing`,
      ];
    },
  },
  // The set-based path (one insert per batch), kept equal to the handler by feedback.int.test.ts.
  applyBatch: (events, t) => {
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
          ]]
        : [],
    );
    if (rows.length === 0) return [];
    return [
      statement`
        insert into ${t.feedback} (id, user_id, type, rating, message, page, user_agent, created_at, updated_at)
        select id, user_id, type, rating, message, page, user_agent, created_at, created_at
        from ${sql.unnest(rows, ['uuid', 'uuid', 'text', 'int4', 'text', 'text', 'text', 'timestamptz'])}
          as batch (id, user_id, type, rating, message, page, user_agent, created_at)
        on conflict (id) do nothing`,
    ];
  },
  erase: (userId, t) => [statement`delete from ${t.feedback} where user_id = ${userId}`],
});
