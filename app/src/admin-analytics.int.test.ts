import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminAnalyticsSchema, type AdminAnalytics } from '@regimen/domain/contracts/admin-analytics';
import { rebuildRunsSchema, rebuildStartedSchema } from '@regimen/domain/contracts/admin-audit';
import { createPostgresEventStore, eventStoreMigrations } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import type { EventDataMap, EventType } from '@regimen/projections';
import { toAppend } from '@regimen/projections/testing/harness';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;

const day = (d: string, time = '08:00:00') => `${d}T${time}.000Z`;
const march = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

/**
 * The history the analytics must reproduce, written before the app (and its analytics projection)
 * exists: 7 users. Ann, Bob and Cy start on 28 Feb; all 7 add Vitamin D3 on 1 March; the first
 * five log a dose every day from 1 to 10 March and are premium; the last two log one dose, on 1
 * March. Ann, Bob and Cy also take a rare herb, calcium and iron (3 users: never named).
 */
const writeHistory = async (url: string): Promise<void> => {
  await runMigrations(url, eventStoreMigrations);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const store = createPostgresEventStore({ pool });
  const append = <K extends EventType>(stream: string, type: K, data: EventDataMap[K], userId: string, occurredAt: string) =>
    store.append(stream, [toAppend(type, data, { userId, occurredAt })], 'any');
  const supplement = (userId: string, name: string, at: string) =>
    append(`supplements-${userId}`, 'SupplementAdded', {
      supplementId: randomUUID(), name, brand: null, type: 'single', dosage: '1 capsule', frequency: 'daily', timing: 'morning', currentStock: null,
      lowStockThreshold: null, isActive: true, fastingSafe: true, nextDueTime: null, imageUrl: null, notes: null, ingredients: null, unitsPerDose: 1, doseTimes: null,
    }, userId, at);
  const dose = (userId: string, at: string) => {
    const takeId = randomUUID();
    return append(`take-${takeId}`, 'TakeRecorded', {
      takeId, supplementId: randomUUID(), supplementName: 'Vitamin D3', plannedAt: at, takenAt: at, dosage: null, notes: null,
    }, userId, at);
  };
  try {
    for (let u = 0; u < 7; u++) {
      const userId = randomUUID();
      const start = u < 3 ? day('2026-02-28') : day(march(1), '07:00:00');
      await append(`account-${userId}`, 'AccountRegistered', {
        userId, email: `user${u}@example.com`, firstName: `User${u}`, lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false,
      }, userId, start);
      if (u < 3) {
        await supplement(userId, 'Rare Herb Tincture', start);
        // Calcium with iron: a minor safety finding for three users.
        await supplement(userId, 'Calcium carbonate', start);
        await supplement(userId, 'Iron', start);
      }
      await supplement(userId, 'Vitamin D3', day(march(1)));
      if (u < 5) await append(`account-${userId}`, 'TierChanged', { tier: 'premium', expiresAt: null }, userId, day(march(1), '07:30:00'));
      for (let d = 1; d <= (u < 5 ? 10 : 1); d++) await dose(userId, day(march(d), '09:00:00'));
    }
  } finally {
    await store.close();
    await pool.end();
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  await writeHistory(db.url);
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', ADMIN_EMAILS: 'admin@example.com' } });
  admin = createApiClient(app.url);
  expect((await admin.register('admin@example.com')).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

interface Listed { name: string; built: boolean; isLeader: boolean; lagEvents: string }
const analyticsRow = async (): Promise<Listed | undefined> =>
  (await admin.get<{ projections: Listed[] }>('/api/admin/projections')).body.projections.find((row) => row.name === 'analytics');

const analytics = async (asOf: string): Promise<AdminAnalytics> => {
  const answer = await admin.get(`/api/admin/analytics?asOf=${asOf}`);
  expect(answer.status).toBe(200);
  return adminAnalyticsSchema.parse(answer.body);
};

const eventually = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('an analytics projection added to a system that already has history', () => {
  it('is listed as not built, answers empty figures, and a rebuild from the page backfills it from the whole log', async () => {
    const before = await analyticsRow();
    expect(before).toMatchObject({ built: false, isLeader: false });
    expect(Number(before?.lagEvents)).toBeGreaterThan(50);
    const empty = await analytics(march(10));
    expect(empty.totals).toEqual({ users: 0, activeUsers: 0 });

    const started = await admin.post('/api/admin/projections/analytics/rebuild');
    expect(started.status).toBe(202);
    const { runId } = rebuildStartedSchema.parse(started.body);
    const run = await eventually(async () => {
      const runs = rebuildRunsSchema.parse((await admin.get('/api/admin/rebuilds')).body).runs;
      return runs.find((candidate) => candidate.id === runId && candidate.status !== 'running');
    });
    expect(run).toMatchObject({ status: 'succeeded', projections: ['analytics'] });
    expect(await analyticsRow()).toMatchObject({ built: true });

    const figures = await analytics(march(10));
    expect(figures.totals).toEqual({ users: 8, activeUsers: 7 });
    const byDay = new Map(figures.daily.map((row) => [row.day, row]));
    expect(figures.daily).toHaveLength(30);
    expect(byDay.get('2026-02-27')).toEqual({ day: '2026-02-27', activeUsers: 0, dosesLogged: 0 });
    // Three users that day: a group under five, so neither its users nor its doses are shown.
    expect(byDay.get('2026-02-28')).toEqual({ day: '2026-02-28', activeUsers: null, dosesLogged: null });
    expect(byDay.get(march(1))).toEqual({ day: march(1), activeUsers: 7, dosesLogged: 7 });
    expect(byDay.get(march(10))).toEqual({ day: march(10), activeUsers: 5, dosesLogged: 5 });
    // Five users dosed 10 of their 10 (or 11) days; two dosed 1 of 10: under five, suppressed.
    expect(figures.adherence).toEqual([
      { bucket: '0-20', users: null },
      { bucket: '20-40', users: 0 },
      { bucket: '40-60', users: 0 },
      { bucket: '60-80', users: 0 },
      { bucket: '80-100', users: 5 },
    ]);
    expect(figures.topSupplements).toEqual([{ name: 'Vitamin D (D3 cholecalciferol, D2 ergocalciferol)', users: 7 }]);
    expect(figures.rareSupplementNames).toBe(3);
    expect(JSON.stringify(figures)).not.toMatch(/Rare Herb/i);
    // The admin's own account is free too: three free users, suppressed.
    expect(figures.tiers).toEqual([
      { tier: 'free', users: null },
      { tier: 'premium', users: 5 },
      { tier: 'pro', users: 0 },
      { tier: 'enterprise', users: 0 },
    ]);
  }, 60_000);

  it('counts the safety projection\'s current findings by severity, three users being fewer than five', async () => {
    const findings = await eventually(async () => {
      const answer = await analytics(march(10));
      return answer.safetyFindings.some((row) => row.users === null) ? answer.safetyFindings : undefined;
    });
    expect(findings).toEqual([
      { severity: 'contraindicated', users: 0, findings: 0 },
      { severity: 'major', users: 0, findings: 0 },
      { severity: 'moderate', users: 0, findings: 0 },
      { severity: 'minor', users: null, findings: null },
    ]);
  });

  it('is then followed by its live worker', async () => {
    await eventually(async () => ((await analyticsRow())?.isLeader ? true : undefined));
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.post('/api/supplements', { name: 'Magnesium', dosage: '1 tablet' })).status).toBe(201);
    // One user today: the day shows, its count does not.
    const figures = await eventually(async () => {
      const answer = await analytics(today);
      return answer.totals.activeUsers === null ? answer : undefined;
    });
    expect(figures.daily.at(-1)).toEqual({ day: today, activeUsers: null, dosesLogged: null });
  }, 60_000);
});

describe('GET /api/admin/analytics', () => {
  it('is refused to a member (403) and to a visitor (401), and a bad date is a 400 problem', async () => {
    const member = createApiClient(app.url);
    await member.register('member@example.com');
    expect((await member.get('/api/admin/analytics')).status).toBe(403);
    expect((await createApiClient(app.url).get('/api/admin/analytics')).status).toBe(401);
    const bad = await admin.get<{ status: number }>('/api/admin/analytics?asOf=2026-13-45');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
  });
});
