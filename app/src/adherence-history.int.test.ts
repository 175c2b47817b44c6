import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { AdherenceHistory, TodaySchedule } from '@regimen/domain';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { zoneAtTenPastEight } from './testing/zone-at.ts';

let db: TestDatabase;
let app: RunningApp;
let ada: ApiClient;
let bob: ApiClient;

type Accepted = { id: string; position: string };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  ada = createApiClient(app.url);
  bob = createApiClient(app.url);
  expect((await ada.register('ada-history@example.com')).status).toBe(201);
  expect((await bob.register('bob-history@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});


describe('GET /api/adherence/history', () => {
  const offset = zoneAtTenPastEight();
  let position = '';

  beforeAll(async () => {
    const added = await ada.post<Accepted>('/api/supplements', { name: 'Vitamin D', dosage: '1000 IU', timing: 'morning' });
    expect(added.status).toBe(201);
    const today = await ada.get<TodaySchedule>(`/api/schedule/today?utcOffset=${offset}`, { 'x-min-position': added.body.position });
    const slot = today.body.slots[0]!;
    const taken = await ada.post<Accepted>('/api/supplement-takes', { supplementId: added.body.id, plannedAt: slot.plannedAt, takenAt: new Date().toISOString() });
    expect(taken.status).toBe(201);
    position = taken.body.position;
  });

  it('gives the last 7 local days with today taken over planned, per supplement and overall', async () => {
    const response = await ada.get<AdherenceHistory>(`/api/adherence/history?days=7&utcOffset=${offset}`, { 'x-min-position': position });
    expect(response.status).toBe(200);
    const history = response.body;
    expect(history.days).toHaveLength(7);
    const today = history.days.at(-1)!;
    expect(today).toMatchObject({ planned: 1, taken: 1, percent: 100 });
    // Added today: the days before plan nothing, rather than reading as missed.
    expect(history.planned).toBe(1);
    expect(today.slots.map((slot) => slot.status)).toEqual(['taken']);
    expect(history.supplements.map((row) => [row.name, row.taken, row.currentStreak])).toEqual([['Vitamin D', 1, 1]]);
    expect(history.currentStreak).toBe(1);
  });

  it('never shows one user another user\'s supplements or doses', async () => {
    const response = await bob.get<AdherenceHistory>(`/api/adherence/history?days=30&utcOffset=${offset}`, { 'x-min-position': position });
    expect(response.status).toBe(200);
    expect(response.body.days).toHaveLength(30);
    expect(response.body.supplements).toEqual([]);
    expect(response.body.days.every((day) => day.planned === 0 && day.slots.length === 0)).toBe(true);
  });

  it('answers a range other than 7, 30 or 90 days, or an unknown zone, with a 400 problem', async () => {
    for (const query of ['days=5', 'days=abc', 'timeZone=Mars/Olympus']) {
      const response = await ada.get<{ status: number }>(`/api/adherence/history?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.status).toBe(400);
    }
  });

  it('answers a signed-out request with 401', async () => {
    const response = await createApiClient(app.url).get('/api/adherence/history?days=7');
    expect(response.status).toBe(401);
  });
});
