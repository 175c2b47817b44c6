import type { DatabasePool } from 'slonik';
import type { EventStore } from '@regimen/event-store';
import {
  allProjections,
  listDeadLetters,
  parseRecordedEvent,
  retryAllDeadLetters,
  retryDeadLetter,
  type DeadLetterRow,
  type ProjectionLag,
  type ProjectionRunner,
  type RetryOutcome,
} from '@regimen/projections';

/** Lag beyond which a projection with events to apply counts as stalled (readiness). */
const STALLED_LAG_SECONDS = 60;
/** Failed attempts in a row after which this process's leader counts as stalled. */
const STALLED_FAILURES = 3;

/**
 * Stalled: events are waiting and either the lag passed a minute or this process's leader failed
 * three times in a row. Quarantined events do not stall a projection (they are out of its way).
 */
export const isStalled = (projection: { readonly lagEvents: bigint; readonly lagSeconds: number; readonly consecutiveFailures: number }): boolean =>
  projection.lagEvents > 0n && (projection.lagSeconds > STALLED_LAG_SECONDS || projection.consecutiveFailures >= STALLED_FAILURES);

const deadLetterView = (row: DeadLetterRow) => ({
  id: String(row.id),
  projection: row.projection,
  eventId: row.event_id,
  position: String(row.global_position),
  streamId: row.stream_id,
  streamRevision: String(row.stream_revision),
  eventType: row.event_type,
  userId: row.user_id,
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: row.first_failed_at,
  lastFailedAt: row.last_failed_at,
  status: row.status,
});

const retryView = (outcome: RetryOutcome) => ({ ...outcome });

/**
 * The admin's view of quarantined events and the readiness of the projections. Retries read the
 * log without the store's validation (`store` here is the unvalidated one), so an event that
 * still does not parse fails the retry with its reason instead of failing the request.
 */
export const createProjectionAdmin = (options: {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly runner: ProjectionRunner | null;
  readonly lag: () => Promise<ProjectionLag[]>;
}) => {
  const { pool, store, runner, lag } = options;
  const projectionNamed = (name: string) => allProjections.find((projection) => projection.name === name) ?? null;
  const retryOptions = (name: string) => {
    const projection = projectionNamed(name);
    return projection ? { pool, store, projection, parse: parseRecordedEvent } : null;
  };
  return {
    async deadLetters(page: { readonly limit: number; readonly before?: bigint | undefined }) {
      const { items, nextBefore } = await listDeadLetters(pool, page);
      return { items: items.map(deadLetterView), nextBefore: nextBefore === null ? null : String(nextBefore) };
    },
    /** Null: no such projection or dead letter. */
    async retry(name: string, id: bigint) {
      const found = retryOptions(name);
      const outcome = found ? await retryDeadLetter(found, id) : null;
      return outcome ? retryView(outcome) : null;
    },
    /** Null: no such projection. */
    async retryAll(name: string) {
      const found = retryOptions(name);
      if (!found) return null;
      const outcomes = await retryAllDeadLetters(found);
      return {
        resolved: outcomes.filter((outcome) => outcome.outcome === 'resolved').length,
        failed: outcomes.filter((outcome) => outcome.outcome === 'failed').length,
        outcomes: outcomes.map(retryView),
      };
    },
    /** Per live projection: lag, quarantined events, and whether it is stalled (`isStalled`). */
    async health() {
      const failures = new Map((runner?.status() ?? []).map((worker) => [worker.name, worker.consecutiveFailures]));
      return (await lag())
        .filter((row) => !row.rebuilding)
        .map((row) => ({
          name: row.name,
          lagEvents: row.lagEvents.toString(),
          lagSeconds: row.lagSeconds,
          stalled: isStalled({ ...row, consecutiveFailures: failures.get(row.name) ?? 0 }),
          quarantined: row.quarantined,
        }));
    },
  };
};

export type ProjectionAdmin = ReturnType<typeof createProjectionAdmin>;
