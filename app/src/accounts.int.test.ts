import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let sql: pg.Pool;

type Problem = { code: string; detail: string; message?: string; issues?: { path: string; message: string }[] };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
  admin = createApiClient(app.url);
  expect((await admin.register('admin@example.com')).status).toBe(201); // the first account: an admin
});
afterAll(async () => {
  await app?.close();
  await sql?.end();
  await db?.drop();
});

const registerWith = (email: string, password: string) =>
  createApiClient(app.url).post<Problem>('/api/auth/register', { email, password });

const userIdOf = async (email: string): Promise<string> =>
  (await sql.query<{ user_id: string }>('select user_id from credentials where email = $1', [email])).rows[0]!.user_id;

describe('a new password', () => {
  it.each(['password123', 'PassWord123', 'iloveyou', 'qwertyuiop'])('is refused when it is a common one (%s), naming the field', async (password) => {
    const response = await registerWith(`common-${password.toLowerCase()}@example.com`, password);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const body = response.body;
    expect(body.code).toBe('weak_password');
    expect(body.detail).toMatch(/^This password is too common: /);
    expect(body.issues?.[0]?.path).toBe('password');
  });

  it('is refused when it contains the email address', async () => {
    const response = await registerWith('margaret@example.com', 'margaret@example.com');
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/contains your email/);
  });

  it('is refused below 8 and above 200 characters, and needs no particular mix of characters', async () => {
    expect((await createApiClient(app.url).register('short@example.com', 'abc1234')).status).toBe(400);
    expect((await createApiClient(app.url).register('long@example.com', 'a'.repeat(201))).status).toBe(400);
    expect((await createApiClient(app.url).register('plain@example.com', 'lowercase words only here')).status).toBe(201);
  });

  it('is explained on the sign-up page', async () => {
    const response = await fetch(new URL('/api/login', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'signup', email: 'page@example.com', password: 'password123' }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/<p class="error" role="alert">This password is too common: /);
  });
});

describe('a deleted account', () => {
  it('frees its email: it can be registered again, and the old password no longer signs in', async () => {
    const old = createApiClient(app.url);
    expect((await old.register('again@example.com', 'the old secret words')).status).toBe(201);
    const oldId = await userIdOf('again@example.com');
    expect((await admin.request('DELETE', `/api/admin/users/${oldId}`)).status).toBe(200);
    // Gone at once: the old password answers like any wrong one, not with "not found".
    expect((await createApiClient(app.url).post('/api/auth/login', { email: 'again@example.com', password: 'the old secret words' })).status).toBe(401);

    const fresh = createApiClient(app.url);
    expect((await fresh.register('again@example.com', 'the new secret words')).status).toBe(201);
    expect(await userIdOf('again@example.com')).not.toBe(oldId);
    expect((await createApiClient(app.url).post('/api/auth/login', { email: 'again@example.com', password: 'the old secret words' })).status).toBe(401);
    expect((await createApiClient(app.url).post('/api/auth/login', { email: 'again@example.com', password: 'the new secret words' })).status).toBe(200);
  });

  it('deleted before emails were released still frees its email at registration', async () => {
    const old = createApiClient(app.url);
    expect((await old.register('legacy@example.com')).status).toBe(201);
    const oldId = await userIdOf('legacy@example.com');
    expect((await admin.request('DELETE', `/api/admin/users/${oldId}`)).status).toBe(200);
    // What a deletion left behind before this release: the email still reserved by the dead account.
    await sql.query('insert into credentials (user_id, email, password_hash) values ($1, $2, null)', [oldId, 'legacy@example.com']);

    expect((await createApiClient(app.url).register('legacy@example.com')).status).toBe(201);
  });

  it('is answered without its internal id', async () => {
    const gone = createApiClient(app.url);
    await gone.register('gone@example.com');
    const goneId = await userIdOf('gone@example.com');
    expect((await admin.request('DELETE', `/api/admin/users/${goneId}`)).status).toBe(200);
    const again = await admin.request<Problem>('DELETE', `/api/admin/users/${goneId}`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Account not found');
    expect(JSON.stringify(again.body).replace(`/api/admin/users/${goneId}`, '')).not.toContain(goneId);
  });
});

describe('a blocked account on the sign-in page', () => {
  it('is told so on the page, not in a JSON body', async () => {
    await createApiClient(app.url).register('blocked@example.com');
    expect((await admin.post(`/api/admin/users/${await userIdOf('blocked@example.com')}/block`, { reason: 'Spam' })).status).toBe(200);
    const response = await fetch(new URL('/api/login', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'signin', email: 'blocked@example.com', password: 'correct horse battery' }).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(/<p class="error" role="alert">This account is blocked<\/p>/);
  });
});

describe('a taken email', () => {
  it('is still refused while its account lives', async () => {
    expect((await createApiClient(app.url).register('plain@example.com', 'lowercase words only here')).status).toBe(409);
  });
});

describe('a system whose operator named the admins (ADMIN_EMAILS)', () => {
  it('does not make a stranger who registers first an admin, and makes the named one an admin', async () => {
    const named = await createTestDatabase();
    const namedApp = await startApp({
      env: { DATABASE_URL: named.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', ADMIN_EMAILS: 'boss@example.com' },
    });
    try {
      const stranger = createApiClient(namedApp.url);
      expect((await stranger.register('stranger@example.com')).status).toBe(201);
      expect((await stranger.get('/api/admin/users')).status).toBe(403);
      const boss = createApiClient(namedApp.url);
      expect((await boss.register('boss@example.com')).status).toBe(201);
      expect((await boss.get('/api/admin/users')).status).toBe(200);
    } finally {
      await namedApp.close();
      await named.drop();
    }
  });
});
