import type { DatabasePool } from 'slonik';
import { degradedUsers, type CheckpointListener } from '@regimen/projections';

/** Longest a process trusts its picture of degraded users without a notification (one lost while LISTEN reconnects). */
const MAX_AGE_MS = 5_000;

interface Snapshot {
  readonly generation: number;
  readonly loadedAt: number;
  readonly byUser: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Which projections a user's reads are degraded in: those holding a dead letter of theirs. The
 * dead-letter table is empty in a healthy system, so the process keeps the whole (user,
 * projection) set in memory and reloads it only when a checkpoint notification says dead letters
 * changed (or it is 5 s old): a plain read costs no query. `fresh` asks the database instead, for
 * reads that waited on X-Min-Position (the quarantine they waited for may have committed before
 * its notification reached this process).
 */
export const createDegradedReads = (pool: DatabasePool, listener: CheckpointListener) => {
  let generation = 0;
  listener.subscribe((_name, _checkpoint, deadLettersChanged) => {
    if (deadLettersChanged) generation += 1;
  });
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;

  const load = (): Promise<Snapshot> => {
    if (loading) return loading;
    const at = { generation, loadedAt: Date.now() };
    loading = degradedUsers(pool)
      .then((rows) => {
        const byUser = new Map<string, Set<string>>();
        for (const row of rows) byUser.set(row.user_id, (byUser.get(row.user_id) ?? new Set()).add(row.projection));
        snapshot = { ...at, byUser };
        return snapshot;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const current = async (): Promise<Snapshot> =>
    snapshot && snapshot.generation === generation && Date.now() - snapshot.loadedAt < MAX_AGE_MS ? snapshot : load();

  return async (userId: string, projections: readonly string[], fresh: boolean): Promise<string[]> => {
    if (projections.length === 0) return [];
    const mine = fresh ? new Set((await degradedUsers(pool, userId)).map((row) => row.projection)) : (await current()).byUser.get(userId);
    return mine ? projections.filter((name) => mine.has(name)) : [];
  };
};
