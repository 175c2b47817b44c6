import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { readCheckpointRow } from './checkpoints.ts';
import { listDeadLetters, recordDeadLetter } from './dead-letters.ts';
import { statement } from './projection.ts';
import { rebuildProjection } from './rebuild.ts';
import { accounts } from './testing/accounts-probe.ts';
import { openTestDb, toAppend, type TestDb } from './testing/harness.ts';
import { createInMemoryEventStore, type InMemoryEventStore } from './testing/in-memory-event-store.ts';

let db: TestDb;
let store: InMemoryEventStore;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.pool.query(statement`drop table if exists accounts_probe`);
  await db.pool.query(statement`delete from projection_checkpoints`);
  await db.pool.query(statement`delete from projection_dead_letters`);
  store = createInMemoryEventStore();
});

const meta = (userId: string) => ({ userId, occurredAt: new Date().toISOString() });
const signIn = async (userId = randomUUID()) =>
  (await store.append(`account-${userId}`, [toAppend('SignedIn', { method: 'password' }, meta(userId))], 'any')).position;

const Count = z.object({ count: z.bigint() });

describe('a rebuild with poison events in the log', () => {
  it('completes and switches, with the poison events quarantined under the live name, replacing its old dead letters', async () => {
    const [poisoned, unparsable] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 7; i += 1) await signIn();
    await signIn(poisoned);
    await store.append(`account-${unparsable}`, [{ ...toAppend('SignedIn', { method: 'password' }, meta(unparsable)), data: { method: 42 } }], 'any');
    for (let i = 0; i < 7; i += 1) await signIn();
    const projection = accounts((userId) => (userId === poisoned ? 'overflow' : null));
    // A dead letter from before the rebuild: the rebuild's replace it on switch.
    const [stale] = await store.readAll({ maxCount: 1 });
    if (!stale) throw new Error('no event');
    await db.pool.transaction((tx) => recordDeadLetter(tx, 'accounts_probe', stale, { error: 'old', attempts: 3 }));

    // Batches of 4: the poison events sit in the middle of a batch whose other events must land.
    const result = await rebuildProjection(db.pool, { store, projection, batchSize: 4 });

    expect(result).toMatchObject({ switched: true, eventsApplied: 16, quarantined: 2 });
    expect(await db.pool.oneFirst(sql.type(Count)`select count(*) from accounts_probe`)).toBe(14n);
    const { items } = await listDeadLetters(db.pool, { limit: 10 });
    expect(items.map((letter) => [letter.projection, letter.user_id, letter.event_type]).sort()).toEqual(
      [
        ['accounts_probe', poisoned, 'SignedIn'],
        ['accounts_probe', unparsable, 'SignedIn'],
      ].sort(),
    );
    expect(items.find((letter) => letter.user_id === poisoned)?.error).toMatch(/22003/);
    expect(await readCheckpointRow(db.pool, 'accounts_probe')).toMatchObject({ position: (await store.head()).checkpoint.position });
    expect(await readCheckpointRow(db.pool, 'accounts_probe__rebuild')).toBeNull();
  });
});
