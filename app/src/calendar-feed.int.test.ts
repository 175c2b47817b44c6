import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let ada: ApiClient;

type Issued = { id: string; position: string; url: string };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  ada = createApiClient(app.url);
  expect((await ada.register('ada@example.com')).status).toBe(201);
  expect((await ada.request('PUT', '/api/account/settings', { timeZone: 'America/New_York' })).status).toBe(200);
  expect((await ada.post('/api/supplements', { name: 'Vitamin D', dosage: '1000 IU', timing: 'morning' })).status).toBe(201);
  expect((await ada.post('/api/supplements', { name: 'Calcium', dosage: '500 mg', frequency: 'twice-daily' })).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const anonymous = () => createApiClient(app.url);
const feedOf = async (url: string, position: string) => {
  await ada.get('/api/supplements', { 'x-min-position': position });
  return anonymous().get<string>(url);
};
const eventsOf = (body: string): VEvent[] =>
  Object.values(ical.sync.parseICS(body)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
const localTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(date);

describe('a private calendar feed', () => {
  it('lists the next 7 days of dose slots with alarms at the local slot times', async () => {
    const issued = await ada.post<Issued>('/api/calendar-feed');
    expect(issued.status).toBe(201);
    expect(issued.body.url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await feedOf(issued.body.url, issued.body.position);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(7 * 3);
    const summaries = new Set(events.map((event) => String(event.summary)));
    expect(summaries).toEqual(new Set(['Take Vitamin D', 'Take Calcium']));
    const times = new Set(events.map((event) => localTime(new Date(event.start))));
    expect(times).toEqual(new Set(['08:00', '18:00']));
    // node-ical lists an event's VALARMs under `alarms`.
    for (const event of events) expect(event.alarms).toHaveLength(1);
  });

  it('answers 404 for a revoked token, and for a token replaced by a new one', async () => {
    const first = await ada.post<Issued>('/api/calendar-feed');
    const second = await ada.post<Issued>('/api/calendar-feed');
    expect((await feedOf(first.body.url, second.body.position)).status).toBe(404);
    expect((await feedOf(second.body.url, second.body.position)).status).toBe(200);
    const revoked = await ada.request<{ position: string }>('DELETE', '/api/calendar-feed');
    expect(revoked.status).toBe(200);
    expect((await feedOf(second.body.url, revoked.body.position)).status).toBe(404);
  });

  it('answers 404 for an unknown token and 400 for something that is not one', async () => {
    expect((await anonymous().get(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous().get('/api/calendar/nope.ics')).status).toBe(400);
  });

  it('is issued only to a signed-in user', async () => {
    expect((await anonymous().post('/api/calendar-feed')).status).toBe(401);
  });
});

describe('the feed of a user on "Automatic"', () => {
  it('places the slots in the zone their browser last reported', async () => {
    const kai = createApiClient(app.url);
    expect((await kai.register('kai@example.com')).status).toBe(201);
    expect((await kai.post('/api/account/detected-time-zone', { timeZone: 'Asia/Tokyo' })).status).toBe(200);
    expect((await kai.post('/api/supplements', { name: 'Zinc', dosage: '15 mg', timing: 'morning' })).status).toBe(201);
    const issued = await kai.post<Issued>('/api/calendar-feed');
    expect(issued.status).toBe(201);
    await kai.get('/api/supplements', { 'x-min-position': issued.body.position });
    const feed = await anonymous().get<string>(issued.body.url);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('X-WR-TIMEZONE:Asia/Tokyo');
    const tokyo = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(date);
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(7);
    expect(new Set(events.map((event) => tokyo(new Date(event.start))))).toEqual(new Set(['08:00']));
  });
});
