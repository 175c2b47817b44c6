import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import type { AccountSettings } from '@regimen/domain';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let ada: ApiClient;
let bob: ApiClient;

type Accepted = { id: string; revision: string; position: string };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', DOSE_SCHEDULER: 'off' } });
  ada = createApiClient(app.url);
  bob = createApiClient(app.url);
  expect((await ada.register('ada@example.com')).status).toBe(201);
  expect((await bob.register('bob@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const settings = async (client: ApiClient, position: string): Promise<AccountSettings> => {
  const response = await client.get<AccountSettings>('/api/account/settings', { 'x-min-position': position });
  expect(response.status).toBe(200);
  return response.body;
};

const detectedEvents = async (): Promise<number> => {
  const pool = await createDatabasePool(db.url, { maxPoolSize: 1 });
  try {
    return await pool.oneFirst(sql.type(z.object({ count: z.number() }))`select count(*)::int as count from events where event_type = 'TimeZoneDetected'`);
  } finally {
    await pool.end();
  }
};

describe('POST /api/account/detected-time-zone', () => {
  it('records the browser\'s zone beside an unset saved zone, and GET /api/account/settings returns both', async () => {
    const before = await ada.get<AccountSettings>('/api/account/settings');
    expect(before.body).toEqual({ timeZone: null, detectedTimeZone: null });
    const reported = await ada.post<Accepted>('/api/account/detected-time-zone', { timeZone: 'America/New_York' });
    expect(reported.status).toBe(200);
    expect(reported.headers.get('x-event-position')).toBe(reported.body.position);
    expect(await settings(ada, reported.body.position)).toEqual({ timeZone: null, detectedTimeZone: 'America/New_York' });
  });

  it('records nothing when the same zone is reported again, and records a change', async () => {
    const events = await detectedEvents();
    const again = await ada.post<Accepted>('/api/account/detected-time-zone', { timeZone: 'America/New_York' });
    expect(again.status).toBe(200);
    expect(await detectedEvents()).toBe(events);
    const travelled = await ada.post<Accepted>('/api/account/detected-time-zone', { timeZone: 'Asia/Tokyo' });
    expect(travelled.status).toBe(200);
    expect(BigInt(travelled.body.revision)).toBe(BigInt(again.body.revision) + 1n);
    expect(await detectedEvents()).toBe(events + 1);
    expect(await settings(ada, travelled.body.position)).toEqual({ timeZone: null, detectedTimeZone: 'Asia/Tokyo' });
  });

  it('keeps the saved zone as the setting; the detected one is kept beside it', async () => {
    const saved = await ada.request<Accepted>('PUT', '/api/account/settings', { timeZone: 'Europe/Berlin' });
    expect(saved.status).toBe(200);
    expect(await settings(ada, saved.body.position)).toEqual({ timeZone: 'Europe/Berlin', detectedTimeZone: 'Asia/Tokyo' });
    const automatic = await ada.request<Accepted>('PUT', '/api/account/settings', { timeZone: null });
    expect(await settings(ada, automatic.body.position)).toEqual({ timeZone: null, detectedTimeZone: 'Asia/Tokyo' });
  });

  it('shows a user only their own zones', async () => {
    const bobs = await bob.post<Accepted>('/api/account/detected-time-zone', { timeZone: 'Europe/Lisbon' });
    expect(bobs.status).toBe(200);
    expect(await settings(bob, bobs.body.position)).toEqual({ timeZone: null, detectedTimeZone: 'Europe/Lisbon' });
    expect((await settings(ada, bobs.body.position)).detectedTimeZone).toBe('Asia/Tokyo');
  });

  it('refuses an unknown zone, a name over 64 characters and a missing one with a 400 problem, recording nothing', async () => {
    const events = await detectedEvents();
    for (const body of [{ timeZone: 'Mars/Olympus' }, { timeZone: `Europe/${'x'.repeat(60)}` }, { timeZone: '' }, {}, { timeZone: null }]) {
      const refused = await ada.post<{ type: string; status: number }>('/api/account/detected-time-zone', body);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    }
    expect(await detectedEvents()).toBe(events);
  });

  it('answers 401 without a session', async () => {
    expect((await createApiClient(app.url).post('/api/account/detected-time-zone', { timeZone: 'Europe/Berlin' })).status).toBe(401);
    expect((await createApiClient(app.url).get('/api/account/settings')).status).toBe(401);
  });
});
