import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalFieldsOf } from '@regimen/domain/personal-data';
import { supplementAddedEvent } from '@regimen/domain/testing/supplement-fixtures';
import { createPostgresEventStore, eventStoreMigrations, withPersonalDataEncryption, type EventStore } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { appKeyring, DataKeyUnavailableError, kekIdOf, type KekSecrets } from './data-keys.ts';
import { keysBySecret, rotateDataKeys } from './key-rotation.ts';
import { serverMigrations } from './server-migrations.ts';

const OLD = 'the old master secret, long and random enough';
const NEW = 'the new master secret, just as long and random';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  await runMigrations(db.url, [...eventStoreMigrations, ...serverMigrations]);
  pool = new pg.Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** A store as a process configured with these secrets has it (each with its own fresh key cache). */
const storeWith = (secrets: KekSecrets): EventStore =>
  withPersonalDataEncryption(createPostgresEventStore({ pool }), { keyring: appKeyring(pool, secrets), personalFieldsOf });

const noteOf = (userId: string) => `${userId.slice(0, 8)}: keep away from coffee`;
const addSupplement = async (store: EventStore, userId: string) => {
  const supplementId = randomUUID();
  await store.append(`supplements-${userId}`, [{
    id: randomUUID(),
    ...supplementAddedEvent({ supplementId, name: 'Magnesium', notes: noteOf(userId) }),
    schemaVersion: 2,
    metadata: { userId, occurredAt: new Date().toISOString(), commandId: randomUUID(), correlationId: randomUUID() },
  }], 'any');
};
const notesOf = async (store: EventStore, userId: string) =>
  (await store.readStream(`supplements-${userId}`)).map((event) => (event.data as { notes: string | null }).notes);

describe('rotating the key-encryption key', () => {
  const users = Array.from({ length: 5 }, () => randomUUID());
  const erased = randomUUID();

  it('re-wraps every live key in batches; afterwards everything decrypts with only the new secret', async () => {
    const before = storeWith({ current: OLD });
    for (const userId of [...users, erased]) await addSupplement(before, userId);
    await appKeyring(pool, { current: OLD }).destroy(erased);
    expect(await keysBySecret(pool)).toEqual({ [kekIdOf(OLD)]: 5 });

    // During the rotation a process holds both: keys under either secret open.
    const during = storeWith({ current: NEW, previous: OLD });
    expect(await notesOf(during, users[0]!)).toEqual([noteOf(users[0]!)]);

    const batches: number[] = [];
    const result = await rotateDataKeys(pool, { current: NEW, previous: OLD }, { batchSize: 2, onBatch: (p) => batches.push(p.rewrapped) });
    expect(result).toEqual({ rewrapped: 5, alreadyCurrent: 0, failed: [] });
    expect(batches).toEqual([2, 4, 5]);
    expect(await keysBySecret(pool)).toEqual({ [kekIdOf(NEW)]: 5 });

    const after = storeWith({ current: NEW });
    for (const userId of users) expect(await notesOf(after, userId)).toEqual([noteOf(userId)]);
    // The erased user stays erased: a rotation never brings a key back.
    expect(await notesOf(after, erased)).toEqual(['[erased]']);
  });

  it('is idempotent: a second run finds every key current and changes nothing', async () => {
    const { rows: before } = await pool.query<{ wrapped_key: Buffer }>('select wrapped_key from user_data_keys order by user_id');
    expect(await rotateDataKeys(pool, { current: NEW, previous: OLD })).toEqual({ rewrapped: 0, alreadyCurrent: 5, failed: [] });
    const { rows: after } = await pool.query<{ wrapped_key: Buffer }>('select wrapped_key from user_data_keys order by user_id');
    expect(after).toEqual(before);
  });

  it('resumes: a run stopped after its first batch is finished by the next', async () => {
    const THIRD = 'a third master secret for the next rotation';
    const stop = new Error('process killed');
    await expect(rotateDataKeys(pool, { current: THIRD, previous: NEW }, { batchSize: 2, onBatch: () => { throw stop; } })).rejects.toBe(stop);
    expect(await keysBySecret(pool)).toEqual({ [kekIdOf(THIRD)]: 2, [kekIdOf(NEW)]: 3 });
    expect(await rotateDataKeys(pool, { current: THIRD, previous: NEW }, { batchSize: 2 })).toEqual({ rewrapped: 3, alreadyCurrent: 2, failed: [] });
    const third = storeWith({ current: THIRD });
    for (const userId of users) expect(await notesOf(third, userId)).toEqual([noteOf(userId)]);
    // Put things back for the next test: NEW is current again.
    await rotateDataKeys(pool, { current: NEW, previous: THIRD });
  });

  it('an unrotated key with only the new secret fails loudly, naming the fix and nothing secret', async () => {
    const straggler = randomUUID();
    // A process that still had only the old secret made this user's key after the rotation ran.
    await addSupplement(storeWith({ current: OLD }), straggler);
    const onlyNew = storeWith({ current: NEW });
    const failure = await notesOf(onlyNew, straggler).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(DataKeyUnavailableError);
    const message = (failure as Error).message;
    expect(message).toContain(straggler);
    expect(message).toContain(kekIdOf(OLD));
    expect(message).toContain('npm run rotate-keys');
    expect(message).not.toContain('coffee');
    expect(message).not.toContain(OLD);
    expect(message).not.toContain(NEW);
    const { rows } = await pool.query<{ wrapped_key: Buffer }>('select wrapped_key from user_data_keys where user_id = $1', [straggler]);
    expect(message).not.toContain(rows[0]!.wrapped_key.toString('hex'));
    expect(message).not.toContain(rows[0]!.wrapped_key.toString('base64'));

    // A rotation without the old secret leaves it alone and says so; with it, it is fixed.
    expect(await rotateDataKeys(pool, { current: NEW })).toEqual({ rewrapped: 0, alreadyCurrent: 5, failed: [straggler] });
    expect((await rotateDataKeys(pool, { current: NEW, previous: OLD })).rewrapped).toBe(1);
    expect(await notesOf(storeWith({ current: NEW }), straggler)).toEqual([noteOf(straggler)]);
  });
});
