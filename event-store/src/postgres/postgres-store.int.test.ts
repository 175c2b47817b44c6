import { afterAll } from 'vitest';
import { describeEventStoreConformance } from '../testing/conformance.ts';
import { createPostgresEventStore } from './postgres-store.ts';
import { createTestPool, lazyTestDatabase } from './test-database.ts';

const database = lazyTestDatabase();
afterAll(() => database.drop());

describeEventStoreConformance('postgres', async (options = {}) => {
  const pool = createTestPool(await database.url(), 10);
  const store = createPostgresEventStore({ pool, upcast: options.upcast });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await pool.end();
    },
  };
});
