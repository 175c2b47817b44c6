import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { missedDosesOf } from '@regimen/read-api/export/missed-doses';

let db: TestDatabase;
let raw: pg.Pool;
let pool: DatabasePool;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  await runMigrations(db.url, eventStoreMigrations);
  raw = new pg.Pool({ connectionString: db.url, max: 2 });
  raw.on('error', () => undefined);
  // The columns of the doses read model the export reads here.
  await raw.query('create table supplement_takes (id uuid primary key, user_id uuid not null, supplement_id uuid not null, planned_at timestamptz not null, taken_at timestamptz)');
  pool = await createDatabasePool(db.url);
  // DoseMissed belongs to the scheduler: written here as it would be, with no catalog to check it.
  store = createPostgresEventStore({ pool: raw });
});
afterAll(async () => {
  await pool?.end();
  await raw?.end();
  await db?.drop();
});

describe('doses the scheduler marked missed', () => {
  it('are exported unless a later take settled the slot, and only the user’s own', async () => {
    const [userId, other, zinc] = [randomUUID(), randomUUID(), randomUUID()];
    const missed = (owner: string, plannedAt: string) => ({
      id: randomUUID(), type: 'DoseMissed', schemaVersion: 1, data: { supplementId: zinc, plannedAt }, metadata: { userId: owner },
    });
    await store.append(`dose-slots-${userId}`, [missed(userId, '2026-01-01T08:00:00.000Z'), missed(userId, '2026-01-02T08:00:00.000Z')], 'no_stream');
    await store.append(`dose-slots-${other}`, [missed(other, '2026-01-03T08:00:00.000Z')], 'no_stream');
    // Taken late: the slot of 2 January is settled by a take.
    await raw.query('insert into supplement_takes values ($1, $2, $3, $4, $5)', [randomUUID(), userId, zinc, '2026-01-02T08:00:00Z', '2026-01-02T11:00:00Z']);

    const doses = [];
    for await (const dose of missedDosesOf(pool, store, userId, new Map([[zinc, 'Zinc']]))) doses.push(dose);
    expect(doses.map((dose) => [dose.supplementName, dose.plannedAt, dose.takenAt])).toEqual([['Zinc', '2026-01-01T08:00:00.000Z', null]]);
  });
});
