import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { cachedKeyring, type DataKeyring } from '@regimen/event-store';

/** A development master secret, used only when DATA_KEY_SECRET is not set (a warning says so at start). */
export const DEV_DATA_KEY_SECRET = 'regimen-development-data-key-secret-do-not-use-in-production';

/** The key-encryption key: SHA-256 of the configured secret (a long random secret is expected). */
export const masterKeyOf = (secret: string): Buffer => createHash('sha256').update(`regimen/data-keys/v1\0${secret}`).digest();

/** A data key as `user_data_keys` stores it (exported for tools that load keys in bulk, such as the benchmark). */
export const wrapDataKey = (master: Buffer, key: Buffer, userId: string): Buffer => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  // The user id is bound in, so a wrapped key copied onto another user's row does not open.
  cipher.setAAD(Buffer.from(userId));
  return Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
};

const unwrap = (master: Buffer, wrapped: Buffer, userId: string): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(wrapped.subarray(wrapped.length - 16));
  return Buffer.concat([decipher.update(wrapped.subarray(12, wrapped.length - 16)), decipher.final()]);
};

interface KeyRow {
  readonly user_id: string;
  readonly wrapped_key: Buffer | null;
}

/**
 * Per-user data keys in the `user_data_keys` table, each wrapped by the master key. Destroying sets
 * the wrapped key to null and keeps the row: the user stays erased, and no new key is ever made.
 */
const postgresKeyring = (pool: pg.Pool, secret: string): DataKeyring => {
  const master = masterKeyOf(secret);
  const load = async (userIds: readonly string[]): Promise<Map<string, KeyRow>> => {
    const { rows } = await pool.query<KeyRow>('select user_id, wrapped_key from user_data_keys where user_id = any($1::uuid[])', [userIds]);
    return new Map(rows.map((row) => [row.user_id, row]));
  };
  const keysOf = (userIds: readonly string[], rows: Map<string, KeyRow>) =>
    new Map(userIds.map((userId) => {
      const wrapped = rows.get(userId)?.wrapped_key ?? null;
      return [userId, wrapped ? unwrap(master, wrapped, userId) : null] as const;
    }));
  return {
    async keysForWriting(userIds) {
      let rows = await load(userIds);
      const missing = userIds.filter((userId) => !rows.has(userId));
      if (missing.length > 0) {
        const wrapped = missing.map((userId) => wrapDataKey(master, randomBytes(32), userId));
        // Two writers may race to create a user's first key: one wins, both then read the winner.
        await pool.query(
          'insert into user_data_keys (user_id, wrapped_key) select * from unnest($1::uuid[], $2::bytea[]) on conflict (user_id) do nothing',
          [missing, wrapped],
        );
        rows = await load(userIds);
      }
      return keysOf(userIds, rows);
    },
    keysForReading: async (userIds) => keysOf(userIds, await load(userIds)),
    async destroy(userId) {
      await pool.query(
        `insert into user_data_keys (user_id, wrapped_key, destroyed_at) values ($1, null, now())
         on conflict (user_id) do update set wrapped_key = null, destroyed_at = coalesce(user_data_keys.destroyed_at, now())`,
        [userId],
      );
    },
  };
};

/** The app's keyring: PostgreSQL behind a bounded LRU, so reads and rebuilds look each user up once. */
export const appKeyring = (pool: pg.Pool, secret: string): DataKeyring => cachedKeyring(postgresKeyring(pool, secret), { maxKeys: 10_000, ttlMs: 60_000 });
