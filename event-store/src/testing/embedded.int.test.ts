import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from './test-database.ts';

describe('test database', () => {
  it('is a reachable, empty PostgreSQL database', async () => {
    const db = await createTestDatabase();
    afterAll(() => db.drop());
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("select count(*)::text as n from pg_tables where schemaname = 'public'");
    await client.end();
    expect(rows[0]?.n).toBe('0');
  });
});
