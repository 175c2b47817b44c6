import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { freePort, startAppProcess, type AppProcess } from './testing/app-process.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { readAllTakes } from './testing/read-all-takes.ts';

/**
 * A user with 10,000 takes: the list comes a bounded page at a time (keyset cursor, Link
 * rel="next"), and that user firing many list reads at once does not slow another user's read.
 */

const TAKES = 10_000;
const SMALL_READ_BOUND_MS = 1_500;

let db: TestDatabase;
let app: AppProcess;
let heavy: ApiClient;
let light: ApiClient;
let events: pg.Client;

type Take = { id: string; plannedAt: string };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startAppProcess({ DATABASE_URL: db.url, SERVICES: 'command,read,projections', RATE_LIMITS: 'off' }, await freePort(), { readyTimeoutMs: 60_000 });
  heavy = createApiClient(app.url);
  light = createApiClient(app.url);
  const heavyUser = await heavy.register('heavy@example.com');
  expect(heavyUser.status).toBe(201);
  expect((await light.register('light@example.com')).status).toBe(201);
  const supplement = await heavy.post<{ id: string; position: string }>('/api/supplements', { name: 'Creatine', dosage: '5 g' });
  expect(supplement.status).toBe(201);
  expect((await light.post('/api/supplements', { name: 'Zinc', dosage: '10 mg' })).status).toBe(201);
  // The read side only: 10,000 rows straight into the takes read model, one a minute up to now.
  events = new pg.Client({ connectionString: db.url });
  await events.connect();
  await events.query(
    `insert into supplement_takes (id, user_id, supplement_id, supplement_name, planned_at, taken_at, created_at, updated_at, last_event_revision)
     select gen_random_uuid(), $1, $2, 'Creatine', t.at, t.at, now(), now(), 0
     from generate_series(1, $3::int) as n cross join lateral (select date_trunc('milliseconds', now()) - make_interval(mins => n) as at) as t`,
    [heavyUser.body.id, supplement.body.id, TAKES],
  );
}, 120_000);

afterAll(async () => {
  await events?.end();
  await app?.kill();
  await db?.drop();
});

describe('GET /api/prescriptions', () => {
  it('pages with limit and cursor too', async () => {
    let position = '0';
    for (const medicationName of ['Metformin', 'Lisinopril', 'Atorvastatin']) {
      const added = await light.post<{ position: string }>('/api/prescriptions', { medicationName, dosage: '10 mg', frequency: 'once-daily' });
      expect(added.status).toBe(201);
      position = added.body.position;
    }
    const first = await light.get<{ medicationName: string }[]>('/api/prescriptions?limit=2', { 'x-min-position': position });
    expect(first.body.map((row) => row.medicationName)).toEqual(['Metformin', 'Lisinopril']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await light.get<{ medicationName: string }[]>(next!);
    expect(second.body.map((row) => row.medicationName)).toEqual(['Atorvastatin']);
    expect(second.headers.get('link')).toBeNull();
  });
});

describe('GET /api/supplement-takes for a user with 10,000 takes', () => {
  it('answers at most the default page (100) with a Link to the next page', async () => {
    const first = await heavy.get<Take[]>('/api/supplement-takes?from=2000-01-01T00:00:00Z');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(100);
    expect(first.headers.get('link')).toMatch(/^<\/api\/supplement-takes\?from=.*&cursor=[\w-]+>; rel="next"$/);
  });

  it('pages through every take exactly once, oldest first, at the largest page size', async () => {
    const takes = await readAllTakes(heavy);
    expect(takes).toHaveLength(TAKES);
    expect(new Set(takes.map((take) => take.id)).size).toBe(TAKES);
    const times = takes.map((take) => Date.parse(take.plannedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each([
    ['limit=501', 'limit'],
    ['limit=0', 'limit'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 'cursor'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const answer = await heavy.get<{ issues: { path: string }[] }>(`/api/supplement-takes?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body.issues.map((issue) => issue.path)).toContain(`querystring.${field}`);
  });

  it("does not slow another user's small read while it fires 16 list reads at once", async () => {
    const alone: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      await light.get('/api/supplement-takes');
      alone.push(performance.now() - started);
    }
    let heavyDone = false;
    const heavyReader = async (): Promise<number[]> => {
      const statuses: number[] = [];
      while (!heavyDone) statuses.push((await heavy.get('/api/supplement-takes?from=2000-01-01T00:00:00Z&limit=500')).status);
      return statuses;
    };
    const readers = Array.from({ length: 16 }, heavyReader);
    const lightTimes: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const answer = await light.get<Take[]>('/api/supplement-takes');
      lightTimes.push(performance.now() - started);
      expect(answer.status).toBe(200);
    }
    heavyDone = true;
    const heavyStatuses = (await Promise.all(readers)).flat();
    console.info(`light read under 16 concurrent heavy list reads: max ${Math.round(Math.max(...lightTimes))} ms, median ${Math.round(lightTimes.sort((a, b) => a - b)[10]!)} ms; ${heavyStatuses.length} heavy reads; alone: max ${Math.round(Math.max(...alone))} ms`);
    expect(Math.max(...lightTimes)).toBeLessThan(SMALL_READ_BOUND_MS);
    // The heavy user is queued, not failed.
    expect(heavyStatuses.every((status) => status === 200)).toBe(true);
  }, 120_000);
});
