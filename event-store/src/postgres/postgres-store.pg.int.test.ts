import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DuplicateEventIdError, type EventStore, type RecordedEvent } from '../port.ts';
import { eventually, testEvent } from '../testing/conformance/context.ts';
import { openWriter, pause } from './gap-test-support.ts';
import type { ListenClientFactory } from './notifier.ts';
import { createPostgresEventStore } from './postgres-store.ts';
import { lazyTestDatabase } from './test-database.ts';

const database = lazyTestDatabase();
let url: string;
let pool: pg.Pool;
let store: EventStore;
const stream = (): string => `pg-${randomUUID()}`;

beforeAll(async () => {
  url = await database.url();
  pool = new pg.Pool({ connectionString: url, max: 6 });
  store = createPostgresEventStore({ pool });
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

const listenerFactory = (applicationName: string): ListenClientFactory => async () => {
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  await client.connect();
  return client;
};

const listeners = async (applicationName: string): Promise<number[]> => {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
  return rows.map((row) => row.pid);
};

/**
 * A store whose subscriptions would wait a minute between polls, so live delivery must come from
 * NOTIFY; returns once the subscription listens and has gone idle.
 */
const subscribeLive = async (applicationName: string) => {
  const live = createPostgresEventStore({ pool, pollIntervalMs: 60_000, listenClientFactory: listenerFactory(applicationName) });
  const controller = new AbortController();
  const delivered: RecordedEvent[] = [];
  const after = (await live.head()).checkpoint;
  const done = (async () => {
    for await (const batch of live.subscribeToAll({ after, signal: controller.signal })) delivered.push(...batch);
  })();
  await eventually(async () => expect(await listeners(applicationName)).toHaveLength(1));
  await pause(200);
  return {
    delivered,
    stop: async () => {
      controller.abort();
      await done;
      await live.close();
    },
  };
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
    await first.query(`select append_events('${stream()}', 'any', null, '${JSON.stringify([{ ...event, data: {}, metadata: {} }])}')`);
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
    const subscription = await subscribeLive('es-test-notify');
    const event = testEvent();
    await store.append(stream(), [event], 'no_stream');
    await eventually(async () => expect(subscription.delivered.map((e) => e.id)).toEqual([event.id]), 2_000);
    await subscription.stop();
  });

  it('reconnect the listener when its connection drops', async () => {
    const name = 'es-test-reconnect';
    const subscription = await subscribeLive(name);
    const [pid] = await eventually(async () => {
      const pids = await listeners(name);
      expect(pids).toHaveLength(1);
      return pids;
    });
    await pool.query('select pg_terminate_backend($1)', [pid]);
    await eventually(async () => {
      const pids = await listeners(name);
      expect(pids).toHaveLength(1);
      expect(pids[0]).not.toBe(pid);
    });
    const event = testEvent();
    await store.append(stream(), [event], 'no_stream');
    await eventually(async () => expect(subscription.delivered.map((e) => e.id)).toEqual([event.id]), 2_000);
    await subscription.stop();
  });

  it('release the listen connection when the last one ends', async () => {
    const name = 'es-test-release';
    const subscription = await subscribeLive(name);
    await eventually(async () => expect(await listeners(name)).toHaveLength(1));
    await subscription.stop();
    await eventually(async () => expect(await listeners(name)).toEqual([]));
  });

  it('fall back to polling when no listen connection can be made', async () => {
    const live = createPostgresEventStore({
      pool,
      pollIntervalMs: 100,
      listenClientFactory: () => Promise.reject(new Error('no LISTEN here')),
    });
    const controller = new AbortController();
    const delivered: RecordedEvent[] = [];
    const after = (await live.head()).checkpoint;
    const done = (async () => {
      for await (const batch of live.subscribeToAll({ after, signal: controller.signal })) delivered.push(...batch);
    })();
    const event = testEvent();
    await store.append(stream(), [event], 'no_stream');
    await eventually(async () => expect(delivered.map((e) => e.id)).toEqual([event.id]), 2_000);
    controller.abort();
    await done;
    await live.close();
  });
});
