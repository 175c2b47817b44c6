import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { eventually } from '@regimen/projections/testing/eventually';
import { createDatabasePool } from '@regimen/server-kit/database';
import { createDemoFetch } from '../../frontend/src/demo/demo-fetch.ts';
import { createDemoStore } from '../../frontend/src/lib/demo/demo-store.ts';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { runContractScript, type Send } from './testing/demo-contract-script.ts';

let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  // The scheduler ticks every 100 ms: the server's bell waits for one pass after each write (below).
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', DOSE_SCHEDULER_INTERVAL_MS: '100' } });
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/**
 * The server issues reminders and low-stock notices on its scheduler's tick, the demo when the bell
 * is read: before reading the bell, wait until the read models have the user's last write, then for
 * a reminder pass that started after that, and read past everything it wrote.
 */
const afterReminderPass = async (client: ApiClient, position: string | undefined): Promise<string | undefined> => {
  if (position === undefined) return undefined;
  expect((await client.get('/api/supplements', { 'x-min-position': position })).status).toBe(200);
  const since = Date.now();
  await eventually(() => expect(app.schedulerStatus()?.remindedAt?.getTime() ?? 0).toBeGreaterThan(since));
  const pool = await createDatabasePool(db.url, { maxPoolSize: 1 });
  try {
    return await pool.oneFirst(sql.type(z.object({ head: z.string() }))`select max(global_position)::text as head from events`);
  } finally {
    await pool.end();
  }
};

/** A signed-in user of the real server that reads its own writes (X-Min-Position after every command). */
const serverUser = (client: ApiClient): Send => {
  let position: string | undefined;
  return async (method, path, body) => {
    const readFrom = method === 'GET' && path.startsWith('/api/notifications') ? await afterReminderPass(client, position) : position;
    const headers: Record<string, string> = method === 'GET' && readFrom ? { 'x-min-position': readFrom } : {};
    const answer = await client.request(method, path, body, headers);
    const written = answer.headers.get('x-event-position');
    if (written && (position === undefined || BigInt(written) > BigInt(position))) position = written;
    return { status: answer.status, contentType: answer.headers.get('content-type') ?? '', body: answer.body };
  };
};

const demoUser = (fetch: typeof globalThis.fetch): Send => async (method, path, body) => {
  const response = await fetch(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: text ? JSON.parse(text) : text };
};

const userOf = async (client: ApiClient) =>
  (await client.get<{ id: string; email: string; firstName: string; lastName: string; profileImageUrl: string | null; tier: 'free'; isAdmin: boolean }>('/api/auth/user')).body;

describe('the demo and the server', () => {
  it('answer one script of commands and queries the same: statuses, error codes and messages, read shapes', async () => {
    const alice = createApiClient(app.url);
    const bob = createApiClient(app.url);
    expect((await alice.register('alice@example.com')).status).toBe(201);
    expect((await bob.register('bob@example.com')).status).toBe(201);
    const now = new Date();
    const server = await runContractScript(serverUser(alice), serverUser(bob), now);

    // Two demo visitors on one in-memory store, starting empty on the free plan like the new accounts.
    const store = createDemoStore();
    // The server's requests take more than a millisecond each, so its rows never tie on created time; the demo's clock ticks too.
    let tick = Date.now();
    const clock = () => new Date((tick = Math.max(tick + 1, Date.now())));
    const demo = (user: Awaited<ReturnType<typeof userOf>>) =>
      demoUser(createDemoFetch({ store, user, now: clock, seed: false, fixedStats: {}, aiDelayMs: 0, utcOffsetMinutes: 0 }));
    const inDemo = await runContractScript(demo(await userOf(alice)), demo(await userOf(bob)), now);

    expect(server.length).toBeGreaterThan(40);
    for (const [index, step] of inDemo.entries()) expect(step, step.step).toEqual(server[index]);
  });
});
