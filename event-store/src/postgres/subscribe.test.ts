import { describe, expect, it } from 'vitest';
import { START, type Checkpoint, type RecordedEvent } from '../port.ts';
import type { Lease, Notifier } from './notifier.ts';
import { subscribeToPostgres, type SubscriptionSource } from './subscribe.ts';

/**
 * The subscription loop over an in-memory log with a horizon: events of transactions below
 * `xmin` are readable, committed ones at or above it are held. Each read takes its snapshot when
 * it starts (batch and "held?" alike); `duringRead` runs before it answers (what other sessions
 * do meanwhile).
 */
const fakeLog = () => {
  const committed: RecordedEvent[] = [];
  let xmin = 1n;
  let generation = 0;
  const waiters = new Set<() => void>();
  const closing = new AbortController();
  let duringRead: (() => void) | null = null;
  const reads: Checkpoint[] = [];

  const after = (cursor: Checkpoint) => (event: RecordedEvent) =>
    event.checkpoint.tx > cursor.tx || (event.checkpoint.tx === cursor.tx && event.checkpoint.position > cursor.position);
  const visible = (event: RecordedEvent) => event.checkpoint.tx < xmin;

  const notify = (): void => {
    generation += 1;
    for (const waiter of [...waiters]) waiter();
  };
  const lease: Lease = {
    mark: () => generation,
    wait: (mark, ms, signal) =>
      new Promise((resolve) => {
        if (generation !== mark || signal.aborted) return resolve();
        const done = (): void => {
          waiters.delete(done);
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
        signal.addEventListener('abort', done, { once: true });
      }),
    release: () => undefined,
  };
  const notifier: Notifier = { acquire: async () => lease, close: () => undefined };

  const source: SubscriptionSource = {
    async readBatch(cursor, maxCount) {
      reads.push(cursor);
      const later = committed.filter(after(cursor));
      const events = later.filter(visible).slice(0, maxCount);
      const held = later.some((event) => !visible(event));
      const hook = duringRead;
      duringRead = null;
      hook?.();
      await Promise.resolve();
      return { events, held };
    },
    notifier,
    // A minute: a test that waits for the fallback poll times out instead.
    pollIntervalMs: 60_000,
    closed: closing.signal,
  };

  return {
    source,
    reads,
    /** An append of transaction `tx`, committed and notified. */
    append(tx: bigint, id: string): void {
      const position = BigInt(committed.length + 1);
      const event: RecordedEvent = {
        id,
        type: 'Tested',
        schemaVersion: 1,
        streamId: `test-${id}`,
        revision: 0n,
        position,
        checkpoint: { tx, position },
        data: {},
        metadata: {},
        recordedAt: new Date(),
      };
      committed.push(event);
      notify();
    },
    /** The oldest open transaction ends (or another starts later): notifies nobody. */
    moveHorizon(to: bigint): void {
      xmin = to;
    },
    duringNextRead(hook: () => void): void {
      duringRead = hook;
    },
  };
};

const firstBatch = async (source: SubscriptionSource, withinMs: number): Promise<string[]> => {
  const signal = AbortSignal.timeout(withinMs);
  for await (const batch of subscribeToPostgres(source, { after: START, signal })) return batch.map((event) => event.id);
  return [];
};

describe('the PostgreSQL subscription loop', () => {
  it('reads at once what is committed and readable', async () => {
    const log = fakeLog();
    log.moveHorizon(100n);
    log.append(10n, 'a');
    expect(await firstBatch(log.source, 1_000)).toEqual(['a']);
  });

  it('retries held events on a short delay once the horizon passes them, without a notification', async () => {
    const log = fakeLog();
    log.append(10n, 'a'); // held: xmin is 1, some older transaction is open
    setTimeout(() => log.moveHorizon(100n), 50);
    expect(await firstBatch(log.source, 1_000)).toEqual(['a']);
  });

  it('retries on the short delay when the horizon passes held events during its read', async () => {
    // The notification came before the read (it is spent); the read's snapshot still had the
    // horizon below the event; the holder (a transaction that notifies nobody) ended meanwhile.
    // The same snapshot said the event was held: without that, this waited a minute.
    const log = fakeLog();
    log.append(10n, 'a');
    log.duringNextRead(() => log.moveHorizon(100n));
    expect(await firstBatch(log.source, 1_000)).toEqual(['a']);
    expect(log.reads).toHaveLength(2);
  });

  it('after a batch that was not full, reads again only on a notification, and one that came while the batch was handled counts', async () => {
    const log = fakeLog();
    log.moveHorizon(100n);
    log.append(10n, 'a');
    const signal = AbortSignal.timeout(1_000);
    const seen: string[][] = [];
    for await (const batch of subscribeToPostgres(log.source, { after: START, signal })) {
      seen.push(batch.map((event) => event.id));
      if (seen.length === 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        // No read while nothing new was notified: no empty read after every batch.
        expect(log.reads).toHaveLength(1);
        log.append(11n, 'b'); // notified while the consumer still holds batch 'a'
      }
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([['a'], ['b']]);
    expect(log.reads).toHaveLength(2);
  });

  it('reads the next batch at once after a full one, without a notification', async () => {
    const log = fakeLog();
    log.moveHorizon(100n);
    log.append(10n, 'a');
    log.append(11n, 'b');
    const signal = AbortSignal.timeout(1_000);
    const seen: string[][] = [];
    for await (const batch of subscribeToPostgres(log.source, { after: START, batchSize: 1, signal })) {
      seen.push(batch.map((event) => event.id));
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([['a'], ['b']]);
  });

  it('with nothing after its cursor, waits for a notification, not a retry', async () => {
    const log = fakeLog();
    log.moveHorizon(100n);
    setTimeout(() => log.append(10n, 'a'), 200);
    expect(await firstBatch(log.source, 1_000)).toEqual(['a']);
    expect(log.reads).toHaveLength(2);
  });
});
