import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { cachedKeyring, type DataKeyring } from '@regimen/event-store';

/** A development master secret, used only when DATA_KEY_SECRET is not set (a warning says so at start). */
export const DEV_DATA_KEY_SECRET = 'regimen-development-data-key-secret-do-not-use-in-production';

/** The key-encryption key: SHA-256 of the configured secret (a long random secret is expected). */
export const masterKeyOf = (secret: string): Buffer => createHash('sha256').update(`regimen/data-keys/v1\0${secret}`).digest();

/**
 * Which secret wrapped a key, stored beside it (`user_data_keys.kek_id`): a hash of the secret
 * under another label, so it names the secret without revealing it or the key derived from it.
 */
export const kekIdOf = (secret: string): string => createHash('sha256').update(`regimen/data-keys/kek-id\0${secret}`).digest('hex').slice(0, 16);

/** A key-encryption key: the master key and its id. */
export interface Kek {
  readonly id: string;
  readonly master: Buffer;
}

const kekOf = (secret: string): Kek => ({ id: kekIdOf(secret), master: masterKeyOf(secret) });

/** The secrets a process holds: it wraps with `current` and, during a rotation, still unwraps with `previous`. */
export interface KekSecrets {
  readonly current: string;
  readonly previous?: string | undefined;
}

/** A data key as `user_data_keys` stores it (exported for tools that load keys in bulk, such as the benchmark). */
export const wrapDataKey = (master: Buffer, key: Buffer, userId: string): Buffer => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  // The user id is bound in, so a wrapped key copied onto another user's row does not open.
  cipher.setAAD(Buffer.from(userId));
  return Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
};

const unwrapWith = (master: Buffer, wrapped: Buffer, userId: string): Buffer | null => {
  try {
    const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - 16));
    return Buffer.concat([decipher.update(wrapped.subarray(12, wrapped.length - 16)), decipher.final()]);
  } catch {
    // GCM refuses a wrong key or a damaged row the same way: the caller says which secrets it tried.
    return null;
  }
};

/** A stored data key that none of the configured secrets opens: said plainly, with no key material. */
export class DataKeyUnavailableError extends Error {
  constructor(userId: string, kekId: string | null, tried: readonly string[]) {
    super(
      `The data key of user ${userId} is wrapped by key-encryption key ${kekId ?? '(unrecorded)'}, which none of the configured secrets ` +
        `(${tried.join(', ')}) opens. If DATA_KEY_SECRET was changed, set DATA_KEY_SECRET_PREVIOUS to the old secret and run ` +
        '`npm run rotate-keys`; never delete the row (that erases the user).',
    );
    this.name = 'DataKeyUnavailableError';
  }
}

export interface KeyRow {
  readonly user_id: string;
  readonly wrapped_key: Buffer | null;
  readonly kek_id: string | null;
}

/**
 * Opens a stored key with the secret its row names, else (a row from before key ids, or a stale
 * id) with each configured secret in turn; throws when none opens it.
 */
export const unwrapRow = (row: KeyRow & { wrapped_key: Buffer }, keks: readonly Kek[]): Buffer => {
  const named = keks.find((kek) => kek.id === row.kek_id);
  for (const kek of named ? [named, ...keks.filter((other) => other !== named)] : keks) {
    const key = unwrapWith(kek.master, row.wrapped_key, row.user_id);
    if (key) return key;
  }
  throw new DataKeyUnavailableError(row.user_id, row.kek_id, keks.map((kek) => kek.id));
};

export const keksOf = ({ current, previous }: KekSecrets): Kek[] => [kekOf(current), ...(previous && previous !== current ? [kekOf(previous)] : [])];

/**
 * Per-user data keys in the `user_data_keys` table, each wrapped by the master key. Destroying sets
 * the wrapped key to null and keeps the row: the user stays erased, and no new key is ever made.
 */
const postgresKeyring = (pool: pg.Pool, secrets: KekSecrets): DataKeyring => {
  const keks = keksOf(secrets);
  const [current] = keks as [Kek, ...Kek[]];
  const load = async (userIds: readonly string[]): Promise<Map<string, KeyRow>> => {
    const { rows } = await pool.query<KeyRow>('select user_id, wrapped_key, kek_id from user_data_keys where user_id = any($1::uuid[])', [userIds]);
    return new Map(rows.map((row) => [row.user_id, row]));
  };
  const keysOf = (userIds: readonly string[], rows: Map<string, KeyRow>) =>
    new Map(userIds.map((userId) => {
      const row = rows.get(userId);
      return [userId, row?.wrapped_key ? unwrapRow({ ...row, wrapped_key: row.wrapped_key }, keks) : null] as const;
    }));
  return {
    async keysForWriting(userIds) {
      let rows = await load(userIds);
      const missing = userIds.filter((userId) => !rows.has(userId));
      if (missing.length > 0) {
        const wrapped = missing.map((userId) => wrapDataKey(current.master, randomBytes(32), userId));
        // Two writers may race to create a user's first key: one wins, both then read the winner.
        await pool.query(
          'insert into user_data_keys (user_id, wrapped_key, kek_id) select u, k, $3 from unnest($1::uuid[], $2::bytea[]) as t (u, k) on conflict (user_id) do nothing',
          [missing, wrapped, current.id],
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
export const appKeyring = (pool: pg.Pool, secrets: KekSecrets): DataKeyring => cachedKeyring(postgresKeyring(pool, secrets), { maxKeys: 10_000, ttlMs: 60_000 });
