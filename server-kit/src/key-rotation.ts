import type pg from 'pg';
import { keksOf, unwrapRow, wrapDataKey, DataKeyUnavailableError, type KekSecrets, type KeyRow } from './data-keys.ts';

export interface RotationProgress {
  /** Keys wrapped again under the current secret in this run. */
  readonly rewrapped: number;
  /** Keys found already under the current secret (a run resumed or repeated). */
  readonly alreadyCurrent: number;
  /** Users whose key no configured secret opens: left as they are, for the operator. */
  readonly failed: readonly string[];
}

export interface RotationOptions {
  readonly batchSize?: number;
  readonly onBatch?: (progress: RotationProgress) => void;
}

/**
 * Wraps every user's data key under the current secret (DATA_KEY_SECRET), opening it with the one
 * its row names (DATA_KEY_SECRET_PREVIOUS during a rotation). Batches in key order, each one
 * transaction holding its rows (an erasure of one of them waits for it, and wins after); rows
 * already under the current secret and erased rows are left alone, so a run can be repeated or
 * resumed after a crash and only finishes what is left. The data keys themselves do not change,
 * so no event is touched and running processes' caches stay right.
 */
export const rotateDataKeys = async (pool: pg.Pool, secrets: KekSecrets, { batchSize = 500, onBatch }: RotationOptions = {}): Promise<RotationProgress> => {
  const keks = keksOf(secrets);
  const [current] = keks as [(typeof keks)[number], ...typeof keks];
  let after = '00000000-0000-0000-0000-000000000000';
  let rewrapped = 0;
  let alreadyCurrent = 0;
  const failed: string[] = [];
  for (;;) {
    const client = await pool.connect();
    let rows: KeyRow[];
    try {
      await client.query('begin');
      ({ rows } = await client.query<KeyRow>(
        `select user_id, wrapped_key, kek_id from user_data_keys
         where user_id > $1 and wrapped_key is not null order by user_id limit $2 for update`,
        [after, batchSize],
      ));
      const users: string[] = [];
      const wrapped: Buffer[] = [];
      for (const row of rows) {
        if (row.kek_id === current.id || row.wrapped_key === null) {
          alreadyCurrent += 1;
          continue;
        }
        try {
          const key = unwrapRow({ ...row, wrapped_key: row.wrapped_key }, keks);
          users.push(row.user_id);
          wrapped.push(wrapDataKey(current.master, key, row.user_id));
        } catch (error) {
          if (!(error instanceof DataKeyUnavailableError)) throw error;
          failed.push(row.user_id);
        }
      }
      if (users.length > 0) {
        await client.query(
          `update user_data_keys k set wrapped_key = v.wrapped, kek_id = $3
           from unnest($1::uuid[], $2::bytea[]) as v (user_id, wrapped) where k.user_id = v.user_id and k.wrapped_key is not null`,
          [users, wrapped, current.id],
        );
      }
      await client.query('commit');
      rewrapped += users.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    onBatch?.({ rewrapped, alreadyCurrent, failed });
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return { rewrapped, alreadyCurrent, failed };
    after = last.user_id;
  }
};

/** How many live keys each secret holds (by key id; null: written before key ids were recorded). */
export const keysBySecret = async (pool: pg.Pool): Promise<Record<string, number>> => {
  const { rows } = await pool.query<{ kek_id: string | null; count: string }>(
    'select kek_id, count(*) as count from user_data_keys where wrapped_key is not null group by kek_id',
  );
  return Object.fromEntries(rows.map((row) => [row.kek_id ?? 'unrecorded', Number(row.count)]));
};
