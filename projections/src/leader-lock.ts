import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A stable signed 64-bit advisory-lock key for a name (first 8 bytes of its SHA-256). */
export const advisoryKey = (scope: 'leader' | 'rebuild', name: string): bigint =>
  createHash('sha256').update(`regimen.projection.${scope}:${name}`).digest().readBigInt64BE(0);

const Acquired = z.object({ acquired: z.boolean() });

/** Session-level: held until unlocked or until the connection ends (which is what lets a standby take over). */
export const tryAdvisoryLock = (connection: CommonQueryMethods, key: bigint): Promise<boolean> =>
  connection.oneFirst(sql.type(Acquired)`select pg_try_advisory_lock(${key}::int8) as acquired`);

export const advisoryUnlock = async (connection: CommonQueryMethods, key: bigint): Promise<void> => {
  await connection.query(sql.type(Acquired)`select pg_advisory_unlock(${key}::int8) as acquired`);
};

/** Whether any session holds the key now (pg_locks splits an int8 key into classid/objid). */
export const advisoryLockHeld = (db: CommonQueryMethods, key: bigint): Promise<boolean> =>
  db.oneFirst(sql.type(z.object({ held: z.boolean() }))`
    select exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted and objsubid = 1
        and classid = ((${key}::int8 >> 32) & 4294967295)::oid
        and objid = (${key}::int8 & 4294967295)::oid
        and database = (select oid from pg_database where datname = current_database())
    ) as held`);
