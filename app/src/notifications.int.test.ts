import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { eventually } from '@regimen/projections/testing/eventually';
import type { NotificationList } from '@regimen/domain';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let ada: ApiClient;
let bob: ApiClient;

type Accepted = { id: string; position: string };

/** A whole-hour zone in which it is 08:xx now (an Etc/GMT zone's sign is inverted: Etc/GMT-3 is UTC+3). */
const zoneWhereItIsEight = (now = new Date()): string => {
  let offset = 8 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
};

beforeAll(async () => {
  db = await createTestDatabase();
  // The scheduler issues reminders and low-stock notices: a short tick makes them appear at once.
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', DOSE_SCHEDULER_INTERVAL_MS: '100' } });
  ada = createApiClient(app.url);
  bob = createApiClient(app.url);
  expect((await ada.register('ada@example.com')).status).toBe(201);
  expect((await bob.register('bob@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});


const list = async (client: ApiClient, position: string, offset: number | string) => {
  const zone = typeof offset === 'number' ? `utcOffset=${offset}` : `timeZone=${encodeURIComponent(offset)}`;
  const response = await client.get<NotificationList>(`/api/notifications?${zone}`, { 'x-min-position': position });
  expect(response.status).toBe(200);
  return response.body;
};

/** The bell once the scheduler's notices reached it (they follow the write by a tick and a projection batch). */
const listOnce = (client: ApiClient, position: string, offset: number | string, ready: (list: NotificationList) => boolean) =>
  eventually(async () => {
    const body = await list(client, position, offset);
    expect(ready(body)).toBe(true);
    return body;
  });

describe('a morning supplement due now, with low stock, for a user on "Automatic" whose browser reported its zone', () => {
  let supplementId = '';
  let position = '';
  const offset = zoneWhereItIsEight();

  beforeAll(async () => {
    expect((await ada.post('/api/account/detected-time-zone', { timeZone: offset })).status).toBe(200);
    const added = await ada.post<Accepted>('/api/supplements', { name: 'Vitamin D', dosage: '1000 IU', timing: 'morning', currentStock: 3, lowStockThreshold: 5 });
    expect(added.status).toBe(201);
    supplementId = added.body.id;
    position = added.body.position;
  });

  it('gives an unread dose reminder and a low-stock warning', async () => {
    const { notifications, unread } = await listOnce(ada, position, offset, (body) => body.unread === 2);
    expect(unread).toBe(2);
    // The whole-hour zone makes it 08:00 to 08:59 there: the first attempt, or a repeat.
    expect(notifications.map((n) => [n.type, n.title])).toEqual(expect.arrayContaining([
      ['reminder', expect.stringMatching(/^(Time for|Still to take:) Vitamin D$/)],
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

describe('a user whose zone is saved: reminders the scheduler issued', () => {
  const zone = zoneWhereItIsEight();
  const carol = () => carolClient;
  let carolClient: ApiClient;
  let supplementId = '';
  let position = '';

  beforeAll(async () => {
    carolClient = createApiClient(app.url);
    expect((await carolClient.register('carol@example.com')).status).toBe(201);
    expect((await carol().request('PUT', '/api/account/settings', { timeZone: zone })).status).toBe(200);
    const added = await carol().post<Accepted>('/api/supplements', { name: 'Zinc', dosage: '15 mg', timing: 'morning', currentStock: 2, lowStockThreshold: 5 });
    expect(added.status).toBe(201);
    supplementId = added.body.id;
    position = added.body.position;
  });

  it('shows the issued attempt of the due slot and the notice of the current crossing, each issued once', async () => {
    const { notifications } = await listOnce(carol(), position, zone, (body) => body.notifications.length === 2);
    const reminder = notifications.find((n) => n.type === 'reminder')!;
    const attempt = Math.floor((Date.now() - Date.parse(reminder.plannedAt!)) / (30 * 60_000));
    expect(reminder.id).toMatch(new RegExp(`^dose:${supplementId}:.+#[${Math.max(0, attempt - 1)}-${attempt}]$`));
    expect(notifications.find((n) => n.type === 'warning')?.id).toMatch(new RegExp(`^stock:${supplementId}:\\d+$`));
    // The scheduler keeps ticking: still one event per notice key in the log.
    const pool = await createDatabasePool(db.url, { maxPoolSize: 1 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rows = await pool.any(sql.type(z.object({ key: z.string(), copies: z.number() }))`
        select coalesce(data->>'plannedAt' || '#' || (data->>'attempt'), 'stock:' || (data->>'generation')) as key, count(*)::int as copies
        from events where event_type in ('DoseReminderIssued', 'LowStockNoticeIssued') and data->>'supplementId' = ${supplementId}
        group by 1`);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.copies === 1)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('keeps a dismissed low-stock notice away until a refill above the threshold and the next crossing', async () => {
    const { notifications } = await listOnce(carol(), position, zone, (body) => body.notifications.length === 2);
    const stock = notifications.find((n) => n.type === 'warning')!;
    const dismissed = await carol().post<Accepted>('/api/notifications/dismiss', { key: stock.id });
    expect((await list(carol(), dismissed.body.position, zone)).notifications.map((n) => n.type)).toEqual(['reminder']);
    // Refilled above the threshold, then set low again: a new crossing, one new notice.
    const refilled = await carol().post<Accepted>(`/api/supplements/${supplementId}/restock`, { units: 30 });
    expect(refilled.status).toBe(200);
    const lowered = await carol().request<Accepted>('PUT', `/api/supplements/${supplementId}`, { currentStock: 1 });
    expect(lowered.status).toBe(200);
    const again = await listOnce(carol(), lowered.body.position, zone, (body) => body.notifications.some((n) => n.type === 'warning'));
    const renewed = again.notifications.find((n) => n.type === 'warning')!;
    expect(renewed.id).not.toBe(stock.id);
    expect(renewed.read).toBe(false);
  });

  it('drops the reminder once the dose is taken, and the scheduler issues no repeat for it', async () => {
    const { notifications } = await listOnce(carol(), position, zone, (body) => body.notifications.some((n) => n.type === 'reminder'));
    const reminder = notifications.find((n) => n.type === 'reminder')!;
    const take = await carol().post<Accepted>('/api/supplement-takes', { supplementId, plannedAt: reminder.plannedAt });
    expect(take.status).toBe(201);
    expect((await list(carol(), take.body.position, zone)).notifications.filter((n) => n.type === 'reminder')).toEqual([]);
  });
});

describe('a user on "Automatic" reading the bell in another zone than the one their browser last reported', () => {
  const home = zoneWhereItIsEight();
  // Five hours ahead of home (an Etc/GMT zone's sign is inverted), e.g. a second device abroad.
  const away = (() => {
    const offset = -Number(home.slice('Etc/GMT'.length) || 0) + 5;
    return offset > 14 ? `Etc/GMT+${24 - offset}` : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  })();
  let erin: ApiClient;
  let position = '';

  beforeAll(async () => {
    erin = createApiClient(app.url);
    expect((await erin.register('erin@example.com')).status).toBe(201);
    expect((await erin.post('/api/account/detected-time-zone', { timeZone: home })).status).toBe(200);
    const added = await erin.post<Accepted>('/api/supplements', { name: 'Iron', dosage: '18 mg', timing: 'morning', currentStock: 30, lowStockThreshold: 5 });
    expect(added.status).toBe(201);
    position = added.body.position;
  });

  it('shows the reminder the scheduler issued at 08:00 in the reported zone, its time read in the bell\'s zone', async () => {
    const atHome = await listOnce(erin, position, home, (body) => body.notifications.some((n) => n.type === 'reminder'));
    const reminder = atHome.notifications.find((n) => n.type === 'reminder')!;
    expect(reminder.message).toBe('18 mg · due at 08:00');
    const abroad = await list(erin, position, away);
    const same = abroad.notifications.find((n) => n.type === 'reminder');
    expect(same).toMatchObject({ id: reminder.id, plannedAt: reminder.plannedAt });
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: away, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(reminder.plannedAt!));
    expect(local).not.toBe('08:00');
    expect(same?.message).toBe(`18 mg · due at ${local}`);
  });
});

describe('a due slot the scheduler has not issued (scheduler off)', () => {
  it('shows no reminder and no low-stock notice, on "Automatic" in any zone or with a zone saved: nothing is derived from the clock', async () => {
    const quietDb = await createTestDatabase();
    const quiet = await startApp({ env: { DATABASE_URL: quietDb.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', DOSE_SCHEDULER: 'off' } });
    try {
      const zone = zoneWhereItIsEight();
      const dana = createApiClient(quiet.url);
      expect((await dana.register('dana@example.com')).status).toBe(201);
      const added = await dana.post<Accepted>('/api/supplements', { name: 'Iron', dosage: '18 mg', timing: 'morning', currentStock: 2, lowStockThreshold: 5 });
      expect(added.status).toBe(201);
      // The slot is due now in this zone (the schedule says so), yet the bell waits for the scheduler.
      const schedule = await dana.get<{ slots: { state: string }[] }>(`/api/schedule/today?timeZone=${encodeURIComponent(zone)}`, { 'x-min-position': added.body.position });
      expect(schedule.body.slots.map((slot) => slot.state)).toEqual(['due']);
      expect((await list(dana, added.body.position, zone)).notifications).toEqual([]);
      const detected = await dana.post<Accepted>('/api/account/detected-time-zone', { timeZone: zone });
      expect(detected.status).toBe(200);
      expect((await list(dana, detected.body.position, zone)).notifications).toEqual([]);
      const saved = await dana.request<Accepted>('PUT', '/api/account/settings', { timeZone: zone });
      expect(saved.status).toBe(200);
      expect((await list(dana, saved.body.position, zone)).notifications).toEqual([]);
    } finally {
      await quiet.close();
      await quietDb.drop();
    }
  });
});
