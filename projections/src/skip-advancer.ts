import type { CommonQueryMethods } from 'slonik';
import { skipFenced, skipOutcome, type BatchOutcome, type SkipMove } from './apply-batch.ts';

/** A worker's skipped slice, taken when the advancer writes; told how it went. */
export interface PendingSkip extends SkipMove {
  settle(outcome: BatchOutcome, seconds: number): void;
  fail(error: unknown): void;
}

export interface SkipAdvancer {
  /**
   * Calls `take` within the delay, together with every other worker's, and moves what they
   * return in one statement. `take` answers null when its slice went with a batch that had work.
   * Scheduling the same `take` again before it is called changes nothing.
   */
  schedule(take: () => PendingSkip | null): void;
}

/**
 * A runner's workers see the same events at the same moments, and most of those events are
 * handled by a few projections only: the others each moved their checkpoint past them with a
 * statement of their own, several per append. The advancer gathers them: within `delayMs` of the
 * first, every pending move is made by one statement (skipFenced), on any connection of the pool
 * (each row is fenced by its own expected checkpoint, so no leader's connection is needed).
 */
export const createSkipAdvancer = (db: CommonQueryMethods, delayMs: number): SkipAdvancer => {
  const takers = new Set<() => PendingSkip | null>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async (): Promise<void> => {
    timer = undefined;
    const pending = [...takers].flatMap((take) => take() ?? []);
    takers.clear();
    if (pending.length === 0) return;
    const started = performance.now();
    try {
      const moved = await skipFenced(db, pending);
      const seconds = (performance.now() - started) / 1000;
      for (const skip of pending) skip.settle(skipOutcome(moved, skip), seconds);
    } catch (error) {
      for (const skip of pending) skip.fail(error);
    }
  };

  return {
    schedule(take) {
      takers.add(take);
      timer ??= setTimeout(() => void flush(), delayMs);
    },
  };
};
