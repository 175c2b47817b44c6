import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { ApiUsage, RateLimitStats } from '@regimen/domain/contracts/monitoring';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let user: ApiClient;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({
    env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', RATE_LIMIT_AI: '2/3600' },
  });
  admin = createApiClient(app.url);
  await admin.register('monitor-admin@example.com'); // the first account is an administrator
  user = createApiClient(app.url);
  await user.register('monitor-user@example.com');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('admin monitoring', () => {
  it('counts requests, refusals by the rate limits and the top AI endpoints from the recorded traffic', async () => {
    const answers = [];
    for (let index = 0; index < 3; index++) answers.push(await user.post('/api/ai/demo-test', { supplementName: 'Zinc' }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    await app.flushTraffic();

    const stats = await vi.waitFor(
      async () => {
        const answer = await admin.get<RateLimitStats>('/api/admin/rate-limit-stats');
        expect(answer.status).toBe(200);
        expect(answer.body.rateLimitedRequests).toBe(1);
        return answer.body;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(stats.topEndpoints).toEqual([{ endpoint: 'POST /api/ai/:operation', requests: 3, limited: 1 }]);
    // Registration, the three AI calls, and whatever else ran before the flush.
    expect(stats.totalRequests).toBeGreaterThanOrEqual(5);
    // Only the user had made a signed-in request when the window was recorded (registering is anonymous).
    expect(stats.activeUsers).toBe(1);
    expect(stats.rateLimitConfig).toEqual({
      enabled: true,
      tiers: {
        aiRequests: { limit: 2, windowSeconds: 3600, window: '1 hour' },
        strictAi: { limit: 3, windowSeconds: 60, window: '1 minute' },
        general: { limit: 600, windowSeconds: 60, window: '1 minute' },
      },
    });
    expect(stats.meteredUntil).not.toBeNull();

    const usage = await admin.get<ApiUsage>('/api/admin/api-usage');
    expect(usage.body.rateLimiting).toMatchObject({ enabled: true, blockedRequests: 1, activeUsers: 1 });
    expect(usage.body.rateLimiting.avgWaitTime).toBeGreaterThan(3000);
  });

  it('reports cache hits and misses of the analyses, and no model calls when offline', async () => {
    // The AI tier (2/hour) is spent above; it meters model calls and the demo, so the offline answers below are not refused.
    expect((await user.post('/api/ai/demo-test', { supplementName: 'Zinc' })).status).toBe(429);
    const reader = createApiClient(app.url);
    await reader.register('monitor-reader@example.com');
    const first = await reader.post<{ cache: { hit: boolean } }>('/api/research', { supplementName: 'Magnesium' });
    expect(first.body.cache.hit).toBe(false);
    await reader.get('/api/research/history', { 'x-min-position': first.headers.get('x-event-position') ?? '0' });
    const second = await reader.post<{ cache: { hit: boolean } }>('/api/research', { supplementName: 'magnesium' });
    expect(second.body.cache.hit).toBe(true);

    const usage = await vi.waitFor(
      async () => {
        const answer = await admin.get<ApiUsage>('/api/admin/api-usage');
        expect(answer.body.cacheEfficiency.cacheHits).toBe(1);
        return answer.body;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(usage.cacheEfficiency).toEqual({ hitRate: 50, cacheHits: 1, cacheMisses: 1, costSavings: '$0.0000' });
    expect(usage.openaiApiCalls).toEqual({ today: 0, thisHour: 0, estimated24hCost: '$0.0000', monthlyProjectedCost: '$0.0000' });
    expect(usage.analysesByProvider).toEqual([{ provider: 'knowledge-base', analyses: 1, estimatedCostUsd: 0 }]);
  });

  it('is for administrators only', async () => {
    expect((await user.get('/api/admin/rate-limit-stats')).status).toBe(403);
    expect((await user.get('/api/admin/api-usage')).status).toBe(403);
    expect((await createApiClient(app.url).get('/api/admin/api-usage')).status).toBe(401);
  });
});
