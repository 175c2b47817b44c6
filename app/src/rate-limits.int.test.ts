import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let first: RunningApp;
let second: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read', RATE_LIMIT_GENERAL: '5/60' };
  first = await startApp({ env });
  second = await startApp({ env });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await db?.drop();
});

describe('the general rate limit', () => {
  it('counts across API processes, tells what is left, and refuses the excess with 429', async () => {
    // A signed-out visitor's general bucket (sign-up, sign-in and feedback have their own).
    const visitor = createApiClient(first.url);
    const firstCall = await visitor.get('/api/supplements');
    expect(firstCall.status).toBe(401);
    expect(firstCall.headers.get('x-ratelimit-limit')).toBe('5');
    expect(firstCall.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(firstCall.headers.get('x-ratelimit-used')).toBe('1');
    expect(Number(firstCall.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);

    // The same visitor through the other process: the count is shared in PostgreSQL.
    const elsewhere = createApiClient(second.url);
    const remaining = [];
    for (let index = 0; index < 4; index++) remaining.push((await elsewhere.get('/api/supplements')).headers.get('x-ratelimit-remaining'));
    expect(remaining).toEqual(['3', '2', '1', '0']);

    const refused = await elsewhere.get<{ message: string; retryAfter: number; status: number }>('/api/supplements');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.retryAfter).toBe(Number(refused.headers.get('retry-after')));
    expect(refused.body.message).toMatch(/Too many requests/);
  });

  it('is off with RATE_LIMITS=off', async () => {
    const open = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'read', RATE_LIMITS: 'off', RATE_LIMIT_GENERAL: '1/60' } });
    try {
      const statuses = await Promise.all(Array.from({ length: 5 }, () => fetch(new URL('/api/supplements', open.url)).then((response) => response.status)));
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await open.close();
    }
  });
});
