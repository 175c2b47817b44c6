import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

/**
 * Every route the running app has under /api/admin, command and read side alike, refuses a
 * signed-out caller (401) and a signed-in non-admin (403). The list comes from the app itself, so
 * a new admin route is checked here without anyone adding it.
 */
let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let member: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  [admin, member, anonymous] = [createApiClient(app.url), createApiClient(app.url), createApiClient(app.url)];
  // The first account of an empty system is the admin.
  expect((await admin.register('admin@example.com')).status).toBe(201);
  expect((await member.register('member@example.com')).status).toBe(201);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const concrete = (url: string): string => url.replace(/:[A-Za-z]+/g, randomUUID());

describe('every route under /api/admin', () => {
  it('includes the admin routes of both sides', () => {
    const urls = new Set(app.http.adminRoutes.map((route) => route.url));
    for (const url of ['/api/admin/projections', '/api/admin/rate-limit-stats', '/api/admin/api-usage', '/api/admin/users/:id/block', '/api/admin/users/:id', '/api/admin/users', '/api/admin/users/stats', '/api/admin/users/:id/tier', '/api/admin/feedback', '/api/admin/feedback/:id/status', '/api/admin/supplement-count', '/api/admin/monitoring/series', '/api/admin/data-refresh/stats', '/api/admin/seed-supplements', '/api/admin/seeding', '/api/admin/data-refresh/initialize', '/api/admin/data-refresh/batch']) {
      expect(urls).toContain(url);
    }
  });

  it('answers 401 signed out and 403 to a signed-in non-admin', async () => {
    const seen: string[] = [];
    for (const { method, url } of app.http.adminRoutes) {
      const path = concrete(url);
      const body = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : { reason: 'test' };
      expect([method, url, (await anonymous.request(method, path, body)).status]).toEqual([method, url, 401]);
      const refused = await member.request<{ code?: string }>(method, path, body);
      expect([method, url, refused.status]).toEqual([method, url, 403]);
      if (method !== 'HEAD') expect(refused.body.code).toBe('admin_required');
      seen.push(`${method} ${url}`);
    }
    expect(seen.length).toBeGreaterThanOrEqual(8);
  });

  it('lets the admin through', async () => {
    expect((await admin.get('/api/admin/projections')).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${randomUUID()}/unblock`)).status).not.toBe(403);
  });
});
