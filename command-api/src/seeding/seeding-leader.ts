import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';

/**
 * The seeding job's advisory-lock key: a different namespace from the projection workers' keys
 * (projections/src/leader-lock.ts), so the job never competes with a projection for its lock.
 */
export const seedingLeaderKey: bigint = createHash('sha256').update('regimen.job.leader:seeding').digest().readBigInt64BE(0);

const Acquired = z.object({ acquired: z.boolean() });

export interface Leadership {
  /** Runs `lead` on a connection holding the lock, or returns at once (false) when another session holds it. */
  tryLead(lead: (alive: () => Promise<void>) => Promise<void>): Promise<boolean>;
}

/**
 * Session-level advisory lock on a connection of its own: held while `lead` runs, released when it
 * returns, and released by PostgreSQL when the process dies, which is what lets a standby take over.
 * `alive` throws when the connection (and with it the lock) is gone, so a leader steps down.
 */
export const advisoryLeadership = (pool: DatabasePool, key: bigint = seedingLeaderKey): Leadership => ({
  tryLead: (lead) =>
    pool.connect(async (connection: CommonQueryMethods) => {
      const acquired = await connection.oneFirst(sql.type(Acquired)`select pg_try_advisory_lock(${key}::int8) as acquired`);
      if (!acquired) return false;
      try {
        await lead(async () => {
          await connection.query(sql.type(z.object({ one: z.number() }))`select 1 as one`);
        });
      } finally {
        // The pool does not reset connections it takes back (server-kit/src/database.ts).
        await connection.query(sql.type(Acquired)`select pg_advisory_unlock(${key}::int8) as acquired`).catch(() => undefined);
      }
      return true;
    }),
});
