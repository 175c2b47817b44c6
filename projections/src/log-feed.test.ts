import { randomUUID } from 'node:crypto';
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { START, type Checkpoint, type EventStore, type RecordedEvent } from '@regimen/event-store';
import { createLogFeed, type LogFeed } from './log-feed.ts';
import { createInMemoryEventStore, type InMemoryEventStore } from './testing/in-memory-event-store.ts';
import { toAppend } from './testing/harness.ts';

/** The in-memory store, counting what the feed asks of it. */
const counted = (inner: InMemoryEventStore) => {
  const calls = { subscriptions: 0, subscriptionBatches: 0, readAll: 0 };
  const store: EventStore = {
    ...inner,
    readAll: (options) => {
      calls.readAll += 1;
      return inner.readAll(options);
    },
    subscribeToAll: (options) => {
      calls.subscriptions += 1;
      const source = inner.subscribeToAll(options);
      return (async function* () {
        for await (const batch of source) {
          calls.subscriptionBatches += 1;
          yield batch;
        }
      })();
    },
  };
  return { store, calls };
};

/** `count` events in one append (one commit, one wake-up). */
const append = async (store: EventStore, count: number): Promise<void> => {
  const feedbackId = randomUUID();
  const events = Array.from({ length: count }, (_, i) =>
    toAppend('FeedbackSubmitted', { feedbackId, type: 'general', rating: null, message: `m${i}`, page: '/', userAgent: 'test' }, { userId: null, occurredAt: new Date().toISOString() }),
  );
  await store.append(`feedback-${feedbackId}`, events, 'no_stream');
};

const stops: AbortController[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop.abort();
});
const controller = (): AbortController => {
  const stop = new AbortController();
  stops.push(stop);
  return stop;
};

/** Takes batches from a follower until it has `count` events (or its iterator ends). */
const take = async (follower: AsyncGenerator<RecordedEvent[]>, count: number): Promise<RecordedEvent[]> => {
  const seen: RecordedEvent[] = [];
  while (seen.length < count) {
    const next = await follower.next();
    if (next.done) break;
    seen.push(...next.value);
  }
  return seen;
};

const positions = (events: readonly RecordedEvent[]): bigint[] => events.map((event) => event.position);
const range = (from: number, to: number): bigint[] => Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i));

const open = (batchSize: number, windowEvents?: number) => {
  const inner = createInMemoryEventStore();
  const { store, calls } = counted(inner);
  const runner = controller();
  const feed: LogFeed = createLogFeed(store, { batchSize, signal: runner.signal, ...(windowEvents !== undefined && { windowEvents }) });
  /** The checkpoint of the event at a position (read without counting). */
  const at = async (position: number): Promise<Checkpoint> => (await inner.readAll()).find((event) => event.position === BigInt(position))!.checkpoint;
  return { store, calls, feed, runner, at };
};

describe('the log feed', () => {
  it('gives every follower at its head the same events from one read of the log', async () => {
    const { store, calls, feed } = open(10);
    const followers = Array.from({ length: 14 }, () => feed.follow(START, controller().signal));
    const waiting = followers.map((follower) => take(follower, 25));
    await append(store, 25);
    const seen = await Promise.all(waiting);
    for (const events of seen) expect(positions(events)).toEqual(range(1, 25));
    expect(calls.subscriptions).toBe(1);
    expect(calls.readAll).toBe(0);
    // 25 events in batches of at most 10: one read per batch, shared by all fourteen.
    expect(calls.subscriptionBatches).toBe(3);
  });

  it('serves a follower a little behind from its window, and one further behind from its own reads until it joins', async () => {
    const { store, calls, feed, at } = open(10, 20);
    await append(store, 100);
    const leader = feed.follow(START, controller().signal);
    expect(positions(await take(leader, 100))).toEqual(range(1, 100));
    const readsBefore = calls.subscriptionBatches;

    // 15 behind the head: inside the window of 20, no read at all.
    const near = feed.follow(await at(85), controller().signal);
    expect(positions(await take(near, 15))).toEqual(range(86, 100));
    expect(calls.readAll).toBe(0);

    // From the start: reads of its own (batches of 10) until the window, then the window.
    const far = feed.follow(START, controller().signal);
    expect(positions(await take(far, 100))).toEqual(range(1, 100));
    expect(calls.readAll).toBeGreaterThanOrEqual(8);
    expect(calls.readAll).toBeLessThanOrEqual(9);
    expect(calls.subscriptionBatches).toBe(readsBefore);

    // New events: one read for all three.
    const next = [take(leader, 5), take(near, 5), take(far, 5)];
    await append(store, 5);
    for (const events of await Promise.all(next)) expect(positions(events)).toEqual(range(101, 105));
    expect(calls.subscriptionBatches).toBe(readsBefore + 1);
    expect(calls.subscriptions).toBe(1);
  });

  it('keeps at most its last few reads, however few events they held', async () => {
    const { store, calls, feed } = open(10, 100);
    const leader = feed.follow(START, controller().signal);
    // Ten appends of one event, each read on its own (live): the window keeps the last eight reads.
    for (let i = 1; i <= 10; i += 1) {
      const next = take(leader, 1);
      await append(store, 1);
      expect(positions(await next)).toEqual([BigInt(i)]);
    }
    expect(calls.readAll).toBe(0);
    const fromWindow = feed.follow(START, controller().signal);
    expect(positions(await take(fromWindow, 10))).toEqual(range(1, 10));
    // Events 1 and 2 had left the window: one read of its own, then the window.
    expect(calls.readAll).toBe(1);
  });

  it('moves to a follower ahead of it when it is not reading, so one catching up does not hold the rest back', async () => {
    const { store, calls, feed, at } = open(10, 20);
    await append(store, 60);
    const slow = feed.follow(START, controller().signal);
    expect(positions(await take(slow, 10))).toEqual(range(1, 10));
    // The leader of another process moved this projection to 50: the feed follows it from there.
    const ahead = feed.follow(await at(50), controller().signal);
    expect(positions(await take(ahead, 10))).toEqual(range(51, 60));
    expect(calls.subscriptions).toBe(2);
    // The slow one is now behind the window and reads on its own, in order, with nothing missed.
    expect(positions(await take(slow, 50))).toEqual(range(11, 60));
    expect(calls.readAll).toBeGreaterThan(0);
  });

  it('hands each follower at most a batch at a time, starting exactly after its checkpoint', async () => {
    const { store, feed, at } = open(4, 100);
    await append(store, 30);
    await take(feed.follow(START, controller().signal), 30);
    const follower = feed.follow(await at(13), controller().signal);
    const first = await follower.next();
    expect(positions(first.value as RecordedEvent[])).toEqual(range(14, 17));
  });

  it('leaves nothing behind on its follower\'s signal however often it waits', async () => {
    const { store, feed } = open(10);
    const stop = controller();
    const follower = feed.follow(START, stop.signal);
    for (let i = 1; i <= 50; i += 1) {
      const next = take(follower, 1);
      await append(store, 1);
      await next;
    }
    // Each wait removes its own abort listener: at most the one of the wait under way.
    expect(getEventListeners(stop.signal, 'abort').length).toBeLessThanOrEqual(1);
  });

  it('stops one follower on its signal and the others go on', async () => {
    const { store, feed } = open(10);
    const quitting = controller();
    const stopping = feed.follow(START, quitting.signal);
    const staying = feed.follow(START, controller().signal);
    const stoppingNext = stopping.next();
    const stayingNext = take(staying, 3);
    quitting.abort();
    expect((await stoppingNext).done).toBe(true);
    await append(store, 3);
    expect(positions(await stayingNext)).toEqual(range(1, 3));
  });

  it('passes a failed read to the followers waiting on it, and reads afresh for the next follow', async () => {
    const inner = createInMemoryEventStore();
    let failNext = true;
    const store: EventStore = {
      ...inner,
      subscribeToAll: (options) => {
        const source = inner.subscribeToAll(options);
        return (async function* () {
          if (failNext) {
            failNext = false;
            throw new Error('connection lost');
          }
          yield* source;
        })();
      },
    };
    const feed = createLogFeed(store, { batchSize: 10, signal: controller().signal });
    const waiting = [feed.follow(START, controller().signal).next(), feed.follow(START, controller().signal).next()];
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await append(store, 2);
    expect(positions(await take(feed.follow(START, controller().signal), 2))).toEqual(range(1, 2));
  });

  it('ends its followers when the runner stops', async () => {
    const { feed, runner } = open(10);
    const follower = feed.follow(START, controller().signal);
    const next = follower.next();
    runner.abort();
    expect((await next).done).toBe(true);
  });
});
