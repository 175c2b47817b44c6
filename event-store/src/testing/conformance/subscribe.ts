import { describe, expect, it } from 'vitest';
import type { Checkpoint, EventStore, RecordedEvent } from '../../port.ts';
import { eventually, newStreamId, testEvent, testEvents, within, type StoreRef } from './context.ts';

interface Running {
  /** Our events (of the given streams) in delivery order. */
  readonly events: RecordedEvent[];
  readonly batchSizes: number[];
  /** Settles when the iterator has returned (or threw). */
  readonly ended: Promise<void>;
  stop(): void;
}

const run = (store: EventStore, after: Checkpoint, streams: readonly string[], batchSize?: number): Running => {
  const controller = new AbortController();
  const events: RecordedEvent[] = [];
  const batchSizes: number[] = [];
  const ended = (async () => {
    for await (const batch of store.subscribeToAll({ after, batchSize, signal: controller.signal })) {
      batchSizes.push(batch.length);
      events.push(...batch.filter((event) => streams.includes(event.streamId)));
    }
  })();
  return { events, batchSizes, ended, stop: () => controller.abort() };
};

export const describeSubscriptions = (store: StoreRef): void => {
  describe('subscribeToAll', () => {
    it('catches up from a checkpoint, then delivers what is appended later', async () => {
      const start = (await store().head()).checkpoint;
      const streamId = newStreamId();
      const early = testEvents(3);
      await store().append(streamId, early, 'no_stream');
      const subscription = run(store(), start, [streamId]);
      try {
        await eventually(async () => expect(subscription.events).toHaveLength(3));
        const late = [testEvent(), testEvent()];
        await store().append(streamId, late.slice(0, 1), 'any');
        await store().append(newStreamId(), late.slice(1), 'no_stream');
        await eventually(async () => expect(subscription.events.length).toBeGreaterThanOrEqual(4));
        expect(subscription.events.map((event) => event.id)).toEqual([...early, late[0]!].map((event) => event.id));
        expect(subscription.batchSizes.every((size) => size > 0)).toBe(true);
      } finally {
        subscription.stop();
        await subscription.ended;
      }
    });

    it('delivers batches no larger than batchSize, in checkpoint order', async () => {
      const start = (await store().head()).checkpoint;
      const streamId = newStreamId();
      await store().append(streamId, testEvents(5), 'no_stream');
      const subscription = run(store(), start, [streamId], 2);
      try {
        await eventually(async () => expect(subscription.events).toHaveLength(5));
        expect(Math.max(...subscription.batchSizes)).toBeLessThanOrEqual(2);
        expect(subscription.events.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      } finally {
        subscription.stop();
        await subscription.ended;
      }
    });

    it('ends the iterator when the signal aborts while it waits for events', async () => {
      const subscription = run(store(), (await store().head()).checkpoint, []);
      await new Promise((resolve) => setTimeout(resolve, 150));
      subscription.stop();
      expect(await within(subscription.ended, 3_000)).toBeUndefined();
    });

    it('yields nothing for an already aborted signal', async () => {
      const batches: RecordedEvent[][] = [];
      const iteration = (async () => {
        for await (const batch of store().subscribeToAll({ signal: AbortSignal.abort() })) batches.push(batch);
      })();
      expect(await within(iteration, 3_000)).toBeUndefined();
      expect(batches).toEqual([]);
    });
  });
};
