import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedingLeaderKey } from '@regimen/command-api/seeding/seeding-leader';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createApiClient } from './testing/api-client.ts';
import { freePort, startAppProcess, type AppProcess } from './testing/app-process.ts';

/**
 * Two app processes on one database: the seeding job runs in the one holding its leader lock.
 * SIGKILL the leader mid-run and the other takes over from the events; the test seed still reaches
 * 16, each supplement seeded and researched exactly once, and the job finishes once.
 */

let db: TestDatabase;
let sql: pg.Pool;
const apps = new Map<string, AppProcess>();

const startNamed = async (name: string): Promise<AppProcess> => {
  // PGAPPNAME names every connection of the process, so pg_stat_activity tells which one leads.
  const app = await startAppProcess({ DATABASE_URL: db.url, PGAPPNAME: name, SERVICES: 'command,read,projections', RATE_LIMITS: 'off' }, await freePort());
  apps.set(name, app);
  return app;
};

/** The application_name of the session holding the seeding lock, if any. */
const leader = async (): Promise<string | null> => {
  const { rows } = await sql.query<{ holder: string }>(
    `select a.application_name as holder from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.classid = (($1::int8 >> 32) & 4294967295)::oid and l.objid = ($1::int8 & 4294967295)::oid
        and l.database = (select oid from pg_database where datname = current_database())`,
    [seedingLeaderKey.toString()],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.holder ?? null;
};

const eventCount = async (type: string): Promise<number> =>
  Number((await sql.query<{ n: string }>(`select count(*) as n from events where event_type = $1`, [type])).rows[0]?.n);

beforeAll(async () => {
  db = await createTestDatabase();
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
});

afterAll(async () => {
  for (const app of apps.values()) await app.kill();
  await sql?.end();
  await db?.drop();
});

describe('the seeding job in two app processes', () => {
  it('runs in the leader only; after a kill -9 of the leader mid-run the standby finishes it, seeding 16 exactly once', { timeout: 180_000 }, async () => {
    const first = await startNamed('seed-a');
    await startNamed('seed-b');
    const admin = createApiClient(first.url);
    expect((await admin.register('admin@example.com')).status).toBe(201);

    await expect.poll(leader, { timeout: 20_000, interval: 200 }).toMatch(/^seed-[ab]$/);
    const leading = (await leader())!;
    const standing = leading === 'seed-a' ? 'seed-b' : 'seed-a';

    // Started through the standby: the leader's loop picks the job up from the events.
    const viaStandby = createApiClient(apps.get(standing)!.url);
    expect((await viaStandby.post('/api/auth/login', { email: 'admin@example.com', password: 'correct horse battery' })).status).toBe(200);
    const started = await viaStandby.post<{ planned: number }>('/api/admin/seed-supplements', { testMode: true });
    expect([started.status, started.body.planned]).toEqual([200, 16]);

    await expect.poll(() => eventCount('SupplementSeeded'), { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    expect(await eventCount('SupplementSeeded')).toBeLessThan(16);
    expect(await leader()).toBe(leading);
    await apps.get(leading)!.kill();

    await expect.poll(leader, { timeout: 20_000, interval: 200 }).toBe(standing);
    const status = async () => (await viaStandby.get<{ inProgress: boolean }>('/api/admin/seeding')).body.inProgress;
    await expect.poll(status, { timeout: 60_000, interval: 500 }).toBe(false);

    expect(await eventCount('SupplementSeeded')).toBe(16);
    expect(await eventCount('SeedingFinished')).toBe(1);
    const twice = await sql.query(`select subject_key from ai_analyses where operation = 'research' and not cache_hit group by subject_key having count(*) > 1`);
    expect(twice.rows).toEqual([]);
    await expect.poll(async () => (await viaStandby.get<{ count: number }>('/api/admin/supplement-count')).body.count, { timeout: 10_000, interval: 200 }).toBe(16);
  });
});
