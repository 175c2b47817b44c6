import pg from 'pg';
// Brings vitest's ProvidedContext augmentation (adminDatabaseUrl) into this project's type check.
import type {} from '../testing/global-setup.ts';
import { runMigrations } from './run-migrations.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { eventStoreMigrations } from './migrations.ts';

/** A fresh database with the event store's migrations applied by server-kit's runner. */
const createEventStoreTestDatabase = async (): Promise<TestDatabase> => {
  const database = await createTestDatabase();
  await runMigrations(database.url, eventStoreMigrations);
  return database;
};

/** One database per test file, created on first use. */
export const lazyTestDatabase = () => {
  let database: Promise<TestDatabase> | undefined;
  return {
    url: async (): Promise<string> => (await (database ??= createEventStoreTestDatabase())).url,
    drop: async (): Promise<void> => {
      if (database) await (await database).drop();
    },
  };
};

/**
 * A pool for tests. pg-pool's end() resolves before its idle connections have closed, so the
 * database's forced drop right after can still hit one (57P01); the pool reports that as an
 * 'error' event, which would crash the run if nobody listened.
 */
export const createTestPool = (url: string, max: number): pg.Pool => {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
};
