import { anySignal, sleep } from '../abort.ts';
import { START, type Checkpoint, type RecordedEvent, type SubscribeOptions } from '../port.ts';
import type { Notifier } from './notifier.ts';

export interface SubscriptionSource {
  readBatch(after: Checkpoint, maxCount: number): Promise<RecordedEvent[]>;
  /** True when committed events exist that readers cannot see yet (an older transaction is open). */
  pending(): Promise<boolean>;
  readonly notifier: Notifier;
  readonly pollIntervalMs: number;
  /** Aborts when the store closes. */
  readonly closed: AbortSignal;
}

const FIRST_RETRY_MS = 10;

/**
 * Catch-up and live are the same loop: read a batch after the cursor; when there is none, sleep
 * until a notification, or the fallback poll. A notification can arrive before its events are
 * readable (another, older transaction still holds xmin back); then `pending` is true and the
 * loop retries on a short, growing delay instead of waiting for a notification that was already spent.
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
      if (await source.pending()) {
        await sleep(retryMs, signal);
        retryMs = Math.min(retryMs * 2, source.pollIntervalMs);
      } else {
        await lease.wait(mark, source.pollIntervalMs, signal);
      }
    }
  } finally {
    lease.release();
  }
}
