import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseStoredEvent, UnknownEventVersionError } from '@regimen/domain';
import { createPostgresEventStore, eventStoreMigrations } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase } from '@regimen/event-store/testing/test-database';
import { trustValidatedEvent } from './parse-event.ts';
import { supplementsProjection } from './read-models/supplements.ts';
import { rebuildProjection } from './rebuild.ts';
import { openTestDb } from './testing/harness.ts';
import { describeUpcastReplay } from './testing/upcast-replay.ts';

const postgresStore = async (upcast: typeof parseStoredEvent | undefined) => {
  const database = await createTestDatabase();
  await runMigrations(database.url, eventStoreMigrations);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const store = createPostgresEventStore({ pool, ...(upcast && { upcast }) });
  return {
    store,
    pool,
    cleanup: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
};

describeUpcastReplay('PostgreSQL', () => postgresStore(parseStoredEvent));

describe('an event at a version newer than this code', () => {
  it('is refused on append, and fails stream reads and a rebuild with a typed error naming type and version', async () => {
    const { store, pool, cleanup } = await postgresStore(parseStoredEvent);
    const db = await openTestDb();
    try {
      const userId = randomUUID();
      const streamId = `supplements-${userId}`;
      const v3 = {
        id: randomUUID(),
        type: 'SupplementRemoved',
        schemaVersion: 3,
        data: { supplementId: randomUUID() },
        metadata: { userId, occurredAt: new Date().toISOString(), commandId: randomUUID(), correlationId: randomUUID() },
      };
      await expect(store.append(streamId, [v3], 'no_stream')).rejects.toBeInstanceOf(UnknownEventVersionError);

      // Newer code wrote it (a store without this code's catalog stands in for it).
      const newer = createPostgresEventStore({ pool });
      await newer.append(streamId, [v3], 'no_stream');
      await newer.close();
      const expected = expect.objectContaining({ name: 'UnknownEventVersionError', eventType: 'SupplementRemoved', schemaVersion: 3, currentVersion: 1 });
      await expect(store.readStream(streamId)).rejects.toThrow(expected);
      await expect(rebuildProjection(db.pool, { store, projection: supplementsProjection, parse: trustValidatedEvent })).rejects.toThrow(expected);
    } finally {
      await db.close();
      await cleanup();
    }
  });
});
