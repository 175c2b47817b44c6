import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@regimen/event-store/postgres/embedded-postgres';
import { freePort, startAppProcess, type AppProcess } from './testing/app-process.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';
import { readAllTakes } from './testing/read-all-takes.ts';

/**
 * PostgreSQL stops (fast shutdown: every connection is terminated with 57P01) under load from a
 * few users and comes back on the same port and data: the app answers 503 meanwhile, never 500,
 * does not crash, and recovers by itself.
 */

const RECOVERY_BOUND_MS = 30_000;

let dir: string;
let port: number;
let database: EmbeddedDatabase | null = null;
let app: AppProcess | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'regimen-outage-'));
  port = await freePort();
  database = await startEmbeddedPostgres(join(dir, 'pg'), { port });
});

afterAll(async () => {
  await app?.kill();
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Accepted = { id: string; position: string };

interface User {
  readonly client: ApiClient;
  readonly supplementId: string;
}

describe('PostgreSQL stopped and started again under load', () => {
  it('answers 503 (never 500) meanwhile, keeps running, and serves writes again within the bound', { timeout: 180_000 }, async () => {
    app = await startAppProcess(
      // Rate limits stay on (they count in PostgreSQL too), high enough that the load never meets them.
      { DATABASE_URL: database!.url, SERVICES: 'command,read,projections', RATE_LIMIT_GENERAL: '1000000/60' },
      await freePort(),
      { readyTimeoutMs: 60_000 },
    );
    const running = app;
    const users: User[] = [];
    for (let i = 0; i < 3; i += 1) {
      const client = createApiClient(running.url);
      expect((await client.register(`outage-${i}@example.com`)).status).toBe(201);
      const supplement = await client.post<Accepted>('/api/supplements', { name: `Magnesium ${i}`, dosage: '200 mg' });
      expect(supplement.status).toBe(201);
      users.push({ client, supplementId: supplement.body.id });
    }

    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    const acknowledged = new Map<ApiClient, Accepted[]>(users.map((user) => [user.client, []]));
    let phase: 'before' | 'outage' | 'after' = 'before';
    let stopLoad = false;
    let paused = false;
    const note = (status: number, what: string): void => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 && status !== 503) unexpected.push(`${what} -> ${status} (${phase})`);
    };
    const load = async ({ client, supplementId }: User): Promise<void> => {
      while (!stopLoad) {
        if (paused) {
          await sleep(20);
          continue;
        }
        try {
          const take = await client.post<Accepted>('/api/supplement-takes', { supplementId, plannedAt: new Date().toISOString() });
          note(take.status, 'POST /api/supplement-takes');
          if (take.status === 503) expect(take.headers.get('retry-after')).toMatch(/^\d+$/);
          if (take.status === 201 && phase === 'before') acknowledged.get(client)!.push(take.body);
          for (const path of ['/api/supplement-takes', '/api/dashboard/stats', '/api/supplements', '/api/auth/user']) {
            const read = await client.get(path);
            note(read.status, `GET ${path}`);
          }
        } catch (error) {
          // The app must stay up: a refused or dropped connection is a crash.
          unexpected.push(`request failed (${phase}): ${String(error)}`);
          await sleep(100);
        }
      }
    };
    const loads = users.map(load);

    await waitFor(() => [...acknowledged.values()].every((takes) => takes.length >= 3), 30_000);
    // A moment without requests, so the outage also meets idle pooled connections (an idle pg
    // client's unhandled 57P01 error would crash the process).
    paused = true;
    await sleep(1_000);
    phase = 'outage';
    await database!.stop();
    paused = false;
    const outageStatuses = (): number => statuses.get(503) ?? 0;
    await waitFor(() => outageStatuses() >= 5, 30_000);
    await sleep(2_000);
    database = await startEmbeddedPostgres(join(dir, 'pg'), { port });
    const backAt = Date.now();
    phase = 'after';

    // Recovery: a new write is accepted and visible through X-Min-Position within the bound.
    const probe = users[0]!;
    let recoveredAfterMs: number | null = null;
    while (Date.now() - backAt < RECOVERY_BOUND_MS) {
      const take = await probe.client.post<Accepted>('/api/supplement-takes', { supplementId: probe.supplementId, plannedAt: new Date().toISOString() });
      if (take.status === 201) {
        const read = await probe.client.get<{ id: string }[]>('/api/supplement-takes', { 'x-min-position': take.body.position });
        if (read.status === 200 && read.headers.get('x-read-stale') === null && read.body.some((row) => row.id === take.body.id)) {
          recoveredAfterMs = Date.now() - backAt;
          break;
        }
      }
      await sleep(200);
    }
    stopLoad = true;
    await Promise.all(loads);
    console.info(`outage: recovered ${recoveredAfterMs} ms after PostgreSQL came back; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);

    if (unexpected.length > 0) console.error(running.log().split('\n').filter((line) => line.includes('"unhandled error"')).slice(0, 5).join('\n'));
    expect(unexpected).toEqual([]);
    expect(recoveredAfterMs).not.toBeNull();
    expect(running.child.exitCode).toBeNull();
    // Every write acknowledged before the outage is still there, for each user.
    for (const user of users) {
      const takes = await readAllTakes(user.client);
      expect(takes.map((take) => take.id)).toEqual(expect.arrayContaining(acknowledged.get(user.client)!.map((take) => take.id)));
    }
    // After the recovery every user reads normally again, through their session and the rate limiter.
    for (const user of users) {
      const stats = await user.client.get('/api/dashboard/stats');
      expect(stats.status).toBe(200);
      expect(stats.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    }
  });
});

const waitFor = async (condition: () => boolean, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
};
