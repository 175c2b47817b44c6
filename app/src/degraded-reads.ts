import type { CheckpointListener } from '@regimen/projections';
import { DELIVERY_TRUSTED_MS } from './projection-views.ts';

/** Longest a process trusts its picture of degraded users while the listener cannot vouch it missed no notification. */
const UNVERIFIED_MAX_AGE_MS = 5_000;

/** The (user, projection) pairs holding a dead letter: all of them, or one user's. */
export type DeadLetterOwners = (userId?: string) => Promise<readonly { readonly user_id: string; readonly projection: string }[]>;

interface Snapshot {
  readonly generation: number;
  /** The listener's connection when the load began: notifications are lost only between connections. */
  readonly connection: number | null;
  readonly loadedAt: number;
  readonly byUser: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Which projections a user's reads are degraded in: those holding a dead letter of theirs. The
 * dead-letter table is empty in a healthy system, so the process keeps the whole (user,
 * projection) set in memory and reloads it only when a checkpoint notification says dead letters
 * changed: a plain read costs no query. Notifications are lost only while the listener has no
 * connection, so the picture also goes when the connection changes, and when the listener cannot
 * prove delivery (its round trips late by over DELIVERY_TRUSTED_MS) it is trusted 5 s at most, as
 * before the proof existed. Reloading every 5 s regardless had every read of the process wait for
 * the database once per reload. `fresh` asks the database instead, for reads that waited on
 * X-Min-Position (the quarantine they waited for may have committed before its notification
 * reached this process).
 */
export const createDegradedReads = (owners: DeadLetterOwners, listener: CheckpointListener, now: () => number = Date.now) => {
  let generation = 0;
  listener.subscribe((_name, _checkpoint, deadLettersChanged) => {
    if (deadLettersChanged) generation += 1;
  });
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;

  const load = (): Promise<Snapshot> => {
    if (loading) return loading;
    const at = { generation, connection: listener.delivery()?.connection ?? null, loadedAt: now() };
    loading = owners()
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

  const trusted = (kept: Snapshot): boolean => {
    if (kept.generation !== generation) return false;
    const delivery = listener.delivery();
    // A connection since the load: the notifications sent in between are lost.
    if (delivery !== null && delivery.connection !== kept.connection) return false;
    return (delivery !== null && delivery.verifiedAt >= now() - DELIVERY_TRUSTED_MS) || now() - kept.loadedAt < UNVERIFIED_MAX_AGE_MS;
  };

  return async (userId: string, projections: readonly string[], fresh: boolean): Promise<string[]> => {
    if (projections.length === 0) return [];
    const mine = fresh
      ? new Set((await owners(userId)).map((row) => row.projection))
      : (snapshot !== null && trusted(snapshot) ? snapshot : await load()).byUser.get(userId);
    return mine ? projections.filter((name) => mine.has(name)) : [];
  };
};
