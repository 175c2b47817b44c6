import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore, type EventStore } from '@regimen/event-store';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

// A poison event — one that passes the event schema but not the read model's column (the probe's
// currentStock 2147483648 into an `integer`) — is appended straight to the log, as if the request
// contracts had let it through. The supplements projection must quarantine it and keep going.

let db: TestDatabase;
let app: RunningApp;
let pgPool: pg.Pool;
let store: EventStore;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;
let poisonPosition: string;

type Accepted = { id: string; position: string };
type Supplement = { id: string; name: string };
type DeadLetter = { id: string; projection: string; userId: string | null; eventType: string; error: string; attempts: number; status: string };
type Projections = { projections: { name: string; quarantined: number }[]; deadLetters: DeadLetter[]; nextDeadLettersBefore: string | null };

const supplementAdded = (userId: string, currentStock: number) => ({
  id: randomUUID(),
  type: 'SupplementAdded',
  schemaVersion: 1,
  data: {
    supplementId: randomUUID(),
    name: 'Overflowing',
    brand: null,
    type: 'single',
    dosage: '1 tablet',
    frequency: 'daily',
    timing: 'morning',
    currentStock,
    lowStockThreshold: null,
    isActive: true,
    fastingSafe: true,
    nextDueTime: null,
    imageUrl: null,
    notes: null,
    ingredients: null,
  },
  metadata: { userId, occurredAt: new Date().toISOString(), commandId: randomUUID(), correlationId: randomUUID() },
});

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  admin = createApiClient(app.url);
  alice = createApiClient(app.url);
  bob = createApiClient(app.url);
  // The first account of an empty system is the admin.
  expect((await admin.register('poison-admin@example.com')).status).toBe(201);
  const registered = await alice.register('poison-alice@example.com');
  expect(registered.status).toBe(201);
  aliceId = registered.body.id;
  expect((await bob.register('poison-bob@example.com')).status).toBe(201);
  pgPool = new pg.Pool({ connectionString: db.url, max: 2 });
  store = createEventStore({ kind: 'postgres', pool: pgPool });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await pgPool?.end();
  await app?.close();
  await db?.drop();
});

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe('a poison event for one user', () => {
  it('leaves every other user fresh: their writes appear via X-Min-Position within the wait', async () => {
    const appended = await store.append(`supplements-${aliceId}`, [supplementAdded(aliceId, 2_147_483_648)], 'any');
    poisonPosition = appended.position.toString();
    // Sent before the event is quarantined: it waits, and learns of the quarantine when the wait ends.
    const waiting = alice.get<Supplement[]>('/api/supplements', { 'x-min-position': poisonPosition });
    for (let round = 0; round < 3; round += 1) {
      const added = await bob.post<Accepted>('/api/supplements', { name: `Zinc ${round}`, dosage: '10 mg' });
      expect(added.status).toBe(201);
      const list = await bob.get<Supplement[]>('/api/supplements', { 'x-min-position': added.body.position });
      expect(list.status).toBe(200);
      expect(list.headers.get('x-read-stale')).toBeNull();
      expect(list.headers.get('x-read-degraded')).toBeNull();
      expect(list.body.map((supplement) => supplement.id)).toContain(added.body.id);
    }
    expect((await bob.get('/api/dashboard/stats')).headers.get('x-read-degraded')).toBeNull();
    const poisoned = await waiting;
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers.get('x-read-degraded')).toBe('supplements');
  });

  it("says the poisoned user's reads are degraded, at once, instead of waiting", async () => {
    const pinned = await timed(() => alice.get<Supplement[]>('/api/supplements', { 'x-min-position': poisonPosition }));
    expect(pinned.value.status).toBe(200);
    expect(pinned.value.headers.get('x-read-degraded')).toBe('supplements');
    expect(pinned.value.body).toEqual([]);
    const plain = await alice.get('/api/supplements');
    expect(plain.headers.get('x-read-degraded')).toBe('supplements');
    expect((await alice.get('/api/dashboard/stats')).headers.get('x-read-degraded')).toBe('supplements');
    // Now that the user is known degraded, a pinned read does not wait at all (the bound is 3 s).
    const again = await timed(() => alice.get('/api/supplements', { 'x-min-position': poisonPosition }));
    expect(again.value.headers.get('x-read-degraded')).toBe('supplements');
    expect(again.ms).toBeLessThan(2_000);
    // Routes reading no table of the degraded projection are not degraded.
    expect((await alice.get('/api/prescriptions')).headers.get('x-read-degraded')).toBeNull();
  });

  it('shows for admins, in readiness and in the metrics, without making the app unready', async () => {
    const status = await admin.get<Projections>('/api/admin/projections');
    expect(status.status).toBe(200);
    expect(status.body.projections.find((projection) => projection.name === 'supplements')?.quarantined).toBe(1);
    expect(status.body.deadLetters).toEqual([
      expect.objectContaining({ projection: 'supplements', userId: aliceId, eventType: 'SupplementAdded', attempts: 3, status: 'quarantined' }),
    ]);
    expect(status.body.deadLetters[0]?.error).toMatch(/22003/);
    expect((await bob.get('/api/admin/projections')).status).toBe(403);

    const ready = await admin.get<{ status: string; database: { ok: boolean }; projections: { name: string; quarantined: number; stalled: boolean }[] }>('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: { ok: true }, eventStore: { ok: true } });
    expect(ready.body.projections.find((projection) => projection.name === 'supplements')).toMatchObject({ quarantined: 1, stalled: false });

    const metrics = await admin.get<string>('/metrics');
    expect(metrics.body).toMatch(/regimen_projection_events_quarantined_total\{projection="supplements"\} 1/);
    expect(metrics.body).toMatch(/regimen_projection_dead_letters_open\{projection="supplements"\} 1/);
  });

  it('an admin retry still failing counts the attempt; after the fix it applies the event and clears the degraded user', async () => {
    const [letter] = (await admin.get<Projections>('/api/admin/projections')).body.deadLetters;
    if (!letter) throw new Error('expected a dead letter');
    expect((await bob.post(`/api/admin/projections/supplements/dead-letters/${letter.id}/retry`)).status).toBe(403);
    expect((await admin.post(`/api/admin/projections/nope/dead-letters/${letter.id}/retry`)).status).toBe(404);
    expect((await admin.post('/api/admin/projections/supplements/dead-letters/x1/retry')).status).toBe(400);

    const failed = await admin.post<{ outcome: string; attempts: number }>(`/api/admin/projections/supplements/dead-letters/${letter.id}/retry`);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ outcome: 'failed', attempts: 4 });
    expect((await alice.get('/api/supplements')).headers.get('x-read-degraded')).toBe('supplements');

    // A fix an operator could make: a column that holds the value and still reads back as a
    // JavaScript number, as the contract wants (bigint and numeric columns read as BigInt / text here).
    await pgPool.query('alter table supplements alter column current_stock type double precision');
    const all = await admin.post<{ resolved: number; failed: number }>('/api/admin/projections/supplements/dead-letters/retry');
    expect(all.body).toMatchObject({ resolved: 1, failed: 0 });

    const list = await alice.get<Supplement[]>('/api/supplements');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.headers.get('x-read-degraded')).toBeNull();
    expect(list.body.map((supplement) => supplement.name)).toEqual(['Overflowing']);
    expect((await admin.get<Projections>('/api/admin/projections')).body.deadLetters).toEqual([]);
  });
});

describe('X-Min-Position', () => {
  it('beyond the int8 range is a 400, not a 500', async () => {
    const response = await bob.get<{ detail?: string; title?: string }>('/api/supplements', { 'x-min-position': '9999999999999999999' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(response.body)).toMatch(/X-Min-Position/);
  });

  it('beyond the newest event answers 400 at once instead of holding the request for the wait', async () => {
    const { value, ms } = await timed(() => bob.get('/api/supplements', { 'x-min-position': '9223372036854775807' }));
    expect(value.status).toBe(400);
    expect(JSON.stringify(value.body)).toMatch(/beyond the newest event/);
    expect(ms).toBeLessThan(1_500);
  });
});
