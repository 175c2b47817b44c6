/**
 * `node app/src/testing/scan-database.ts <databaseUrl> <needle>…`: prints, as JSON, every table (all
 * schemas) holding a row whose text contains a needle, case-insensitively: `{ "<needle>": ["schema.table", …] }`.
 * Used by frontend/e2e/ownership.e2e.ts to prove an erased user's data is gone from the whole database.
 */
import pg from 'pg';

const [databaseUrl, ...needles] = process.argv.slice(2);
if (!databaseUrl || needles.length === 0) throw new Error('usage: scan-database.ts <databaseUrl> <needle>…');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
try {
  const { rows: tables } = await pool.query<{ s: string; t: string }>(
    "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')",
  );
  const found: Record<string, string[]> = Object.fromEntries(needles.map((needle) => [needle, []]));
  for (const { s, t } of tables) {
    for (const needle of needles) {
      const table = `${pg.escapeIdentifier(s)}.${pg.escapeIdentifier(t)}`;
      const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table} x where x::text ilike $1`, [`%${needle}%`]);
      if ((rows[0]?.n ?? 0) > 0) found[needle]?.push(`${s}.${t}`);
    }
  }
  console.log(JSON.stringify({ tables: tables.length, found }));
} finally {
  await pool.end();
}
