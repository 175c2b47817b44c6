import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../port.ts';
import { eventually, testEvent } from '../testing/conformance/context.ts';
import {
  openWriter,
  pagingReader,
  pause,
  streamScope,
  subscribeInBackground,
  type Writer,
} from './gap-test-support.ts';
import { createPostgresEventStore } from './postgres-store.ts';
import { createTestPool, lazyTestDatabase } from './test-database.ts';

const database = lazyTestDatabase();
let url: string;
let pool: pg.Pool;
let store: EventStore;
const writers: Writer[] = [];

const writer = async (): Promise<Writer> => {
  const opened = await openWriter(url);
  writers.push(opened);
  return opened;
};
const ids = (events: readonly RecordedEvent[]): string[] => events.map((event) => event.id);
const head = async () => (await store.head()).checkpoint;

beforeAll(async () => {
  url = await database.url();
  pool = createTestPool(url, 12);
  // Subscriptions would poll only once a minute: what they get comes from notifications and retries.
  store = createPostgresEventStore({ pool, pollIntervalMs: 60_000 });
});
afterAll(async () => {
  await Promise.all(writers.map((open) => open.end().catch(() => undefined)));
  await store.close();
  await pool.end();
  await database.drop();
});

describe('a transaction that commits after a later one', () => {
  it('holds the reader back instead of letting it skip the slower event', async () => {
    const { stream, owns } = streamScope();
    const reader = pagingReader(store, await head(), owns);
    const slow = await writer();
    await slow.begin();
    const [slowId] = await slow.append(stream());
    const fast = await writer();
    await fast.begin();
    const [fastId] = await fast.append(stream());
    await fast.commit();

    // The gap is real: the only committed event has the higher position, so a reader going by
    // position alone would store it and never come back for the lower one.
    const { rows } = await pool.query<{ id: string }>(
      'select event_id::text as id from events where event_id = any($1::uuid[]) order by global_position',
      [[slowId, fastId]],
    );
    expect(rows.map((row) => row.id)).toEqual([fastId]);

    for (let poll = 0; poll < 5; poll += 1) {
      await reader.poll();
      await pause(20);
    }
    expect(reader.seen).toEqual([]);

    await slow.commit();
    await eventually(async () => {
      await reader.poll();
      expect(ids(reader.seen)).toEqual([slowId, fastId]);
    });
  });

  it('orders by transaction, so a later position of an older transaction comes first', async () => {
    const { stream, owns } = streamScope();
    const reader = pagingReader(store, await head(), owns);
    const older = await writer();
    await older.begin();
    await older.query('select pg_current_xact_id()');
    const younger = await writer();
    await younger.begin();
    const [youngerId] = await younger.append(stream());
    const [olderId] = await older.append(stream());
    await younger.commit();
    await reader.poll();
    expect(reader.seen).toEqual([]);

    await older.commit();
    await eventually(async () => {
      await reader.poll();
      expect(ids(reader.seen)).toEqual([olderId, youngerId]);
    });
    const [first, second] = reader.seen;
    expect(first!.position).toBeGreaterThan(second!.position);
  });
});

describe('a rolled-back append', () => {
  it('leaves a hole in the positions that the reader passes', async () => {
    const { stream, owns } = streamScope();
    const reader = pagingReader(store, await head(), owns);
    const before = await store.append(stream(), [testEvent()], 'no_stream');
    const doomed = await writer();
    await doomed.begin();
    const gone = await doomed.append(stream(), 3);
    const kept = testEvent();
    const keptResult = await store.append(stream(), [kept], 'no_stream');
    await doomed.rollback();

    expect(keptResult.position - before.position).toBeGreaterThan(1n);
    await eventually(async () => {
      await reader.poll();
      expect(ids(reader.seen).slice(1)).toEqual([kept.id]);
    });
    const after = testEvent();
    await store.append(stream(), [after], 'no_stream');
    await eventually(async () => {
      await reader.poll();
      expect(ids(reader.seen).slice(1)).toEqual([kept.id, after.id]);
    });
    expect(ids(reader.seen).some((id) => gone.includes(id))).toBe(false);
  });
});

describe('an old transaction left open', () => {
  it('delays readers and subscriptions but loses nothing', async () => {
    const { stream, owns } = streamScope();
    const start = await head();
    const reader = pagingReader(store, start, owns);
    const subscription = subscribeInBackground(store, start, owns);
    try {
      const old = await writer();
      await old.begin();
      await old.query('select pg_current_xact_id()');
      const streamId = stream();
      const appended = [testEvent(), testEvent(), testEvent()];
      for (const event of appended) await store.append(streamId, [event], 'any');

      await pause(300);
      await reader.poll();
      expect(reader.seen).toEqual([]);
      expect(subscription.delivered).toEqual([]);
      expect(await head()).toEqual(start);

      await old.commit();
      await eventually(async () => {
        await reader.poll();
        expect(ids(reader.seen)).toEqual(appended.map((event) => event.id));
      });
      // Only the retry on held events can deliver here: the notifications came while the horizon was held.
      await eventually(
        async () => expect(ids(subscription.delivered)).toEqual(appended.map((event) => event.id)),
        3_000,
      );
    } finally {
      await subscription.stop();
    }
  });
});

describe('a concurrent soak', () => {
  it('8 writers x 50 appends with random sleeps and rollbacks: readers see each committed event exactly once', async () => {
    const random = (n: number): number => Math.floor(Math.random() * n);
    const { stream, owns } = streamScope();
    const start = await head();
    const reader = pagingReader(store, start, owns, 7);
    const subscription = subscribeInBackground(store, start, owns, 5);
    const streams = Array.from({ length: 4 }, stream);
    const committed = new Set<string>();
    const rolledBack = new Set<string>();
    try {
      let writing = true;
      const reading = (async () => {
        while (writing) {
          await reader.poll();
          await pause(random(5));
        }
      })();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          const own = await writer();
          for (let append = 0; append < 50; append += 1) {
            await own.begin();
            const written = await own.append(streams[random(streams.length)]!, 1 + random(3));
            await pause(random(8));
            const keep = Math.random() >= 0.2;
            await (keep ? own.commit() : own.rollback());
            for (const id of written) (keep ? committed : rolledBack).add(id);
          }
        }),
      ).finally(() => {
        writing = false;
      });
      await reading;

      expect(rolledBack.size).toBeGreaterThan(0);
      await eventually(async () => {
        await reader.poll();
        expect(reader.seen).toHaveLength(committed.size);
      });
      expect(new Set(ids(reader.seen))).toEqual(committed);
      await eventually(async () => expect(subscription.delivered).toHaveLength(committed.size), 5_000);
      expect(ids(subscription.delivered)).toEqual(ids(reader.seen));

      // Each stream's events arrive in revision order, with no revision missing.
      for (const streamId of streams) {
        const revisions = reader.seen.filter((event) => event.streamId === streamId).map((event) => event.revision);
        expect(revisions).toEqual(revisions.map((_, index) => BigInt(index)));
      }
    } finally {
      await subscription.stop();
    }
  });
});
