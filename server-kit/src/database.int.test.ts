import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, SchemaValidationError, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createDatabasePool } from './database.ts';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';

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

describe('database pool', () => {
  it('rejects a row that does not match the query schema', async () => {
    const query = sql.type(z.object({ n: z.string() }))`select 1 as n`;
    await expect(pool.one(query)).rejects.toBeInstanceOf(SchemaValidationError);
  });

  it('returns the rows the schema gives (its defaults and transforms), and refuses a schema that validates asynchronously', async () => {
    const rows = await pool.any(sql.type(z.object({ n: z.number().transform((n) => n * 2), label: z.string().default('none') }))`select generate_series(1, 3) as n`);
    expect(rows).toEqual([
      { n: 2, label: 'none' },
      { n: 4, label: 'none' },
      { n: 6, label: 'none' },
    ]);
    const checkedLater = z.object({ n: z.number() }).refine(async () => true);
    await expect(pool.one(sql.type(checkedLater)`select 1 as n`)).rejects.toThrow(/synchronously/);
  });

  it('parses int8 as bigint and timestamptz as an ISO string', async () => {
    const row = await pool.one(
      sql.type(z.object({ big: z.bigint(), at: z.iso.datetime() }))`select 9007199254740993::int8 as big, '2026-01-02T03:04:05Z'::timestamptz as at`,
    );
    expect(row).toEqual({ big: 9007199254740993n, at: '2026-01-02T03:04:05.000Z' });
  });

  it('reads back the instants it wrote, whatever their fraction and year', async () => {
    const instants = ['2026-01-02T03:04:05.000Z', '2026-01-02T03:04:05.500Z', '2026-03-29T01:59:59.999Z', '0099-12-31T23:59:59.120Z', '9999-12-31T23:59:59.999Z'];
    const rows = await pool.any(
      sql.type(z.object({ at: z.string(), plain: z.string() }))`
        select t as at, t at time zone 'UTC' as plain from unnest(${sql.array(instants, 'timestamptz')}) as t`,
    );
    expect(rows).toEqual(instants.map((at) => ({ at, plain: at })));
    const micro = await pool.oneFirst(sql.type(z.object({ at: z.string() }))`select '2026-01-02 03:04:05.123789+00'::timestamptz as at`);
    expect(micro).toBe('2026-01-02T03:04:05.123Z');
  });
});
