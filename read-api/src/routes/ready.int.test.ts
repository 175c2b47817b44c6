import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { createHttpApp } from '@regimen/server-kit/http';
import { createLogger } from '@regimen/server-kit/logger';
import { readyRoutes, type ProjectionReadiness, type ReadinessChecks } from './ready.ts';

let db: TestDatabase;
let pool: DatabasePool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = await createDatabasePool(db.url);
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

const projection = (changes: Partial<ProjectionReadiness> = {}): ProjectionReadiness => ({
  name: 'supplements',
  lagEvents: '0',
  lagSeconds: 0,
  stalled: false,
  quarantined: 0,
  ...changes,
});

const ready = async (checks: ReadinessChecks, on: DatabasePool = pool) => {
  const app = createHttpApp({ logger: createLogger('silent') });
  await app.register(readyRoutes, { pool: on, checks });
  try {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
  } finally {
    await app.close();
  }
};

const healthy: ReadinessChecks = { eventStoreHead: async () => ({}), projections: async () => [projection({ quarantined: 2 })] };

describe('GET /api/ready', () => {
  it('is 200 when the database and event store answer and no projection is stalled, quarantined events shown', async () => {
    const { status, body } = await ready(healthy);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', database: { ok: true }, eventStore: { ok: true }, projections: [projection({ quarantined: 2 })] });
  });

  it('is 503 when a projection is stalled', async () => {
    const { status, body } = await ready({ ...healthy, projections: async () => [projection({ stalled: true, lagEvents: '40', lagSeconds: 120 })] });
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'unready', projections: [{ stalled: true, lagEvents: '40' }] });
  });

  it('is 503, within its bound, when the event store does not answer', async () => {
    const { status, body, ms } = await ready({ ...healthy, eventStoreHead: () => new Promise(() => {}) });
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'unready', database: { ok: true }, eventStore: { ok: false, error: expect.stringMatching(/no answer/) } });
    expect(ms).toBeLessThan(3_000);
  });

  it('is 503 when the database does not answer', async () => {
    const gone = await createDatabasePool(db.url);
    await gone.end();
    const { status, body } = await ready(healthy, gone);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'unready', database: { ok: false }, projections: [] });
  });
});
