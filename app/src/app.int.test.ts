import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let alice: ApiClient;
let bob: ApiClient;

const vitaminD = { name: 'Vitamin D3', brand: 'Sunny', dosage: '2000 IU', frequency: 'daily', timing: 'morning', currentStock: 5 };

type Accepted = { id: string; revision: string; position: string };
type Supplement = { id: string; userId: string; name: string; notes: string | null; currentStock: number | null; isActive: boolean; unitsPerDose: number };

/** Reads its own write: every read after a command carries the command's position, and must not time out. */
const readAfter = async <T>(client: ApiClient, path: string, position: string) => {
  const response = await client.get<T>(path, { 'x-min-position': position });
  expect(response.headers.get('x-read-stale')).toBeNull();
  return response;
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', ADMIN_EMAILS: 'Boss@Example.com, alice@example.com' } });
  alice = createApiClient(app.url);
  bob = createApiClient(app.url);
  expect((await alice.register('alice@example.com')).status).toBe(201);
  expect((await bob.register('bob@example.com')).status).toBe(201);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('a new account', () => {
  it('is signed in, and an admin when ADMIN_EMAILS names it (bob, whom it does not name, is not)', async () => {
    const me = await alice.get<{ email: string; isAdmin: boolean; tier: string }>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'alice@example.com', isAdmin: true, tier: 'free' });
    expect((await bob.get<{ isAdmin: boolean }>('/api/auth/user')).body.isAdmin).toBe(false);
  });

  it('is an admin when ADMIN_EMAILS names it', async () => {
    const boss = createApiClient(app.url);
    await boss.register('boss@example.com');
    expect((await boss.get<{ isAdmin: boolean }>('/api/auth/user')).body.isAdmin).toBe(true);
  });

  it('cannot be registered twice with the same email', async () => {
    const again = await createApiClient(app.url).register('ALICE@example.com');
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
  });

  it('signs in with the right password only', async () => {
    const visitor = createApiClient(app.url);
    expect((await visitor.post('/api/auth/login', { email: 'alice@example.com', password: 'wrong password' })).status).toBe(401);
    expect((await visitor.get('/api/auth/user')).status).toBe(401);
    expect((await visitor.post('/api/auth/login', { email: 'alice@example.com', password: 'correct horse battery' })).status).toBe(200);
    expect((await visitor.get('/api/auth/user')).status).toBe(200);
  });
});

describe('adding a supplement', () => {
  it('answers with id, revision and position, and the next read sees it', async () => {
    const added = await alice.post<Accepted>('/api/supplements', { ...vitaminD, userId: '00000000-0000-4000-8000-000000000000' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), revision: '0', position: expect.stringMatching(/^\d+$/) });
    expect(added.headers.get('x-event-position')).toBe(added.body.position);

    const list = await readAfter<Supplement[]>(alice, '/api/supplements', added.body.position);
    const mine = list.body.find((supplement) => supplement.id === added.body.id);
    expect(mine).toMatchObject({ name: 'Vitamin D3', isActive: true, currentStock: 5 });
    // The body's userId is ignored: the owner is the signed-in user.
    const me = await alice.get<{ id: string }>('/api/auth/user');
    expect(mine?.userId).toBe(me.body.id);
  });

  it('refuses bad input with a 400 problem naming the fields', async () => {
    const bad = await alice.post<{ status: number; issues: { path: string }[] }>('/api/supplements', { name: '', dosage: 'x'.repeat(500), currentStock: -1 });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.body.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['body.name', 'body.dosage', 'body.currentStock']));
  });

  it('keeps units per dose: 1 unless sent, changed alone by an update, refused beyond 1000 naming the field', async () => {
    const plain = await alice.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Zinc' });
    const two = await alice.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Fish oil', unitsPerDose: 2 });
    const updated = await alice.request<Accepted>('PUT', `/api/supplements/${two.body.id}`, { unitsPerDose: 3 });
    expect(updated.status).toBe(200);
    const list = await readAfter<Supplement[]>(alice, '/api/supplements', updated.body.position);
    const unitsOf = (id: string) => list.body.find((supplement) => supplement.id === id)?.unitsPerDose;
    expect([unitsOf(plain.body.id), unitsOf(two.body.id)]).toEqual([1, 3]);

    const bad = await alice.request<{ issues: { path: string }[] }>('PUT', `/api/supplements/${two.body.id}`, { unitsPerDose: 1001 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path)).toEqual(['body.unitsPerDose']);
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await fetch(new URL('/api/supplements', app.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(response.status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await createApiClient(app.url).post('/api/supplements', vitaminD)).status).toBe(401);
  });
});

describe("another user's data", () => {
  it('is invisible and unchangeable: foreign ids answer 404', async () => {
    const added = await alice.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Magnesium' });
    const bobsList = await readAfter<Supplement[]>(bob, '/api/supplements', added.body.position);
    expect(bobsList.body.map((supplement) => supplement.id)).not.toContain(added.body.id);
    expect((await bob.request('PUT', `/api/supplements/${added.body.id}`, { notes: 'mine now' })).status).toBe(404);
    expect((await bob.request('DELETE', `/api/supplements/${added.body.id}`)).status).toBe(404);
    expect((await bob.post('/api/supplement-takes', { supplementId: added.body.id, plannedAt: new Date().toISOString() })).status).toBe(404);

    const aliceTake = await alice.post<Accepted>('/api/supplement-takes', { supplementId: added.body.id, plannedAt: new Date().toISOString() });
    expect(aliceTake.status).toBe(201);
    expect((await bob.request('PATCH', `/api/supplement-takes/${aliceTake.body.id}`, { takenAt: null })).status).toBe(404);
    const bobsTakes = await readAfter<{ id: string }[]>(bob, '/api/supplement-takes', aliceTake.body.position);
    expect(bobsTakes.body).toEqual([]);
  });
});

describe('a dose taken and unmarked', () => {
  it('updates takes, dashboard stats and recent activity', async () => {
    const added = await bob.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Omega-3' });
    const now = new Date().toISOString();
    const take = await bob.post<Accepted>('/api/supplement-takes', { supplementId: added.body.id, plannedAt: now, takenAt: now });
    expect(take.status).toBe(201);

    const takes = await readAfter<{ id: string; takenAt: string | null }[]>(bob, '/api/supplement-takes', take.body.position);
    expect(takes.body).toEqual([expect.objectContaining({ id: take.body.id, takenAt: now })]);
    const activity = await readAfter<{ type: string; supplementName: string }[]>(bob, '/api/dashboard/recent-activity', take.body.position);
    expect(activity.body.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'supplement_taken', supplementName: 'Omega-3' }),
      expect.objectContaining({ type: 'supplement_added', supplementName: 'Omega-3' }),
    ]);
    const stats = await readAfter<{ activeSupplements: number; adherence: number }>(bob, '/api/dashboard/stats', take.body.position);
    expect(stats.body.activeSupplements).toBe(1);

    const unmarked = await bob.request<Accepted>('PATCH', `/api/supplement-takes/${take.body.id}`, { takenAt: null });
    expect(unmarked.status).toBe(200);
    const after = await readAfter<{ takenAt: string | null }[]>(bob, '/api/supplement-takes', unmarked.body.position);
    expect(after.body[0]?.takenAt).toBeNull();
  });

  it('is refused for an inactive supplement', async () => {
    const added = await bob.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Zinc', isActive: false });
    const take = await bob.post('/api/supplement-takes', { supplementId: added.body.id, plannedAt: new Date().toISOString() });
    expect(take.status).toBe(409);
  });
});

describe('the free tier', () => {
  it('allows 10 supplements and names the limit on the 11th', async () => {
    const carol = createApiClient(app.url);
    await carol.register('carol@example.com');
    for (let index = 0; index < 10; index++) {
      expect((await carol.post('/api/supplements', { ...vitaminD, name: `S${index}` })).status).toBe(201);
    }
    const eleventh = await carol.post<{ detail: string; code: string }>('/api/supplements', { ...vitaminD, name: 'S10' });
    expect(eleventh.status).toBe(403);
    expect(eleventh.body.code).toBe('supplement_limit_reached');
    expect(eleventh.body.detail).toContain('10');
  });
});

describe('an Idempotency-Key', () => {
  it('makes a resent command return the first answer and write nothing', async () => {
    const dave = createApiClient(app.url);
    await dave.register('dave@example.com');
    const key = { 'idempotency-key': 'add-vitamin-c-once' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => dave.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Vitamin C' }, key)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const list = await readAfter<Supplement[]>(dave, '/api/supplements', answers[0]!.body.position);
    expect(list.body.filter((supplement) => supplement.name === 'Vitamin C')).toHaveLength(1);
  });
});

describe('many concurrent writers on one supplement', () => {
  it('lose no acknowledged write and never answer 500', async () => {
    const erin = createApiClient(app.url);
    await erin.register('erin@example.com');
    const added = await erin.post<Accepted>('/api/supplements', { ...vitaminD, name: 'Iron' });
    const updates = Array.from({ length: 20 }, (_, index) => erin.request<Accepted>('PUT', `/api/supplements/${added.body.id}`, { currentStock: 100 + index }));
    const takes = Array.from({ length: 20 }, () => erin.post<Accepted>('/api/supplement-takes', { supplementId: added.body.id, plannedAt: new Date().toISOString() }));
    const answers = await Promise.all([...updates, ...takes]);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);

    const last = answers.reduce((max, answer) => (BigInt(answer.body.position) > BigInt(max) ? answer.body.position : max), '0');
    const takesRead = await readAfter<{ id: string }[]>(erin, '/api/supplement-takes', last);
    expect(new Set(takesRead.body.map((take) => take.id))).toEqual(new Set(answers.slice(20).map((answer) => answer.body.id)));
    const revisions = answers.slice(0, 20).map((answer) => answer.body.revision);
    expect(new Set(revisions).size).toBe(20);
  });
});

describe('projection lag', () => {
  it('is shown to admins, per projection, and refused to others', async () => {
    const status = await alice.get<{ projections: { name: string; lagEvents: string; lagSeconds: number; isLeader: boolean }[] }>('/api/admin/projections');
    expect(status.status).toBe(200);
    expect(status.body.projections.map((projection) => projection.name).sort()).toEqual(
      ['adherence', 'analytics', 'courses', 'feedback', 'health_conditions', 'insights', 'intake', 'monitoring', 'notifications', 'prescriptions', 'reminders', 'safety', 'supplements', 'users'],
    );
    expect(status.body.projections.every((projection) => projection.isLeader && /^\d+$/.test(projection.lagEvents))).toBe(true);
    expect((await bob.get('/api/admin/projections')).status).toBe(403);
  });
});

describe('/metrics', () => {
  it('exposes append latency, command outcomes, batch durations and projection lag in Prometheus format', async () => {
    const response = await fetch(new URL('/metrics', app.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/regimen_event_append_seconds_count\{store="postgres",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/regimen_commands_total\{command="POST \/api\/supplements",outcome="accepted"\} [1-9]/);
    expect(text).toMatch(/regimen_commands_total\{command="POST \/api\/supplements",outcome="rejected"\} [1-9]/);
    expect(text).toMatch(/regimen_projection_batch_seconds_count\{projection="supplements"\} [1-9]/);
    expect(text).toMatch(/regimen_projection_lag_events\{projection="intake"\} \d+/);
    expect(text).toMatch(/regimen_projection_position\{projection="users"\} [1-9]/);
  });
});

describe('requests from another site', () => {
  it('are refused when they would change state', async () => {
    const response = await alice.post('/api/supplements', vitaminD, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
  });
});

describe('signing out', () => {
  it('ends the session and redirects home', async () => {
    const frank = createApiClient(app.url);
    await frank.register('frank@example.com');
    const out = await frank.post('/api/logout');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect((await frank.get('/api/auth/user')).status).toBe(401);
  });
});

describe('a blocked user', () => {
  it('loses the session at once and cannot sign in until unblocked', async () => {
    const grace = createApiClient(app.url);
    await grace.register('grace@example.com');
    const graceId = (await grace.get<{ id: string }>('/api/auth/user')).body.id;

    expect((await bob.post(`/api/admin/users/${graceId}/block`, { reason: 'spam' })).status).toBe(403);
    expect((await alice.post(`/api/admin/users/${graceId}/block`, { reason: '  ' })).status).toBe(400);
    const blocked = await alice.post<Accepted>(`/api/admin/users/${graceId}/block`, { reason: 'Spam' });
    expect(blocked.status).toBe(200);

    expect((await grace.get('/api/supplements')).status).toBe(401);
    const login = await grace.post<{ code: string }>('/api/auth/login', { email: 'grace@example.com', password: 'correct horse battery' });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_blocked');

    expect((await alice.post(`/api/admin/users/${graceId}/unblock`)).status).toBe(200);
    expect((await grace.post('/api/auth/login', { email: 'grace@example.com', password: 'correct horse battery' })).status).toBe(200);
    expect((await grace.get('/api/supplements')).status).toBe(200);
  });
});
