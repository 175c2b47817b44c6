import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { NotificationList, TodaySchedule } from '@regimen/domain';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

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
  expect((await ada.register('ada-spacing@example.com')).status).toBe(201);
  expect((await bob.register('bob-spacing@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A zone in which it is 10:00 now, so the 08:00 medicine and an 08:40 take are earlier today. */
const offset = (() => {
  const now = new Date();
  const diff = (10 * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes()) + 1440) % 1440;
  return diff >= 720 ? diff - 1440 : diff;
})();
/** The instant of a local wall-clock time today in that zone. */
const localToday = (time: string): string => {
  const localDate = new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${localDate}T${time}:00Z`) - offset * 60_000).toISOString();
};

describe('a user on levothyroxine (08:00) who takes calcium in the morning', () => {
  let calciumId = '';
  let position = '';

  beforeAll(async () => {
    const levo = await ada.post<Accepted>('/api/prescriptions', { medicationName: 'Levothyroxine', dosage: '75 mcg', frequency: 'once-daily' });
    expect(levo.status).toBe(201);
    const calcium = await ada.post<Accepted>('/api/supplements', { name: 'Calcium carbonate', dosage: '500 mg', timing: 'morning' });
    expect(calcium.status).toBe(201);
    calciumId = calcium.body.id;
    position = calcium.body.position;
  });

  it('gets a proposed calcium time at least 4 hours after the medicine, with the reason', async () => {
    const today = await ada.get<TodaySchedule>(`/api/schedule/today?utcOffset=${offset}`, { 'x-min-position': position });
    expect(today.status).toBe(200);
    const slot = today.body.slots.find((candidate) => candidate.supplementId === calciumId);
    expect(slot?.spacing).toMatch(/^Take calcium at \d\d:\d\d — \d+ h after levothyroxine$/);
    const [hours, minutes] = (slot?.spacing?.match(/at (\d\d):(\d\d)/) ?? []).slice(1).map(Number);
    expect((hours ?? 0) * 60 + (minutes ?? 0) - 8 * 60).toBeGreaterThanOrEqual(4 * 60);
  });

  it('warns in the bell when calcium is taken 40 minutes after the medicine, and only its owner', async () => {
    const take = await ada.post<Accepted>('/api/supplement-takes', { supplementId: calciumId, plannedAt: localToday('08:00'), takenAt: localToday('08:40') });
    expect(take.status).toBe(201);
    const bell = await ada.get<NotificationList>(`/api/notifications?utcOffset=${offset}`, { 'x-min-position': take.body.position });
    expect(bell.status).toBe(200);
    const warning = bell.body.notifications.find((notification) => notification.id.startsWith('spacing:'));
    expect(warning).toMatchObject({ type: 'warning', read: false, supplementId: calciumId, message: 'You took calcium 40 minutes after levothyroxine; keep 4 hours apart.' });
    const other = await bob.get<NotificationList>(`/api/notifications?utcOffset=${offset}`, { 'x-min-position': take.body.position });
    expect(other.body.notifications).toEqual([]);
  });

  it('says nothing of spacing to a user whose take keeps the gap', async () => {
    const calcium = await bob.post<Accepted>('/api/supplements', { name: 'Calcium carbonate', dosage: '500 mg', timing: 'morning' });
    const levo = await bob.post<Accepted>('/api/prescriptions', { medicationName: 'Levothyroxine', dosage: '50 mcg', frequency: 'once-daily' });
    expect(levo.status).toBe(201);
    const take = await bob.post<Accepted>('/api/supplement-takes', { supplementId: calcium.body.id, plannedAt: localToday('08:00'), takenAt: localToday('03:30') });
    expect(take.status).toBe(201);
    const bell = await bob.get<NotificationList>(`/api/notifications?utcOffset=${offset}`, { 'x-min-position': take.body.position });
    expect(bell.body.notifications.filter((notification) => notification.id.startsWith('spacing:'))).toEqual([]);
  });
});
