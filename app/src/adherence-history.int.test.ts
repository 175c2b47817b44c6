import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@regimen/event-store';
import { appendMissed } from '@regimen/projections';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { AdherenceHistory, TodaySchedule } from '@regimen/domain';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { zoneAtTenPastEight } from './testing/zone-at.ts';

let db: TestDatabase;
let app: RunningApp;
let ada: ApiClient;
let bob: ApiClient;
let adaId = '';

type Accepted = { id: string; position: string };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  ada = createApiClient(app.url);
  bob = createApiClient(app.url);
  const registered = await ada.register('ada-history@example.com');
  expect(registered.status).toBe(201);
  adaId = registered.body.id;
  expect((await bob.register('bob-history@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});


describe('GET /api/adherence/history', () => {
  const offset = zoneAtTenPastEight();
  let position = '';

  let supplementId = '';
  let todaysSlot = '';

  beforeAll(async () => {
    const added = await ada.post<Accepted>('/api/supplements', { name: 'Vitamin D', dosage: '1000 IU', timing: 'morning' });
    expect(added.status).toBe(201);
    supplementId = added.body.id;
    const today = await ada.get<TodaySchedule>(`/api/schedule/today?utcOffset=${offset}`, { 'x-min-position': added.body.position });
    const slot = today.body.slots[0]!;
    todaysSlot = slot.plannedAt;
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

  it('shows a past slot the scheduler recorded missed, and settles it as late once a take is recorded for it', async () => {
    // What the dose scheduler appends when yesterday's window closed untaken (the supplement was
    // added today, so the app's own scheduler has nothing to record for it).
    const yesterday = new Date(Date.parse(todaysSlot) - 86_400_000).toISOString();
    const eventPool = new pg.Pool({ connectionString: db.url, max: 1 });
    const store = createPostgresEventStore({ pool: eventPool });
    try {
      expect(await appendMissed(store, adaId, { supplementId, plannedAt: yesterday }, new Date())).toBe(true);
    } finally {
      await store.close();
      await eventPool.end();
    }
    const missed = await eventuallyDay(async () => (await ada.get<AdherenceHistory>(`/api/adherence/history?days=7&utcOffset=${offset}`)).body, 5);
    expect(missed).toMatchObject({ planned: 1, taken: 0, slots: [{ plannedAt: yesterday, time: '08:00', status: 'missed', takenAt: null }] });

    const late = await ada.post<Accepted>('/api/supplement-takes', { supplementId, plannedAt: yesterday, takenAt: new Date().toISOString() });
    expect(late.status).toBe(201);
    const settled = (await ada.get<AdherenceHistory>(`/api/adherence/history?days=7&utcOffset=${offset}`, { 'x-min-position': late.body.position })).body;
    expect(settled.days[5]).toMatchObject({ planned: 1, taken: 1, slots: [{ plannedAt: yesterday, status: 'late' }] });
    expect(settled.supplements.map((row) => [row.planned, row.taken])).toEqual([[2, 2]]);
  });
});

/** Waits for the adherence projection to have applied the appended DoseMissed (the store's append gives no position to wait for through the API). */
const eventuallyDay = async (read: () => Promise<AdherenceHistory>, index: number) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const day = (await read()).days[index];
    if ((day && day.planned > 0) || Date.now() > deadline) return day;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
