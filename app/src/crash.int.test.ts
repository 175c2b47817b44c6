import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { freePort, startAppProcess, type AppProcess } from './testing/app-process.ts';
import { createApiClient } from './testing/api-client.ts';
import { readAllTakes } from './testing/read-all-takes.ts';

let db: TestDatabase;
let running: AppProcess | null = null;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await running?.kill();
  await db?.drop();
});

type Accepted = { id: string; position: string };

describe('the app killed with SIGKILL under load', () => {
  it('keeps every acknowledged command, exactly once, after restart', { timeout: 180_000 }, async () => {
    const port = await freePort();
    running = await startAppProcess({ DATABASE_URL: db.url, SERVICES: 'command,read,projections', RATE_LIMITS: 'off' }, port);
    const client = createApiClient(running.url);
    expect((await client.register('crash@example.com')).status).toBe(201);
    const supplement = await client.post<Accepted>('/api/supplements', { name: 'Creatine', dosage: '5 g' });
    expect(supplement.status).toBe(201);

    const acknowledged: Accepted[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const take = await client.post<Accepted>('/api/supplement-takes', { supplementId: supplement.body.id, plannedAt: new Date().toISOString() });
          if (take.status === 201) acknowledged.push(take.body);
        } catch {
          // the connection died with the process: this command was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Until enough commands were acknowledged (a state, not a time: the machine may be loaded).
    for (const deadline = Date.now() + 60_000; acknowledged.length <= 20 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    await running.kill();
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    running = await startAppProcess({ DATABASE_URL: db.url, SERVICES: 'command,read,projections', RATE_LIMITS: 'off' }, port);
    const last = acknowledged.reduce((max, take) => (BigInt(take.position) > max ? BigInt(take.position) : max), 0n);
    const takes = await client.get<{ id: string }[]>('/api/supplement-takes?limit=1', { 'x-min-position': last.toString() });
    expect(takes.status).toBe(200);
    expect(takes.headers.get('x-read-stale')).toBeNull();
    // Every page: the list answers at most 500 takes at a time.
    const projected = (await readAllTakes(client)).map((take) => take.id);
    expect(new Set(projected).size).toBe(projected.length);
    expect(projected).toEqual(expect.arrayContaining(acknowledged.map((take) => take.id)));

    const events = new pg.Client({ connectionString: db.url });
    await events.connect();
    const { rows } = await events.query<{ stream_id: string; n: number }>(
      "select stream_id, count(*)::int as n from events where event_type = 'TakeRecorded' and stream_id = any($1) group by stream_id",
      [acknowledged.map((take) => `take-${take.id}`)],
    );
    await events.end();
    expect(rows).toHaveLength(acknowledged.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });
});
