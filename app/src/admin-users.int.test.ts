import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { AdminUsersPage, FeedbackList, UserStats } from '@regimen/domain';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

/** The admin panel's Users and Feedback tabs against the running app (command side, projections, read side). */
let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let member: ApiClient;
let memberId: string;
let position = '0';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  [admin, member] = [createApiClient(app.url), createApiClient(app.url)];
  // The first account of an empty system is the admin.
  expect((await admin.register('admin@example.com')).status).toBe(201);
  const registered = await member.register('ann.member@example.com');
  expect(registered.status).toBe(201);
  memberId = registered.body.id;
  position = registered.body.position;
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** Commands as the admin, remembering the position so the next read waits for its own write. */
const act = async (method: string, path: string, body?: unknown) => {
  const answer = await admin.request<{ position: string }>(method, path, body);
  if (answer.status === 200 || answer.status === 201) position = answer.body.position;
  return answer;
};
const read = <T>(path: string) => admin.get<T>(path, { 'x-min-position': position });
const userRow = async (search: string, includeBlocked = true) =>
  (await read<AdminUsersPage>(`/api/admin/users?search=${encodeURIComponent(search)}&includeBlocked=${includeBlocked}`)).body.users[0];

describe('the Users tab', () => {
  it('finds a user by e-mail or name, newest first, twenty a page', async () => {
    const page = await read<AdminUsersPage>('/api/admin/users');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.users.map((user) => user.email)).toEqual(['ann.member@example.com', 'admin@example.com']);
    expect((await read<AdminUsersPage>('/api/admin/users?search=ANN.MEM')).body.users.map((user) => user.id)).toEqual([memberId]);
    expect((await read<AdminUsersPage>('/api/admin/users?search=Test%20User')).body.total).toBe(2);
    expect((await read<AdminUsersPage>('/api/admin/users?search=%25')).body.total).toBe(0);
  });

  it('blocks with a reason (the session stops working), hides blocked users unless asked, and unblocks', async () => {
    expect((await member.get('/api/auth/user')).status).toBe(200);
    expect((await act('POST', `/api/admin/users/${memberId}/block`, { reason: '   ' })).status).toBe(400);
    expect((await act('POST', `/api/admin/users/${memberId}/block`, { reason: 'Spam' })).status).toBe(200);
    expect((await member.get('/api/auth/user')).status).toBe(401);
    expect(await userRow('ann', false)).toBeUndefined();
    expect(await userRow('ann')).toMatchObject({ isBlocked: true, blockedReason: 'Spam', blockedAt: expect.any(String) });
    const stats = await read<UserStats>('/api/admin/users/stats');
    expect(stats.body).toMatchObject({ totalUsers: 2, activeUsers: 1, blockedUsers: 1, adminUsers: 1 });

    expect((await act('POST', `/api/admin/users/${memberId}/unblock`)).status).toBe(200);
    expect(await userRow('ann', false)).toMatchObject({ isBlocked: false, blockedReason: null });
  });

  it('changes the tier, counted by tier in the stats', async () => {
    expect((await act('POST', `/api/admin/users/${memberId}/tier`, { tier: 'gold' })).status).toBe(400);
    expect((await act('POST', `/api/admin/users/${memberId}/tier`, { tier: 'pro' })).status).toBe(200);
    // The event names the member as its subject and the acting admin as its actor.
    const events = new pg.Pool({ connectionString: db.url, max: 1 });
    const adminId = (await admin.get<{ id: string }>('/api/auth/user')).body.id;
    const { rows } = await events.query<{ metadata: { userId: string; actorId?: string } }>(
      `select metadata from events where stream_id = $1 and event_type = 'TierChanged'`,
      [`account-${memberId}`],
    );
    await events.end();
    expect(rows.map((row) => [row.metadata.userId, row.metadata.actorId])).toEqual([[memberId, adminId]]);
    expect(await userRow('ann')).toMatchObject({ tier: 'pro' });
    expect((await read<UserStats>('/api/admin/users/stats')).body.usersByTier).toEqual({ free: 1, premium: 0, pro: 1, enterprise: 0 });
  });

  it('promotes and revokes; an admin cannot be deleted, a member can', async () => {
    expect((await act('POST', `/api/admin/users/${memberId}/promote`)).status).toBe(200);
    expect(await userRow('ann')).toMatchObject({ isAdmin: true });
    expect((await act('DELETE', `/api/admin/users/${memberId}`)).status).toBe(409);
    expect((await act('POST', `/api/admin/users/${memberId}/revoke-admin`)).status).toBe(200);
    expect(await userRow('ann')).toMatchObject({ isAdmin: false });
    expect((await read<UserStats>('/api/admin/users/stats')).body.adminUsers).toBe(1);
  });
});

describe('the Feedback tab', () => {
  it('lists what users sent, filters by status and type, and keeps status and notes', async () => {
    const visitor = createApiClient(app.url);
    const sent = await visitor.post<{ id: string; position: string }>('/api/feedback', { type: 'feature', message: 'Dark charts please' });
    expect(sent.status).toBe(201);
    position = sent.body.position;
    const list = await read<FeedbackList>('/api/admin/feedback');
    expect(list.body.feedback).toEqual([expect.objectContaining({ id: sent.body.id, type: 'feature', status: 'new', adminNotes: null, message: 'Dark charts please' })]);

    expect((await act('PATCH', `/api/admin/feedback/${sent.body.id}/status`, { status: 'resolved', adminNotes: 'Shipped' })).status).toBe(200);
    expect((await read<FeedbackList>('/api/admin/feedback?status=resolved')).body.feedback).toEqual([
      expect.objectContaining({ id: sent.body.id, status: 'resolved', adminNotes: 'Shipped' }),
    ]);
    expect((await read<FeedbackList>('/api/admin/feedback?status=new')).body.total).toBe(0);
    expect((await read<FeedbackList>('/api/admin/feedback?type=bug')).body.total).toBe(0);
    expect((await read<FeedbackList>('/api/admin/feedback?status=closed')).status).toBe(400);
  });
});

describe('the Supplements tab', () => {
  it('counts the supplements researched into the shared cache against the 256 target', async () => {
    const before = await read<{ count: number; target: number }>('/api/admin/supplement-count');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ target: 256 });
    const researched = await admin.post<{ name: string }>('/api/research', { supplementName: 'Magnesium' });
    expect(researched.status).toBe(200);
    await expect.poll(async () => (await read<{ count: number }>('/api/admin/supplement-count')).body.count).toBe(before.body.count + 1);
    // The same supplement again is a cache hit: still one entry.
    expect((await admin.post('/api/research', { supplementName: 'magnesium' })).status).toBe(200);
    expect((await read<{ count: number; progress: number }>('/api/admin/supplement-count')).body).toMatchObject({ count: before.body.count + 1 });
  });
});

describe('the monitoring charts', () => {
  it('give model calls by day and every projection with its lag', async () => {
    const series = await read<{ traffic: unknown[]; ai: { day: string; calls: number }[]; projections: { name: string; lagEvents: number }[] }>('/api/admin/monitoring/series');
    expect(series.status).toBe(200);
    expect(series.body.projections.map((projection) => projection.name)).toContain('users');
    // The research above was answered fresh once (the knowledge base: no cost, still a call of the provider).
    const today = new Date().toISOString().slice(0, 10);
    expect(series.body.ai.find((day) => day.day === today)?.calls).toBeGreaterThanOrEqual(1);
  });
});

describe('the Data Refresh tab', () => {
  it('counts the analyses the cache serves, none due right after they were made', async () => {
    const stats = await read<Record<string, unknown>>('/api/admin/data-refresh/stats');
    expect(stats.status).toBe(200);
    // The Magnesium research above is one fresh analysis with a refresh tier from the knowledge base.
    expect(stats.body).toMatchObject({ criticalDue: 0, standardDue: 0, stableDue: 0, estimatedCost: '$0.0000', lastRefreshRun: null });
    expect(stats.body.totalAnalyses).toBeGreaterThanOrEqual(1);
  });
});
