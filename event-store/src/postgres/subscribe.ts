import { anySignal } from '../abort.ts';
import { START, type Checkpoint, type RecordedEvent, type SubscribeOptions } from '../port.ts';
import type { Notifier } from './notifier.ts';

/** A batch after a checkpoint, and whether committed events wait above the horizon, in one snapshot. */
export interface LiveBatch {
  readonly events: RecordedEvent[];
  /** Committed events the batch could not include: an older transaction is still running. */
  readonly held: boolean;
}

export interface SubscriptionSource {
  readBatch(after: Checkpoint, maxCount: number): Promise<LiveBatch>;
  readonly notifier: Notifier;
  readonly pollIntervalMs: number;
  /** Aborts when the store closes. */
  readonly closed: AbortSignal;
}

const FIRST_RETRY_MS = 10;

/**
 * Catch-up and live are the same loop: read a batch after the cursor and yield it; a full batch is
 * followed by the next read at once. Otherwise sleep until a notification that came after the
 * read began, or the fallback poll. A notification can arrive before its events are readable
 * (another, older transaction still holds xmin back); then the read says they are held and the
 * loop waits for the next notification (the older transaction's own commit, when it is an append)
 * but at most a short, growing delay, since the one that woke it was already spent.
 *
 * The batch and "held?" come from one snapshot (statements.ts, readLive): every event committed
 * before it is either in the batch or held, and every later commit notifies after the read began.
 */
export async function* subscribeToPostgres(
  source: SubscriptionSource,
  options: SubscribeOptions,
): AsyncGenerator<RecordedEvent[], void, undefined> {
  const signal = anySignal(options.signal, source.closed);
  if (signal.aborted) return;
  const batchSize = options.batchSize ?? 500;
  let cursor = options.after ?? START;
  let retryMs = FIRST_RETRY_MS;
  const lease = await source.notifier.acquire();
  try {
    while (!signal.aborted) {
      const mark = lease.mark();
      const { events, held } = await source.readBatch(cursor, batchSize);
      const last = events.at(-1);
      if (last) {
        cursor = last.checkpoint;
        yield events;
        if (events.length >= batchSize) continue;
      }
      if (held) {
        // Usually the older transaction is an append, whose commit notifies: wake on that, or
        // retry after a growing delay (the holder may be any transaction, which notifies nobody).
        await lease.wait(mark, retryMs, signal);
        // Back off only when the delay ran out: each doubling costs the time it doubles, as a
        // plain sleep would (notifications must not push the retry out to the fallback poll).
        if (lease.mark() === mark) retryMs = Math.min(retryMs * 2, source.pollIntervalMs);
      } else {
        retryMs = FIRST_RETRY_MS;
        await lease.wait(mark, source.pollIntervalMs, signal);
      }
    }
  } finally {
    lease.release();
  }
}
