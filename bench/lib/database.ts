import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eventStoreMigrations } from '@regimen/event-store';
import { startEmbeddedPostgres } from '@regimen/event-store/postgres/embedded-postgres';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { projectionMigrations } from '@regimen/projections';
import { serverMigrations } from '@regimen/server-kit/server-migrations';

const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchServer {
  /** Admin URL of the server (its `postgres` database). */
  readonly adminUrl: string;
  readonly source: 'DATABASE_URL' | 'machine' | 'embedded';
  stop(): Promise<void>;
}

const reachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** DATABASE_URL when set, else the machine's PostgreSQL when reachable, else an embedded one. */
export const openServer = async (): Promise<BenchServer> => {
  const external = process.env.DATABASE_URL;
  if (external) return { adminUrl: external, source: 'DATABASE_URL', stop: async () => {} };
  if (await reachable(MACHINE_POSTGRES)) return { adminUrl: MACHINE_POSTGRES, source: 'machine', stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'regimen-bench-pg-'));
  const embedded = await startEmbeddedPostgres(join(dir, 'data'), { persistent: false });
  return {
    adminUrl: embedded.url,
    source: 'embedded',
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async <R extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
};

export interface BenchDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

/** A dedicated, fresh database with every migration the app runs. */
export const createBenchDatabase = async (server: BenchServer): Promise<BenchDatabase> => {
  const name = `regimen_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(server.adminUrl, `create database ${name}`);
  const url = withDatabase(server.adminUrl, name);
  await runMigrations(url, [...eventStoreMigrations, ...serverMigrations, ...projectionMigrations]);
  return { url, name, drop: async () => void (await adminQuery(server.adminUrl, `drop database if exists ${name} with (force)`)) };
};

export const postgresVersion = async (url: string): Promise<string> =>
  (await adminQuery<{ v: string }>(url, "select current_setting('server_version') as v"))[0]?.v ?? 'unknown';

export const postgresSettings = async (url: string): Promise<Record<string, string>> => {
  const rows = await adminQuery<{ name: string; setting: string }>(
    url,
    "select name, setting from pg_settings where name in ('shared_buffers', 'synchronous_commit', 'fsync', 'max_connections', 'wal_level', 'commit_delay')",
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
};
