import { excludeSystemEvents, START as ESDB_START } from '@eventstore/db-client';
import type { EsdbClient } from './client.ts';
import { anySignal } from '../abort.ts';
import { compareCheckpoints, START, type EventUpcaster, type RecordedEvent, type SubscribeOptions } from '../port.ts';
import { isSystemEvent, toPosition, toRecordedEvent } from './mapping.ts';
import { isStart } from './read.ts';

/**
 * The server's catch-up subscription on $all with system events filtered out there, regrouped
 * into batches: a batch is what has already arrived, up to batchSize, so catch-up comes in full
 * batches and live events come as soon as they arrive.
 */
export async function* subscribeToEventStoreDb(
  client: EsdbClient,
  options: SubscribeOptions,
  upcast: EventUpcaster | undefined,
  closed: AbortSignal,
): AsyncGenerator<RecordedEvent[], void, undefined> {
  const signal = anySignal(options.signal, closed);
  if (signal.aborted) return;
  const batchSize = options.batchSize ?? 500;
  let cursor = options.after ?? START;
  const subscription = client.subscribeToAll({
    fromPosition: isStart(cursor) ? ESDB_START : toPosition(cursor),
    filter: excludeSystemEvents(),
  });
  const stop = (): void => void subscription.unsubscribe().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const iterator = subscription[Symbol.asyncIterator]();
  try {
    for (;;) {
      const batch: RecordedEvent[] = [];
      let next = await iterator.next();
      while (!next.done) {
        const event = next.value.event;
        if (event && !isSystemEvent(event)) {
          const recorded = toRecordedEvent(event, upcast);
          if (compareCheckpoints(recorded.checkpoint, cursor) > 0) {
            batch.push(recorded);
            cursor = recorded.checkpoint;
          }
        }
        if (batch.length >= batchSize || subscription.readableLength === 0) break;
        next = await iterator.next();
      }
      if (batch.length > 0 && !signal.aborted) yield batch;
      if (next.done || signal.aborted) return;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    await subscription.unsubscribe().catch(() => undefined);
  }
}
