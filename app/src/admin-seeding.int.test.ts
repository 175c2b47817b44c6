import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

/** The seeding job against the running app: a test seed reaches 16, survives a restart mid-run, and never seeds a supplement twice. */
let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let sql: pg.Pool;

const env = () => ({ DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' });
const signIn = async () => {
  admin = createApiClient(app.url);
  expect((await admin.post('/api/auth/login', { email: 'admin@example.com', password: 'correct horse battery' })).status).toBe(200);
};
const status = async () => (await admin.get<{ inProgress: boolean; seeded: number; planned: number }>('/api/admin/seeding')).body;
const count = async () => (await admin.get<{ count: number; target: number }>('/api/admin/supplement-count')).body.count;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: env() });
  admin = createApiClient(app.url);
  // The first account of an empty system is the admin.
  expect((await admin.register('admin@example.com')).status).toBe(201);
  sql = new pg.Pool({ connectionString: db.url, max: 1 });
});

afterAll(async () => {
  await sql?.end();
  await app?.close();
  await db?.drop();
});

describe('a test seed', () => {
  it('reaches 16 supplements across an app restart, refuses a second job meanwhile, and never seeds twice', async () => {
    const started = await admin.post<{ success: boolean; planned: number }>('/api/admin/seed-supplements', { testMode: true });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, planned: 16 });
    const second = await admin.post<{ code: string }>('/api/admin/seed-supplements', { testMode: true });
    expect([second.status, second.body.code]).toEqual([409, 'seeding_already_running']);

    // Stop the app after the first batch, mid-run.
    await expect.poll(async () => (await status()).seeded, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    const before = await status();
    expect(before.inProgress).toBe(true);
    expect(before.seeded).toBeLessThan(16);
    await app.close();

    app = await startApp({ env: env() });
    await signIn();
    await expect.poll(async () => (await status()).inProgress, { timeout: 40_000, interval: 500 }).toBe(false);
    await expect.poll(count, { timeout: 10_000, interval: 200 }).toBe(16);

    const { rows } = await sql.query<{ subject_key: string; n: string }>(
      `select subject_key, count(*) as n from ai_analyses where operation = 'research' and not cache_hit group by subject_key having count(*) > 1`,
    );
    expect(rows).toEqual([]);
    const seeded = await sql.query<{ n: string }>(`select count(*) as n from events where event_type = 'SupplementSeeded'`);
    expect(Number(seeded.rows[0]?.n)).toBe(16);

    // The cache holds the test target: another test seed has nothing to do.
    const again = await admin.post<{ planned: number }>('/api/admin/seed-supplements', { testMode: true });
    expect(again.body.planned).toBe(0);
    expect(await count()).toBe(16);
  }, 90_000);
});

describe('a data refresh batch', () => {
  it('researches the due answers again, most urgent first, and records them as new analyses', async () => {
    // Time passes for two cached answers: the read model says they are due.
    await sql.query(`update ai_analyses set next_refresh_at = now() - interval '1 day' where id in (select id from ai_analyses where operation = 'research' order by subject_key limit 2)`);
    const stats = async () => (await admin.get<Record<string, number | string | null>>('/api/admin/data-refresh/stats')).body;
    const before = await stats();
    expect(Number(before.criticalDue) + Number(before.standardDue) + Number(before.stableDue)).toBe(2);
    expect(before.lastRefreshRun).toBeNull();

    expect((await admin.post('/api/admin/data-refresh/batch', { maxAnalyses: 7 })).status).toBe(400);
    const batch = await admin.post<{ processed: number; successful: number; failed: number; errors: string[] }>('/api/admin/data-refresh/batch', { maxAnalyses: 5 });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ processed: 2, successful: 2, failed: 0, errors: [] });

    await expect.poll(async () => {
      const after = await stats();
      return [Number(after.criticalDue) + Number(after.standardDue) + Number(after.stableDue), after.lastRefreshRun === null];
    }, { timeout: 10_000, interval: 200 }).toEqual([0, false]);
    expect((await admin.get<{ count: number }>('/api/admin/supplement-count')).body.count).toBe(16);
    expect((await admin.post<{ updated: number }>('/api/admin/data-refresh/initialize')).body).toEqual({ updated: 0, errors: [] });
  });
});
