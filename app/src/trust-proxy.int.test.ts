import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let direct: RunningApp;
let proxied: RunningApp;

const feedback = { type: 'general', message: 'Nice app', page: '/', userAgent: 'test' };

beforeAll(async () => {
  db = await createTestDatabase();
  const env = { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read', RATE_LIMIT_GENERAL: '3/60' };
  // Even with PUBLIC_URL set (which used to trust every X-Forwarded-For), nothing is trusted by default.
  direct = await startApp({ env: { ...env, PUBLIC_URL: 'https://regimen.example' } });
  proxied = await startApp({ env: { ...env, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await db?.drop();
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For, so a client cannot claim new addresses to escape the per-address limit', async () => {
    const visitor = createApiClient(direct.url);
    const statuses = [];
    for (let index = 1; index <= 4; index++) statuses.push((await visitor.get('/api/supplements', { 'x-forwarded-for': `203.0.113.${index}` })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('still gives a signed-out visitor separate buckets for feedback and for signing up', async () => {
    // The general bucket of this address is spent by the test above.
    const visitor = createApiClient(direct.url);
    expect((await visitor.get('/api/supplements')).status).toBe(429);
    expect((await visitor.post('/api/feedback', feedback)).status).toBe(201);
    expect((await visitor.register('bucket@example.com')).status).toBe(201);
  });
});

describe('with TRUST_PROXY=1', () => {
  it('takes the address the nearest proxy saw: the last X-Forwarded-For hop, not what the client prepended', async () => {
    const visitor = createApiClient(proxied.url);
    const statuses = [];
    // A client forging the first entry each time: the proxy's appended address stays the same.
    for (let index = 1; index <= 4; index++) statuses.push((await visitor.get('/api/supplements', { 'x-forwarded-for': `198.51.100.${index}, 192.0.2.7` })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the proxy has its own allowance.
    expect((await visitor.get('/api/supplements', { 'x-forwarded-for': '192.0.2.8' })).status).toBe(401);
  });
});

describe('requests refused by validation', () => {
  it('count toward the rate limit, so malformed floods are limited too', async () => {
    const visitor = createApiClient(proxied.url);
    const statuses = [];
    for (let index = 1; index <= 4; index++) statuses.push((await visitor.post('/api/feedback', { type: 'nonsense' }, { 'x-forwarded-for': '192.0.2.50' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
