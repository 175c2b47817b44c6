import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';

let db: TestDatabase;
let main: RunningApp | undefined;
let sql: pg.Pool;

const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  db = await createTestDatabase();
  main = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', SESSION_IDLE_MINUTES: '60' } });
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await main?.close();
  await sql?.end();
  await db?.drop();
});

const cookieFrom = (response: Response): string | null =>
  response.headers.getSetCookie().find((line) => line.startsWith('regimen.sid=') && !line.startsWith('regimen.sid=;'))?.split(';')[0] ?? null;

const call = (base: string, method: string, path: string, options: { cookie?: string | null; body?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(new URL(path, base), {
    method,
    redirect: 'manual',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });

const register = async (base: string, email: string): Promise<string> => {
  const response = await call(base, 'POST', '/api/auth/register', { body: { email, password: PASSWORD } });
  expect(response.status).toBe(201);
  return cookieFrom(response)!;
};

const signIn = async (base: string, email: string, cookie?: string): Promise<string> => {
  const response = await call(base, 'POST', '/api/auth/login', { cookie, body: { email, password: PASSWORD } });
  expect(response.status).toBe(200);
  return cookieFrom(response)!;
};

/** 200 while the session works, 401 once it does not. */
const statusWith = async (base: string, cookie: string): Promise<number> => (await call(base, 'GET', '/api/supplements', { cookie })).status;

const sidOf = (cookie: string): string => createHash('sha256').update(cookie.slice('regimen.sid='.length)).digest('base64url');

const userIdOf = async (cookie: string): Promise<string> => {
  const { rows } = await sql.query<{ user_id: string }>('select user_id from sessions where sid = $1', [sidOf(cookie)]);
  return rows[0]!.user_id;
};

describe('signing in', () => {
  it('starts a new session id and ends the one the browser came with', async () => {
    const before = await register(main!.url, 'rotate@example.com');
    const after = await signIn(main!.url, 'rotate@example.com', before);
    expect(after).not.toBe(before);
    expect(await statusWith(main!.url, after)).toBe(200);
    expect(await statusWith(main!.url, before)).toBe(401);
  });
});

describe('a session left idle', () => {
  it('ends after SESSION_IDLE_MINUTES, while one used recently goes on and records its use', async () => {
    const idle = await register(main!.url, 'idle@example.com');
    const recent = await signIn(main!.url, 'idle@example.com');
    await sql.query(`update sessions set last_seen_at = now() - interval '61 minutes' where sid = $1`, [sidOf(idle)]);
    await sql.query(`update sessions set last_seen_at = now() - interval '59 minutes' where sid = $1`, [sidOf(recent)]);

    // A second process has no cached lookups: it asks the database, as every process does after 2 s.
    const other = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'read', SESSION_IDLE_MINUTES: '60' } });
    try {
      expect(await statusWith(other.url, idle)).toBe(401);
      expect(await statusWith(other.url, recent)).toBe(200);
    } finally {
      await other.close();
    }
    const { rows } = await sql.query<{ fresh: boolean }>(`select last_seen_at > now() - interval '1 minute' as fresh from sessions where sid = $1`, [sidOf(recent)]);
    expect(rows[0]?.fresh).toBe(true);
  });
});

describe('signing out', () => {
  it('takes a POST: a GET only shows a confirmation with a POST form, and another site cannot post it', async () => {
    const cookie = await register(main!.url, 'leaver@example.com');

    const page = await call(main!.url, 'GET', '/api/logout', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/<form method="post" action="\/api\/logout">/);
    expect(await statusWith(main!.url, cookie)).toBe(200);

    const forged = await call(main!.url, 'POST', '/api/logout', { cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect(await statusWith(main!.url, cookie)).toBe(200);

    const out = await call(main!.url, 'POST', '/api/logout', { cookie, headers: { origin: main!.url, 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(await statusWith(main!.url, cookie)).toBe(401);
  });
});

describe('an admin who is demoted', () => {
  it('loses admin access at once in the process that demoted them, and within the session cache bound elsewhere', async () => {
    const alice = await signIn(main!.url, 'rotate@example.com'); // the first account: an admin
    const bob = await register(main!.url, 'bob@example.com');
    const bobId = await userIdOf(bob);
    expect((await call(main!.url, 'POST', `/api/admin/users/${bobId}/promote`, { cookie: alice })).status).toBe(200);
    const adminRoute = '/api/admin/rate-limit-stats';
    const deadline = Date.now() + 20_000;
    while ((await call(main!.url, 'GET', adminRoute, { cookie: bob })).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // From here no projection runs: the users read model keeps saying bob is an admin.
    await main!.close();
    main = undefined;
    const env = { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent' };
    const writer = await startApp({ env: { ...env, SERVICES: 'command,read' } });
    const reader = await startApp({ env: { ...env, SERVICES: 'read' } });
    try {
      expect((await call(reader.url, 'GET', adminRoute, { cookie: bob })).status).toBe(200); // now cached there
      expect((await call(writer.url, 'GET', adminRoute, { cookie: bob })).status).toBe(200);

      expect((await call(writer.url, 'POST', `/api/admin/users/${bobId}/revoke-admin`, { cookie: alice })).status).toBe(200);
      const revokedAt = Date.now();
      expect((await call(writer.url, 'GET', adminRoute, { cookie: bob })).status).toBe(403);

      while ((await call(reader.url, 'GET', adminRoute, { cookie: bob })).status !== 403) {
        expect(Date.now() - revokedAt).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The bound is the 2 s session-lookup cache; allow for a loaded machine.
      expect(Date.now() - revokedAt).toBeLessThan(6_000);
      // bob stays signed in as a user.
      expect(await statusWith(reader.url, bob)).toBe(200);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});
