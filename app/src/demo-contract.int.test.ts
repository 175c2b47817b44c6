import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDemoFetch } from '../../frontend/src/demo/demo-fetch.ts';
import { createDemoStore } from '../../frontend/src/lib/demo/demo-store.ts';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { runContractScript, type Send } from './testing/demo-contract-script.ts';

let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A signed-in user of the real server that reads its own writes (X-Min-Position after every command). */
const serverUser = (client: ApiClient): Send => {
  let position: string | undefined;
  return async (method, path, body) => {
    const headers: Record<string, string> = method === 'GET' && position ? { 'x-min-position': position } : {};
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
