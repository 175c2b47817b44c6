import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
type Sessions = { sessions: { id: string; current: boolean; startedAt: string; lastSeenAt: string; expiresAt: string }[] };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  await createApiClient(app.url).register('admin@example.com');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const signIn = async (email: string, password: string): Promise<ApiClient> => {
  const client = createApiClient(app.url);
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
};

describe('the sessions of an account', () => {
  it('are listed with the current one marked, and one can be signed out without touching the others', async () => {
    const laptop = createApiClient(app.url);
    await laptop.register('sessions@example.com', 'correct horse battery');
    const phone = await signIn('sessions@example.com', 'correct horse battery');
    const stranger = createApiClient(app.url);
    await stranger.register('stranger@example.com');

    const listed = await laptop.get<Sessions>('/api/account/sessions');
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = listed.body.sessions.find((session) => !session.current)!;
    // Someone else's session is not theirs to end.
    expect((await stranger.request('DELETE', `/api/account/sessions/${encodeURIComponent(phoneSession.id)}`)).status).toBe(404);
    expect((await phone.get('/api/supplements')).status).toBe(200);

    expect((await laptop.request('DELETE', `/api/account/sessions/${encodeURIComponent(phoneSession.id)}`)).status).toBe(200);
    expect((await phone.get('/api/supplements')).status).toBe(401);
    expect((await laptop.get('/api/supplements')).status).toBe(200);
    expect((await laptop.get<Sessions>('/api/account/sessions')).body.sessions).toHaveLength(1);
  });

  it('all end with "sign out everywhere", this one included', async () => {
    const one = createApiClient(app.url);
    await one.register('everywhere@example.com', 'correct horse battery');
    const two = await signIn('everywhere@example.com', 'correct horse battery');
    expect((await one.post<{ ended: number }>('/api/account/sessions/revoke-all')).body).toEqual({ ended: 2 });
    expect((await one.get('/api/supplements')).status).toBe(401);
    expect((await two.get('/api/supplements')).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password and a good new one, then signs out the other sessions and only the new one works', async () => {
    const here = createApiClient(app.url);
    await here.register('change@example.com', 'correct horse battery');
    const elsewhere = await signIn('change@example.com', 'correct horse battery');

    const wrong = await here.post<{ code: string }>('/api/account/password', { currentPassword: 'not it', newPassword: 'a brand new passphrase' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'wrong_password']);
    const weak = await here.post<{ code: string }>('/api/account/password', { currentPassword: 'correct horse battery', newPassword: 'password123' });
    expect([weak.status, weak.body.code]).toEqual([400, 'weak_password']);
    expect((await here.post('/api/account/password', { currentPassword: 'correct horse battery' })).status).toBe(400);

    const changed = await here.post<{ ended: number }>('/api/account/password', { currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ended: 1 });
    expect((await elsewhere.get('/api/supplements')).status).toBe(401);
    expect((await here.get('/api/supplements')).status).toBe(200);
    expect((await createApiClient(app.url).post('/api/auth/login', { email: 'change@example.com', password: 'correct horse battery' })).status).toBe(401);
    await signIn('change@example.com', 'a brand new passphrase');
  });

  it('is refused signed out', async () => {
    expect((await createApiClient(app.url).post('/api/account/password', { currentPassword: 'x', newPassword: 'a brand new passphrase' })).status).toBe(401);
    expect((await createApiClient(app.url).get('/api/account/sessions')).status).toBe(401);
  });
});
