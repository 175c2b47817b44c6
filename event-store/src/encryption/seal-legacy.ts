import type pg from 'pg';
import type { DataKeyring } from './keyring.ts';
import { erasePersonalFields, sealPersonalFields } from './personal-fields.ts';

export interface SealLegacyOptions {
  readonly keyring: DataKeyring;
  readonly personalFieldsOf: (type: string) => readonly string[];
  /** The event types that have personal fields: only their events are read. */
  readonly types: readonly string[];
  /** Only this user's events (at erasure); everyone's when absent (the one-off migration). */
  readonly userId?: string;
  readonly batchSize?: number;
  readonly onBatch?: (progress: SealLegacyProgress) => void;
}

export interface SealLegacyProgress {
  /** Plaintext events of a user with personal types looked at. */
  readonly scanned: number;
  /** Rewritten with their personal fields sealed under the user's key. */
  readonly sealed: number;
  /** Rewritten with their personal fields as "[erased]": the user's key is already destroyed. */
  readonly erased: number;
}

interface LegacyRow {
  readonly global_position: string;
  readonly event_type: string;
  readonly data: unknown;
  readonly user_id: string;
}

/**
 * The one sanctioned in-place rewrite of the PostgreSQL event log: events written before
 * encryption existed keep their personal fields in clear, so destroying a key would not erase
 * them. This rewrites those fields into the sealed form a new event would have (or, for a user
 * already erased, into "[erased]"), in position order, a batch per transaction. Nothing else of an
 * event changes (type, version, metadata, position), readers see the same plaintext before and
 * after, and an event already sealed is never touched again, so it can be repeated or resumed.
 * The PostgreSQL adapter only: EventStoreDB events are immutable (docs/ARCHITECTURE.md).
 */
export const sealLegacyEvents = async (pool: pg.Pool, options: SealLegacyOptions): Promise<SealLegacyProgress> => {
  const { keyring, personalFieldsOf, types, userId, batchSize = 1_000, onBatch } = options;
  let after = '0';
  let scanned = 0;
  let sealed = 0;
  let erased = 0;
  for (;;) {
    const client = await pool.connect();
    let rows: LegacyRow[];
    try {
      await client.query('begin');
      // `for update`: an erasure of the same user waits for this batch, then finds it sealed.
      // One user's events through the index by user (events_user_position_idx); everyone's in position order.
      const owner = userId === undefined ? `metadata->>'userId' is not null` : `metadata->>'userId' = $4`;
      ({ rows } = await client.query<LegacyRow>(
        `select global_position::text, event_type, data, metadata->>'userId' as user_id from events
         where ${owner} and global_position > $1::bigint and event_type = any($2::text[]) and not (data ? '$personal')
         order by global_position limit $3 for update`,
        userId === undefined ? [after, types, batchSize] : [after, types, batchSize, userId],
      ));
      const keys = rows.length > 0 ? await keyring.keysForWriting([...new Set(rows.map((row) => row.user_id))]) : new Map<string, Uint8Array | null>();
      const positions: string[] = [];
      const data: string[] = [];
      for (const row of rows) {
        scanned += 1;
        const paths = personalFieldsOf(row.event_type);
        const key = keys.get(row.user_id) ?? null;
        const rewritten = key ? sealPersonalFields(row.data, paths, key) : erasePersonalFields(row.data, paths);
        // Nothing personal in it (null or absent fields): left as it is.
        if (JSON.stringify(rewritten) === JSON.stringify(row.data)) continue;
        positions.push(row.global_position);
        data.push(JSON.stringify(rewritten));
        if (key) sealed += 1;
        else erased += 1;
      }
      if (positions.length > 0) {
        await client.query(
          `update events e set data = v.data from unnest($1::bigint[], $2::jsonb[]) as v (position, data)
           where e.global_position = v.position and not (e.data ? '$personal')`,
          [positions, data],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    onBatch?.({ scanned, sealed, erased });
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return { scanned, sealed, erased };
    after = last.global_position;
  }
};
