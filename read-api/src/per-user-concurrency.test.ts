import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type {} from '@regimen/server-kit/sessions';
import { createHttpApp } from '@regimen/server-kit/http';
import { createLogger } from '@regimen/server-kit/logger';
import { createReadSlots, limitReadConcurrency } from './per-user-concurrency.ts';

/** A read API whose one route holds each request until the test lets it go. */
const heldReads = async () => {
  const app = createHttpApp({ logger: createLogger('silent') });
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const user = request.headers['x-user'];
    request.session = typeof user === 'string' ? { userId: user, sid: user, isAdmin: false } : null;
  });
  const started: string[] = [];
  const gates: (() => void)[] = [];
  limitReadConcurrency(app, createReadSlots({ perUser: 2, queuePerUser: 1 }));
  app.get('/read', async (request) => {
    started.push(request.session?.userId ?? 'anonymous');
    await new Promise<void>((resolve) => gates.push(resolve));
    return { ok: true };
  });
  // Stands for a route answering from the response cache, which takes slots only for database work.
  app.get('/cached', { config: { cachedRead: true } }, async () => ({ ok: true }));
  await app.ready();
  const read = (user: string) => app.inject({ method: 'GET', url: '/read', headers: { 'x-user': user } });
  const until = async (condition: () => boolean): Promise<void> => {
    for (let i = 0; !condition(); i += 1) {
      if (i > 500) throw new Error('condition not reached');
      await sleep(10);
    }
  };
  const cached = (user: string) => app.inject({ method: 'GET', url: '/cached', headers: { 'x-user': user } });
  return { app, read, cached, started, gates, until };
};

describe('a user with more read requests in flight than allowed', () => {
  it("queues that user's extra request while another user's starts at once, and runs it when a slot frees", async () => {
    const { app, read, started, gates, until } = await heldReads();
    const heavy = [read('heavy'), read('heavy'), read('heavy')];
    await until(() => started.length === 2);
    const light = read('light');
    await until(() => started.length === 3);
    expect(started).toEqual(['heavy', 'heavy', 'light']);

    gates.shift()!();
    await until(() => started.length === 4);
    expect(started[3]).toBe('heavy');
    while (gates.length < 3) await sleep(10);
    for (const gate of gates.splice(0)) gate();
    expect((await Promise.all([...heavy, light])).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    await app.close();
  });

  it('refuses requests beyond the queue with 429 and Retry-After', async () => {
    const { app, read, started, gates, until } = await heldReads();
    const held = [read('heavy'), read('heavy'), read('heavy')];
    await until(() => started.length === 2);
    const refused = await read('heavy');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-type']).toContain('application/problem+json');
    while (gates.length < 2) await sleep(10);
    for (const gate of gates.splice(0)) gate();
    await until(() => gates.length === 1);
    gates.shift()!();
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });

  it('still answers its cached reads at once: they wait for no slot', async () => {
    const { app, read, cached, started, gates, until } = await heldReads();
    const held = [read('heavy'), read('heavy'), read('heavy')];
    await until(() => started.length === 2);
    expect((await cached('heavy')).statusCode).toBe(200);
    while (gates.length < 2) await sleep(10);
    for (const gate of gates.splice(0)) gate();
    await until(() => gates.length === 1);
    gates.shift()!();
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });
});
