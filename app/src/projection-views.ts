import { checkpointToString, START, type EventStore } from '@regimen/event-store';
import {
  allProjections,
  postgresEventCounter,
  projectionStatus,
  PositionBeyondHeadError,
  waitForPosition,
  type CheckpointListener,
  type ProjectionLag,
} from '@regimen/projections';
import type { DatabasePool } from 'slonik';

/** Users remembered per projection before the versions fall back to "anyone changed" (bounds memory). */
const MAX_TRACKED_USERS = 100_000;

/**
 * How old the listener's proof of delivery may be for a version to count: a batch committed since
 * it may not have been heard of yet, so an answer cached under a version is at most this much
 * (plus a notification's own delay) behind its rows.
 */
export const DELIVERY_TRUSTED_MS = 1_000;

/**
 * A read model's version for one user: the number of the last checkpoint notification this
 * process has seen that may have changed that user's rows (one naming them, or one naming nobody
 * in particular), on the listener's current connection. A notification arrives after its batch
 * committed, so a version read before a query is never newer than what the query sees (the read
 * API's response cache relies on that), and other users' writes leave it alone.
 *
 * Null when the listener cannot vouch that it missed nothing in the last DELIVERY_TRUSTED_MS
 * (disconnected, or its round trips unanswered): then cached answers live a second at most. A new
 * connection changes every version, since notifications sent while there was none are lost.
 */
export const readModelVersions = (listener: CheckpointListener, now: () => number = Date.now) => {
  let sequence = 0;
  const anyoneChanged = new Map<string, number>();
  const userChanged = new Map<string, Map<string, number>>();
  listener.subscribe((name, _checkpoint, _deadLetters, users) => {
    sequence += 1;
    const perUser = userChanged.get(name) ?? new Map<string, number>();
    userChanged.set(name, perUser);
    if (users === null || perUser.size + users.length > MAX_TRACKED_USERS) {
      // Forgetting who changed is safe once everyone counts as changed.
      perUser.clear();
      anyoneChanged.set(name, sequence);
      return;
    }
    for (const user of users) perUser.set(user, sequence);
  });
  return (projections: readonly string[]) => (userId: string): string | null => {
    const delivery = listener.delivery();
    if (delivery === null || delivery.verifiedAt < now() - DELIVERY_TRUSTED_MS) return null;
    return `${delivery.connection}:${projections.map((name) => Math.max(anyoneChanged.get(name) ?? 0, userChanged.get(name)?.get(userId) ?? 0)).join('/')}`;
  };
};

/**
 * What the read API and the metrics need to know about the projections, in their terms: the
 * read API names tables, the projections filling them are what it waits for.
 */
export const createProjectionViews = (pool: DatabasePool, store: EventStore, listener: CheckpointListener) => {
  const projectionsFilling = (tables: readonly string[]): string[] =>
    allProjections.filter((projection) => projection.tables.some((table) => tables.includes(table))).map((projection) => projection.name);

  const waitForTables = (tables: readonly string[], position: bigint, timeoutMs: number): Promise<boolean | 'beyond-head'> =>
    waitForPosition({ pool, store, listener, projections: projectionsFilling(tables), position, timeoutMs }).catch((error: unknown) => {
      if (error instanceof PositionBeyondHeadError) return 'beyond-head' as const;
      throw error;
    });

  const versions = readModelVersions(listener);

  /**
   * Projections the app runs that have no checkpoint yet (added to a system with history, waiting
   * for an admin's rebuild): the whole log is their lag.
   */
  const notBuilt = async (rows: readonly ProjectionLag[]) => {
    const missing = allProjections.filter((projection) => !rows.some((row) => row.name === projection.name));
    if (missing.length === 0) return [];
    const head = await store.head();
    return missing.map((projection) => ({
      name: projection.name,
      version: projection.version,
      rebuilding: false,
      checkpoint: checkpointToString(START),
      head: checkpointToString(head.checkpoint),
      lagEvents: head.checkpoint.position.toString(),
      lagSeconds: 0,
      eventsApplied: '0',
      lastEventAt: null,
      lastError: null,
      isLeader: false,
      quarantined: 0,
      built: false,
    }));
  };

  const lag = (): Promise<ProjectionLag[]> => projectionStatus(pool, store, store.name === 'postgres' ? { countEvents: postgresEventCounter(pool) } : {});

  return {
    lag,
    waitForTables,
    projectionsFilling,
    /**
     * The version of the read models behind `tables` for one user (changes whenever one of their
     * projections commits a batch that may have changed the user's rows), or null when a table is
     * filled by no projection (nothing tells when it changes); the user's version is null while the
     * listener cannot vouch for its notifications (see readModelVersions).
     */
    versionOf(tables: readonly string[]): ((userId: string) => string | null) | null {
      const names = projectionsFilling(tables);
      const covered = tables.every((table) => allProjections.some((projection) => projection.tables.includes(table)));
      if (!covered || names.length === 0) return null;
      return versions(names);
    },
    async waitForHead(tables: readonly string[], timeoutMs: number): Promise<boolean> {
      const head = await store.head();
      return head.checkpoint.position === 0n || (await waitForTables(tables, head.checkpoint.position, timeoutMs)) === true;
    },
    /** Lag as JSON-friendly strings (bigints do not serialise). */
    async lagView() {
      const rows = await lag();
      const built = rows.map((row) => ({
        name: row.name,
        version: row.version,
        rebuilding: row.rebuilding,
        checkpoint: checkpointToString(row.checkpoint),
        head: checkpointToString(row.head),
        lagEvents: row.lagEvents.toString(),
        lagSeconds: row.lagSeconds,
        eventsApplied: row.eventsApplied.toString(),
        lastEventAt: row.lastEventAt,
        lastError: row.lastError,
        isLeader: row.isLeader,
        quarantined: row.quarantined,
        built: true,
      }));
      return [...built, ...(await notBuilt(rows))];
    },
    /** Lag as the metrics gauges read it. */
    async gauges() {
      return (await lag()).map((row) => ({
        name: row.name,
        rebuilding: row.rebuilding,
        position: row.checkpoint.position,
        headPosition: row.head.position,
        lagEvents: row.lagEvents,
        lagSeconds: row.lagSeconds,
        quarantined: row.quarantined,
      }));
    },
  };
};
