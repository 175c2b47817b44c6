import pg from 'pg';
import { prepareAppend } from '../append-input.ts';
import { START, type Checkpoint, type EventStore, type EventUpcaster, type ExpectedRevision } from '../port.ts';
import { createAfterCommitNotify } from './after-commit-notify.ts';
import { browseKeyQuery, browseQuery, isPostgresCursor, type BrowseKey } from './browse-sql.ts';
import { NOTIFY_CHANNEL } from './append-events-sql.ts';
import { mapAppendError } from './errors.ts';
import { createNotifier, type ListenClientFactory } from './notifier.ts';
import { toRecordedEvent, type EventRow } from './rows.ts';
import { statements } from './statements.ts';
import { subscribeToPostgres, type LiveBatch } from './subscribe.ts';

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  /** Where subscriptions LISTEN; defaults to a new pg.Client with the pool's connection options. */
  readonly listenClientFactory?: ListenClientFactory;
  /** Validates and upcasts every event read, checks every event appended (port.ts). */
  readonly upcast?: EventUpcaster;
  /** Fallback poll of an idle subscription, in ms. Default 500. */
  readonly pollIntervalMs?: number;
  /**
   * How appends wake subscriptions (in this and other processes). 'in-transaction' (default):
   * append_events NOTIFYs as part of its transaction. 'after-commit': this store sends a coalesced
   * NOTIFY after its appends, keeping the cluster-wide notify lock out of the append's commit
   * (about twice the append throughput with 16 writers on a 2-core machine; the app uses it).
   * A notification lost to a crash between commit and NOTIFY costs one poll interval.
   */
  readonly notify?: 'in-transaction' | 'after-commit';
}

const MAX_REVISION = '9223372036854775807';

const defaultListenClient =
  (pool: pg.Pool): ListenClientFactory =>
  async () => {
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };

const encodeExpected = (expected: ExpectedRevision): [string, string | null] => {
  if (typeof expected !== 'bigint') return [expected, null];
  if (expected < 0n) throw new RangeError(`Expected revision must be >= 0, got ${expected}`);
  return ['exact', String(expected)];
};

const limitOf = (maxCount: number | undefined): number | null => {
  if (maxCount !== undefined && !(Number.isInteger(maxCount) && maxCount >= 0)) {
    throw new RangeError(`maxCount must be a non-negative integer, got ${maxCount}`);
  }
  return maxCount ?? null;
};

interface AppendRow {
  readonly next_revision: string;
  readonly last_position: string;
  readonly idempotent: boolean;
}

/** The default adapter: events and streams tables plus append_events (see migrations.ts). */
export const createPostgresEventStore = (options: PostgresEventStoreOptions): EventStore => {
  const { pool, upcast } = options;
  const closing = new AbortController();
  const notifier = createNotifier(options.listenClientFactory ?? defaultListenClient(pool), NOTIFY_CHANNEL);
  const notifyInTransaction = options.notify !== 'after-commit';
  const afterCommit = notifyInTransaction ? null : createAfterCommitNotify(pool);

  const events = async (statement: { name: string; text: string }, values: unknown[]) => {
    const { rows } = await pool.query<EventRow>({ ...statement, values });
    return rows.map((row) => toRecordedEvent(row, upcast));
  };

  const readAll: EventStore['readAll'] = async ({ after = START, maxCount } = {}) =>
    events(statements.readAll, [String(after.tx), String(after.position), limitOf(maxCount)]);

  const readLive = async (after: Checkpoint, maxCount: number): Promise<LiveBatch> => {
    const { rows } = await pool.query<EventRow & { held: boolean }>({ ...statements.readLive, values: [String(after.tx), String(after.position), limitOf(maxCount)] });
    return { events: rows.filter((row) => row.tx !== null).map((row) => toRecordedEvent(row, upcast)), held: rows[0]?.held ?? false };
  };

  return {
    name: 'postgres',

    async append(streamId, toAppend, expected) {
      const prepared = prepareAppend(toAppend, upcast);
      const [kind, revision] = encodeExpected(expected);
      const payload = JSON.stringify(
        prepared.map(({ id, type, schemaVersion, data, metadata }) => ({ id, type, schemaVersion, data, metadata })),
      );
      try {
        const values = [streamId, kind, revision, payload, notifyInTransaction];
        const { rows } = await pool.query<AppendRow>({ ...statements.append, values });
        const [row] = rows;
        if (!row) throw new Error('append_events returned no row');
        if (!row.idempotent) afterCommit?.appended();
        return {
          nextRevision: BigInt(row.next_revision),
          position: BigInt(row.last_position),
          idempotent: row.idempotent,
        };
      } catch (error) {
        throw mapAppendError(
          error,
          streamId,
          expected,
          prepared.map((event) => event.id),
        );
      }
    },

    async readStream(streamId, { direction = 'forwards', fromRevision, maxCount } = {}) {
      const limit = limitOf(maxCount);
      if (direction === 'backwards') {
        return events(statements.readStreamBackwards, [streamId, String(fromRevision ?? MAX_REVISION), limit]);
      }
      return events(statements.readStreamForwards, [streamId, String(fromRevision ?? 0n), limit]);
    },

    readAll,

    readUserEvents: (userId, { afterPosition = 0n, maxCount, types }) =>
      events(statements.readUser, [userId, String(afterPosition), limitOf(maxCount), types ?? null]),

    subscribeToAll: (subscribeOptions = {}) =>
      subscribeToPostgres(
        {
          readBatch: readLive,
          notifier,
          pollIntervalMs: options.pollIntervalMs ?? 500,
          closed: closing.signal,
        },
        subscribeOptions,
      ),

    async browse(browseOptions) {
      limitOf(browseOptions.limit);
      if (browseOptions.cursor !== undefined && !isPostgresCursor(browseOptions.cursor)) throw new RangeError(`Not a cursor: ${browseOptions.cursor}`);
      let after: BrowseKey | undefined;
      if (browseOptions.cursor !== undefined) {
        after = (await pool.query<BrowseKey>(browseKeyQuery(browseOptions.cursor))).rows[0];
        // A cursor naming no event has nothing older to show.
        if (!after) return { events: [], nextCursor: null };
      }
      const { rows } = await pool.query<EventRow>(browseQuery(browseOptions, after));
      const page = rows.slice(0, browseOptions.limit).map((row) => toRecordedEvent(row, upcast));
      const more = rows.length > browseOptions.limit;
      return { events: page, nextCursor: more && page.length > 0 ? String(page.at(-1)!.position) : null };
    },

    async head() {
      const { rows } = await pool.query<{ tx: string; position: string; recorded_at: Date | string }>(statements.head);
      const [row] = rows;
      if (!row) return { checkpoint: START, recordedAt: null };
      return {
        checkpoint: { tx: BigInt(row.tx), position: BigInt(row.position) },
        recordedAt: new Date(row.recorded_at),
      };
    },

    async checkpointOf(position) {
      const { rows } = await pool.query<{ tx: string }>({ ...statements.checkpointOf, values: [String(position)] });
      const [row] = rows;
      return row ? { tx: BigInt(row.tx), position } : null;
    },

    async close() {
      closing.abort();
      notifier.close();
      afterCommit?.close();
    },
  };
};
