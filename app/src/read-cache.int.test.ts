import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCheckpointListener, LISTENER_APPLICATION_NAME } from '@regimen/projections';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

// The read API caches answers per user while the read models behind them have not moved
// (read-api/src/response-cache.ts). These tests warm that cache, then write, and check that
// nothing stale or foreign comes back.

let db: TestDatabase;
let app: RunningApp;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;

type Accepted = { id: string; position: string };
type Supplement = { id: string; userId: string; name: string };
type Stats = { activeSupplements: number; dueToday: number; adherence: number | null };

const warm = async (client: ApiClient, path: string) => {
  for (let i = 0; i < 5; i++) expect((await client.get(path)).status).toBe(200);
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  alice = createApiClient(app.url);
  bob = createApiClient(app.url);
  const registered = await alice.register('cache-alice@example.com');
  expect(registered.status).toBe(201);
  aliceId = registered.body.id;
  expect((await bob.register('cache-bob@example.com')).status).toBe(201);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('a cached supplement list', () => {
  it('is not served to a read with X-Min-Position after a write, nor to later reads', async () => {
    await warm(alice, '/api/supplements');
    for (let round = 0; round < 5; round++) {
      const added = await alice.post<Accepted>('/api/supplements', { name: `Magnesium ${round}`, dosage: '200 mg' });
      expect(added.status).toBe(201);
      const pinned = await alice.get<Supplement[]>('/api/supplements', { 'x-min-position': added.body.position });
      expect(pinned.headers.get('x-read-stale')).toBeNull();
      expect(pinned.body.map((supplement) => supplement.id)).toContain(added.body.id);
      const after = await alice.get<Supplement[]>('/api/supplements');
      expect(after.body.map((supplement) => supplement.id)).toContain(added.body.id);
      expect(after.body).toHaveLength(round + 1);
    }
  });

  it('is never served to another user', async () => {
    await warm(alice, '/api/supplements');
    const mine = await alice.get<Supplement[]>('/api/supplements');
    expect(mine.body.length).toBeGreaterThan(0);
    const theirs = await bob.get<Supplement[]>('/api/supplements');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    const added = await bob.post<Accepted>('/api/supplements', { name: 'Bob only', dosage: '1 g' });
    const bobs = await bob.get<Supplement[]>('/api/supplements', { 'x-min-position': added.body.position });
    expect(bobs.body.map((supplement) => supplement.name)).toEqual(['Bob only']);
    expect((await alice.get<Supplement[]>('/api/supplements')).body.map((supplement) => supplement.name)).not.toContain('Bob only');
  });
});

describe('cached dashboard stats', () => {
  it('follow each write read with X-Min-Position, per user and per zone', async () => {
    const carol = createApiClient(app.url);
    expect((await carol.register('cache-carol@example.com')).status).toBe(201);
    await warm(carol, '/api/dashboard/stats?utcOffset=60');
    await warm(carol, '/api/dashboard/stats?utcOffset=-300');
    expect((await carol.get<Stats>('/api/dashboard/stats?utcOffset=60')).body.activeSupplements).toBe(0);

    const added = await carol.post<Accepted>('/api/supplements', { name: 'Iron', dosage: '18 mg', frequency: 'daily', timing: 'morning' });
    expect(added.status).toBe(201);
    const stats = await carol.get<Stats>('/api/dashboard/stats?utcOffset=60', { 'x-min-position': added.body.position });
    expect(stats.headers.get('x-read-stale')).toBeNull();
    expect(stats.body.activeSupplements).toBe(1);
    expect((await carol.get<Stats>('/api/dashboard/stats?utcOffset=-300')).body.activeSupplements).toBe(1);

    const deactivated = await carol.request<Accepted>('PUT', `/api/supplements/${added.body.id}`, { isActive: false });
    expect(deactivated.status).toBe(200);
    const after = await carol.get<Stats>('/api/dashboard/stats?utcOffset=60', { 'x-min-position': deactivated.body.position });
    expect(after.body.activeSupplements).toBe(0);
    expect((await carol.get<Stats>('/api/dashboard/stats?utcOffset=60')).body.activeSupplements).toBe(0);

    // Another user's stats, asked for in the same zone right after, are their own.
    expect((await createApiClientFor('cache-dave@example.com')).activeSupplements).toBe(0);
  });
});

const createApiClientFor = async (email: string): Promise<Stats> => {
  const client = createApiClient(app.url);
  expect((await client.register(email)).status).toBe(201);
  return (await client.get<Stats>('/api/dashboard/stats?utcOffset=60')).body;
};

describe("a projection's checkpoint notification", () => {
  it('names the users whose rows its batch changed, so other users keep their cached answers', async () => {
    const listener = await createCheckpointListener(db.url);
    const seen: { name: string; users: readonly string[] | null }[] = [];
    listener.subscribe((name, _checkpoint, _deadLetters, users) => seen.push({ name, users }));
    try {
      const added = await alice.post<Accepted>('/api/supplements', { name: 'Zinc', dosage: '15 mg' });
      expect(added.status).toBe(201);
      expect((await alice.get('/api/supplements', { 'x-min-position': added.body.position })).status).toBe(200);
      await expect.poll(() => seen.find((notice) => notice.name === 'supplements' && notice.users?.length)).toBeDefined();
      // The supplements projection changed Alice's rows only; projections that skipped the event changed none.
      expect(seen.filter((notice) => notice.name === 'supplements' && notice.users?.length).map((notice) => notice.users)).toEqual([[aliceId]]);
      expect(seen.filter((notice) => notice.name === 'feedback').every((notice) => notice.users?.length === 0)).toBe(true);
    } finally {
      await listener.close();
    }
  });
});

describe('a cached answer and the notifications behind it', () => {
  it('lives while its rows and its minute last, and a second at most whenever a missed notification is possible', async () => {
    const erin = createApiClient(app.url);
    expect((await erin.register('cache-erin@example.com')).status).toBe(201);
    const added = await erin.post<Accepted>('/api/supplements', { name: 'Selenium', dosage: '55 mcg' });
    expect(added.status).toBe(201);
    const names = async () => (await erin.get<Supplement[]>('/api/supplements')).body.map((supplement) => supplement.name);
    // The list moves with the clock only as minutes turn: start well inside one.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 6_000) await sleep(leftOfMinute + 100);
    await erin.get('/api/supplements', { 'x-min-position': added.body.position });
    await warm(erin, '/api/supplements');

    // A change no projection announced (written straight into the read model, as no code here does):
    // only a computed answer shows it, so what comes back tells where it came from.
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      await admin.query(`update supplements set name = 'Selenium (renamed)' where id = $1`, [added.body.id]);
      await sleep(1_200);
      expect(await names()).toEqual(['Selenium']);

      // The listener's connection drops: whatever it missed meanwhile could be anything.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [LISTENER_APPLICATION_NAME]);
      await expect.poll(names, { timeout: 3_000 }).toEqual(['Selenium (renamed)']);
      // Back on a new connection, the answers cached before the drop stay forgotten.
      await sleep(1_500);
      expect(await names()).toEqual(['Selenium (renamed)']);
    } finally {
      await admin.end();
    }
  });
});

describe('a cached answer sent compressed', () => {
  it('is the same answer in every encoding the client accepts, marked as varying', async () => {
    const frank = createApiClient(app.url);
    expect((await frank.register('cache-frank@example.com')).status).toBe(201);
    let position = '0';
    for (const name of ['Vitamin D3', 'Magnesium glycinate', 'Omega-3 fish oil', 'Zinc picolinate', 'Vitamin B12', 'Iron bisglycinate']) {
      const added = await frank.post<Accepted>('/api/supplements', { name, dosage: '1 capsule', frequency: 'twice-daily', notes: 'With a meal, '.repeat(8) });
      expect(added.status).toBe(201);
      position = added.body.position;
    }
    const plain = await frank.get<Supplement[]>('/api/supplements', { 'x-min-position': position, 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
    for (const [accepted, expected] of [['br, gzip', 'br'], ['gzip, deflate', 'gzip'], ['x-gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', null], ['deflate', null]] as const) {
      for (let i = 0; i < 3; i++) {
        // fetch decodes what it is sent: a wrong encoding would fail here, not compare equal.
        const answer = await frank.get<Supplement[]>('/api/supplements', { 'accept-encoding': accepted });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-encoding')).toBe(expected);
        if (expected !== null) expect(answer.headers.get('vary')).toContain('accept-encoding');
        expect(answer.body).toEqual(plain.body);
      }
    }
  });
});
