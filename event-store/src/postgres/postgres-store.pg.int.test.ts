import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DuplicateEventIdError, type EventStore, type RecordedEvent } from '../port.ts';
import { eventually, testEvent } from '../testing/conformance/context.ts';
import { openWriter, pause, streamScope, subscribeInBackground } from './gap-test-support.ts';
import type { ListenClientFactory } from './notifier.ts';
import { createPostgresEventStore } from './postgres-store.ts';
import { createTestPool, lazyTestDatabase } from './test-database.ts';

const database = lazyTestDatabase();
let url: string;
let pool: pg.Pool;
let store: EventStore;
const stream = (): string => `pg-${randomUUID()}`;

beforeAll(async () => {
  url = await database.url();
  pool = createTestPool(url, 6);
  store = createPostgresEventStore({ pool });
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

const listenerFactory =
  (applicationName: string): ListenClientFactory =>
  async () => {
    const client = new pg.Client({ connectionString: url, application_name: applicationName });
    await client.connect();
    return client;
  };

const listeners = async (applicationName: string): Promise<number[]> => {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
    applicationName,
  ]);
  return rows.map((row) => row.pid);
};

/**
 * Runs `body` while a subscription of a store that polls only once a minute is live (listening and
 * idle), so what it delivers comes from notifications. Only events of `stream()` ids count.
 */
const withLiveSubscription = async (
  applicationName: string,
  body: (live: { stream(): string; delivered: RecordedEvent[] }) => Promise<void>,
): Promise<void> => {
  const { stream, owns } = streamScope();
  const live = createPostgresEventStore({
    pool,
    pollIntervalMs: 60_000,
    listenClientFactory: listenerFactory(applicationName),
  });
  const subscription = subscribeInBackground(live, (await live.head()).checkpoint, owns);
  try {
    await eventually(async () => expect(await listeners(applicationName)).toHaveLength(1));
    await pause(200);
    await body({ stream, delivered: subscription.delivered });
  } finally {
    await subscription.stop();
    await live.close();
  }
};

describe('appending on PostgreSQL', () => {
  it('is a single query', async () => {
    const spy = vi.spyOn(pool, 'query');
    await store.append(stream(), [testEvent(), testEvent()], 'no_stream');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('rejects an event id that is already in another stream', async () => {
    const event = testEvent();
    await store.append(stream(), [event], 'no_stream');
    await expect(store.append(stream(), [event], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
  });

  it('rejects an event id a concurrent append to another stream commits first', async () => {
    const event = testEvent();
    const first = await openWriter(url);
    await first.begin();
    await first.query(
      `select append_events('${stream()}', 'any', null, '${JSON.stringify([{ ...event, data: {}, metadata: {} }])}')`,
    );
    const second = store.append(stream(), [event], 'any').catch((error: unknown) => error);
    await pause(100);
    await first.commit();
    await first.end();
    const error = await second;
    expect(error).toBeInstanceOf(DuplicateEventIdError);
    expect(error).toMatchObject({ eventId: event.id });
  });

  it('refuses to append inside a transaction older than the stream’s last append', async () => {
    const streamId = stream();
    const old = await openWriter(url);
    await old.begin();
    await old.query('select pg_current_xact_id()');
    await store.append(streamId, [testEvent()], 'no_stream');
    await expect(old.append(streamId)).rejects.toMatchObject({ code: '40001' });
    await old.rollback();
    await old.end();
  });

  it('rejects a negative exact revision', async () => {
    await expect(store.append(stream(), [testEvent()], -1n)).rejects.toBeInstanceOf(RangeError);
  });
});

describe('live subscriptions on PostgreSQL', () => {
  it('wake on the append’s notification', async () => {
    await withLiveSubscription('es-test-notify', async ({ stream, delivered }) => {
      const event = testEvent();
      await store.append(stream(), [event], 'no_stream');
      await eventually(async () => expect(delivered.map((e) => e.id)).toEqual([event.id]), 2_000);
    });
  });

  it('wake on the coalesced notification of a store that notifies after commit', async () => {
    const appender = createPostgresEventStore({ pool, notify: 'after-commit' });
    try {
      await withLiveSubscription('es-test-after-commit', async ({ stream, delivered }) => {
        const events = [testEvent(), testEvent(), testEvent()];
        await Promise.all(events.map((event) => appender.append(stream(), [event], 'no_stream')));
        await eventually(async () => expect(delivered).toHaveLength(3), 2_000);
      });
    } finally {
      await appender.close();
    }
  });

  it('reconnect the listener when its connection drops', async () => {
    const name = 'es-test-reconnect';
    await withLiveSubscription(name, async ({ stream, delivered }) => {
      const [pid] = await listeners(name);
      await pool.query('select pg_terminate_backend($1)', [pid]);
      await eventually(async () => {
        const pids = await listeners(name);
        expect(pids).toHaveLength(1);
        expect(pids[0]).not.toBe(pid);
      });
      const event = testEvent();
      await store.append(stream(), [event], 'no_stream');
      await eventually(async () => expect(delivered.map((e) => e.id)).toEqual([event.id]), 2_000);
    });
  });

  it('release the listen connection when the last one ends', async () => {
    const name = 'es-test-release';
    await withLiveSubscription(name, async () => {
      expect(await listeners(name)).toHaveLength(1);
    });
    await eventually(async () => expect(await listeners(name)).toEqual([]));
  });

  it('fall back to polling when no listen connection can be made', async () => {
    const { stream, owns } = streamScope();
    const live = createPostgresEventStore({
      pool,
      pollIntervalMs: 100,
      listenClientFactory: () => Promise.reject(new Error('no LISTEN here')),
    });
    const subscription = subscribeInBackground(live, (await live.head()).checkpoint, owns);
    try {
      const event = testEvent();
      await store.append(stream(), [event], 'no_stream');
      await eventually(async () => expect(subscription.delivered.map((e) => e.id)).toEqual([event.id]), 2_000);
    } finally {
      await subscription.stop();
      await live.close();
    }
  });
});
