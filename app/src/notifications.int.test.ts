import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { NotificationList } from '@regimen/domain';
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
  expect((await ada.register('ada@example.com')).status).toBe(201);
  expect((await bob.register('bob@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});


const list = async (client: ApiClient, position: string, offset: number) => {
  const response = await client.get<NotificationList>(`/api/notifications?utcOffset=${offset}`, { 'x-min-position': position });
  expect(response.status).toBe(200);
  return response.body;
};

describe('a morning supplement due now, with low stock', () => {
  let supplementId = '';
  let position = '';
  const offset = zoneAtTenPastEight();

  beforeAll(async () => {
    const added = await ada.post<Accepted>('/api/supplements', { name: 'Vitamin D', dosage: '1000 IU', timing: 'morning', currentStock: 3, lowStockThreshold: 5 });
    expect(added.status).toBe(201);
    supplementId = added.body.id;
    position = added.body.position;
  });

  it('gives an unread dose reminder and a low-stock warning', async () => {
    const { notifications, unread } = await list(ada, position, offset);
    expect(unread).toBe(2);
    expect(notifications.map((n) => [n.type, n.title])).toEqual(expect.arrayContaining([
      ['reminder', 'Time for Vitamin D'],
      ['warning', 'Low stock: Vitamin D'],
    ]));
  });

  it('shows nothing of it to another user, whose marks do not touch it', async () => {
    const mine = await list(ada, position, offset);
    const key = mine.notifications[0]!.id;
    const marked = await bob.post<Accepted>('/api/notifications/dismiss', { key });
    expect(marked.status).toBe(200);
    expect((await list(bob, marked.body.position, offset)).notifications).toEqual([]);
    expect((await list(ada, marked.body.position, offset)).notifications).toHaveLength(2);
  });

  it('keeps read and dismissed marks on the server, across sessions', async () => {
    const before = await list(ada, position, offset);
    const stock = before.notifications.find((n) => n.type === 'warning')!;
    const read = await ada.post<Accepted>('/api/notifications/read', { key: stock.id });
    expect(read.status).toBe(200);
    const again = await ada.post<Accepted>('/api/notifications/read', { key: stock.id });
    expect(again.status).toBe(200);
    const afterRead = await list(ada, again.body.position, offset);
    expect(afterRead.unread).toBe(1);
    expect(afterRead.notifications.find((n) => n.id === stock.id)?.read).toBe(true);

    const dismissed = await ada.post<Accepted>('/api/notifications/dismiss', { key: stock.id });
    const secondDevice = createApiClient(app.url);
    expect((await secondDevice.post('/api/auth/login', { email: 'ada@example.com', password: 'correct horse battery' })).status).toBeLessThan(300);
    const elsewhere = await list(secondDevice, dismissed.body.position, offset);
    expect(elsewhere.notifications.map((n) => n.type)).toEqual(['reminder']);
  });

  it('drops the reminder by itself once the dose is taken', async () => {
    const { notifications } = await list(ada, position, offset);
    const reminder = notifications.find((n) => n.type === 'reminder')!;
    const take = await ada.post<Accepted>('/api/supplement-takes', { supplementId, plannedAt: reminder.plannedAt });
    expect(take.status).toBe(201);
    expect((await list(ada, take.body.position, offset)).notifications.filter((n) => n.type === 'reminder')).toEqual([]);
  });

  it('refuses keys it could not store and an empty clear with 400', async () => {
    expect((await ada.post('/api/notifications/read', { key: 'x'.repeat(201) })).status).toBe(400);
    expect((await ada.post('/api/notifications/dismiss', { key: 'a\u0000b' })).status).toBe(400);
    expect((await ada.post('/api/notifications/clear', { keys: [] })).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await createApiClient(app.url).get('/api/notifications')).status).toBe(401);
    expect((await createApiClient(app.url).post('/api/notifications/clear', { keys: ['a'] })).status).toBe(401);
  });
});
