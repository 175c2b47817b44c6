import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool, type DatabasePool } from './database.ts';
import { createHttpApp } from './http.ts';
import { createLogger } from './logger.ts';

let db: TestDatabase;
let pool: DatabasePool;

beforeAll(async () => {
  db = await createTestDatabase();
  // The read API's pool has a statement timeout (5 s in the app); a short one here.
  pool = await createDatabasePool(db.url, { statementTimeoutMs: 200 });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

describe('a read query running past the statement timeout', () => {
  it('is cut off and answered 503 unavailable with Retry-After, not 500', async () => {
    const app = createHttpApp({ logger: createLogger('silent') });
    app.get('/slow', async () => pool.oneFirst(sql.type(z.object({ done: z.boolean() }))`select pg_sleep(5) is not null as done`));
    const started = Date.now();
    const answer = await app.inject({ method: 'GET', url: '/slow' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toMatchObject({ status: 503, code: 'unavailable' });
    await app.close();
  });
});
