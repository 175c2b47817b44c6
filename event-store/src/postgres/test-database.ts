import pg from 'pg';
import type {} from '@regimen/server-kit/testing/global-setup';
import { createTestDatabase, type TestDatabase } from '@regimen/server-kit/testing/test-database';
import { eventStoreMigrations } from './migrations.ts';

/**
 * A fresh database with the event store's migrations applied the way server-kit's runner does:
 * each as one simple-protocol query inside its own transaction.
 */
export const createEventStoreTestDatabase = async (): Promise<TestDatabase> => {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (const migration of eventStoreMigrations) {
      await client.query('begin');
      await client.query(migration.sql);
      await client.query('commit');
    }
  } finally {
    await client.end();
  }
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
