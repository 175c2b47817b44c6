import { anySignal } from '../abort.ts';
import { START, type Checkpoint, type RecordedEvent, type SubscribeOptions } from '../port.ts';
import type { Notifier } from './notifier.ts';

/**
 * What the log holds after a checkpoint that an empty read there did not return, asked in a
 * snapshot of its own: 'readable' (the horizon moved since the read's snapshot), 'held' (committed,
 * but above the horizon: an older transaction is still open) or 'none'.
 */
export type Unread = 'readable' | 'held' | 'none';

export interface SubscriptionSource {
  readBatch(after: Checkpoint, maxCount: number): Promise<RecordedEvent[]>;
  /** Asked after an empty read at `after`. */
  unread(after: Checkpoint): Promise<Unread>;
  readonly notifier: Notifier;
  readonly pollIntervalMs: number;
  /** Aborts when the store closes. */
  readonly closed: AbortSignal;
}

const FIRST_RETRY_MS = 10;

/**
 * Catch-up and live are the same loop: read a batch after the cursor; when there is none, sleep
 * until a notification, or the fallback poll. A notification can arrive before its events are
 * readable (another, older transaction still holds xmin back); then they are 'held' and the
 * loop waits for the next notification (the older transaction's own commit, when it is an
 * append) but at most a short, growing delay, since the one that woke it was already spent.
 *
 * The empty read and the question after it see two snapshots: the horizon can pass the events
 * in between (the holder ends without notifying, e.g. a projection's batch). Those events are
 * 'readable' and read at once; taking
 * them for "nothing held" would leave them to the fallback poll, whose notification is spent.
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
      const batch = await source.readBatch(cursor, batchSize);
      const last = batch.at(-1);
      if (last) {
        cursor = last.checkpoint;
        retryMs = FIRST_RETRY_MS;
        yield batch;
        continue;
      }
      const unread = await source.unread(cursor);
      if (unread === 'readable') continue;
      if (unread === 'held') {
        // Usually the older transaction is an append, whose commit notifies: wake on that, or
        // retry after a growing delay (the holder may be any transaction, which notifies nobody).
        await lease.wait(mark, retryMs, signal);
        // Back off only when the delay ran out: each doubling costs the time it doubles, as a
        // plain sleep would (notifications must not push the retry out to the fallback poll).
        if (lease.mark() === mark) retryMs = Math.min(retryMs * 2, source.pollIntervalMs);
      } else {
        await lease.wait(mark, source.pollIntervalMs, signal);
      }
    }
  } finally {
    lease.release();
  }
}
