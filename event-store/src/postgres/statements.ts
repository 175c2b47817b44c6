import { NOTIFY_CHANNEL } from './append-events-sql.ts';

/**
 * Every query the PostgreSQL adapter runs, as named statements: pg prepares each once per
 * connection and afterwards only sends its parameters.
 *
 * Reading the global order (readAll, head, subscriptions). Positions come from an identity
 * column, handed out when a row is inserted, not when its transaction commits. If transaction A
 * takes position 10 and B takes 11, B can commit first; a reader that saw 11 and stored "11" as
 * its checkpoint would never see 10. So the order is (transaction_id, global_position) and a
 * reader only reads transactions older than the oldest one still running:
 *
 *   transaction_id < pg_snapshot_xmin(pg_current_snapshot())
 *
 * Every transaction id below that xmin has finished, committed or rolled back, and a transaction
 * that starts writing later always gets a larger id. So the set of rows below xmin never grows
 * again below what a reader has read: each row is read once, in the same order, and a reader
 * never moves past a row that has yet to commit. pg_current_snapshot() is the statement's own
 * snapshot, the one the scan reads with, so xmin and the visible rows always agree. Rolled-back
 * positions are simply holes. The price: a transaction left open anywhere on the server (xmin is
 * cluster-wide) holds readers back until it ends; nothing is lost.
 */
export const EVENT_COLUMNS = `transaction_id::text as tx, global_position::text as position, stream_id,
  stream_revision::text as revision, event_id::text as id, event_type as type, schema_version,
  data, metadata, recorded_at`;

const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const HELD = 'transaction_id >= pg_snapshot_xmin(pg_current_snapshot())';
/** After the checkpoint ($1, $2). */
const AFTER = '(transaction_id, global_position) > ($1::xid8, $2::bigint)';

export const statements = {
  append: {
    name: 'event_store_append',
    text: 'select next_revision::text, last_position::text, idempotent from append_events($1, $2, $3, $4::jsonb, $5)',
  },
  /**
   * A transaction of its own, committed without waiting for its WAL flush: it carries no data (a
   * crash can lose only the wake-up, which subscriptions' polls make up for), and a notifying
   * commit holds the cluster-wide notify lock until it returns.
   */
  notify: {
    name: 'event_store_notify',
    text: `select pg_notify('${NOTIFY_CHANNEL}', ''), set_config('synchronous_commit', 'off', true)`,
  },
  readStreamForwards: {
    name: 'event_store_read_stream_forwards',
    text: `select ${EVENT_COLUMNS} from events
      where stream_id = $1 and stream_revision >= $2 order by stream_revision limit $3`,
  },
  readStreamBackwards: {
    name: 'event_store_read_stream_backwards',
    text: `select ${EVENT_COLUMNS} from events
      where stream_id = $1 and stream_revision <= $2 order by stream_revision desc limit $3`,
  },
  readAll: {
    name: 'event_store_read_all',
    text: `select ${EVENT_COLUMNS} from events
      where ${AFTER} and ${VISIBLE}
      order by transaction_id, global_position limit $3`,
  },
  readUser: {
    name: 'event_store_read_user',
    text: `select ${EVENT_COLUMNS} from events
      where metadata ->> 'userId' = $1 and global_position > $2 and ($4::text[] is null or event_type = any ($4))
      order by global_position limit $3`,
  },
  head: {
    name: 'event_store_head',
    text: `select transaction_id::text as tx, global_position::text as position, recorded_at from events
      where ${VISIBLE} order by transaction_id desc, global_position desc limit 1`,
  },
  /**
   * A subscription's read (see subscribe.ts): readAll's batch and, in the same snapshot, whether
   * committed events wait above the horizon (an older transaction is still running; the checkpoint
   * came from an earlier read, so it is below the horizon and every held event is after it). One
   * row with null event columns when the batch is empty. Asked in one statement, the two answers
   * cannot disagree; asked apart, the horizon could pass events in between, and an empty read
   * needed a question of its own after every batch.
   */
  readLive: {
    name: 'event_store_read_live',
    text: `select h.held, e.* from (select exists (select 1 from events where ${HELD}) as held) h
      left join lateral (
        select ${EVENT_COLUMNS}, transaction_id as order_tx, global_position as order_position from events
        where ${AFTER} and ${VISIBLE}
        order by transaction_id, global_position limit $3
      ) e on true
      order by e.order_tx, e.order_position`,
  },
  checkpointOf: {
    name: 'event_store_checkpoint_of',
    text: 'select transaction_id::text as tx from events where global_position = $1',
  },
} as const;
