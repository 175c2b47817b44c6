import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../postgres/postgres-store.ts';
import { createTestPool, lazyTestDatabase } from '../postgres/test-database.ts';
import { withPersonalDataEncryption } from './encrypting-store.ts';
import { memoryKeyring } from './memory-keyring.ts';
import { sealLegacyEvents } from './seal-legacy.ts';

const database = lazyTestDatabase();
afterAll(() => database.drop());

const personalFieldsOf = (type: string): readonly string[] => (type === 'NoteWritten' ? ['note', 'about.name'] : []);
const note = (userId: string | null, text: string) => ({
  id: randomUUID(),
  type: 'NoteWritten',
  schemaVersion: 1,
  data: { note: text, about: { name: 'Ada Lovelace', age: 36 }, kept: 'visible' },
  metadata: { userId },
});

describe('events written in clear before encryption existed', () => {
  const setup = async () => {
    const pool = createTestPool(await database.url(), 4);
    const keyring = memoryKeyring();
    // The store as it was before: no encryption, so personal fields land in clear.
    const legacy = createPostgresEventStore({ pool });
    const store = withPersonalDataEncryption(createPostgresEventStore({ pool }), { keyring, personalFieldsOf });
    const raw = async (stream: string) => (await pool.query<{ data: string }>('select data::text from events where stream_id = $1 order by stream_revision', [stream])).rows.map((row) => row.data);
    return { pool, keyring, legacy, store, raw };
  };
  const options = (keyring: ReturnType<typeof memoryKeyring>) => ({ keyring, personalFieldsOf, types: ['NoteWritten'], batchSize: 2 });

  it('are sealed in place, read the same afterwards, and a destroyed key then erases them', async () => {
    const { pool, keyring, legacy, store, raw } = await setup();
    const userId = randomUUID();
    const stream = `note-${randomUUID()}`;
    await legacy.append(stream, [note(userId, 'old remedy one'), note(userId, 'old remedy two'), note(userId, 'old remedy three')], 'no_stream');
    await store.append(stream, [note(userId, 'new remedy')], 2n);
    const anonymous = `note-${randomUUID()}`;
    await legacy.append(anonymous, [note(null, 'nobody’s')], 'no_stream');
    expect((await raw(stream)).join()).toContain('old remedy two');
    const before = await store.readStream(stream);

    const result = await sealLegacyEvents(pool, options(keyring));
    expect(result.sealed).toBeGreaterThanOrEqual(3);
    expect(result.erased).toBe(0);
    const rows = await raw(stream);
    for (const text of ['old remedy', 'Ada']) expect(rows.join()).not.toContain(text);
    expect(rows.every((row) => row.includes('$personal') && row.includes('visible'))).toBe(true);
    // Readers see exactly what they saw before: only the stored form changed.
    expect(await store.readStream(stream)).toEqual(before);
    // Events of no user have no key to seal with, and stay as they were.
    expect((await raw(anonymous)).join()).toContain('nobody’s');

    await keyring.destroy(userId);
    expect((await store.readStream(stream)).map((event) => (event.data as { note: string }).note)).toEqual(['[erased]', '[erased]', '[erased]', '[erased]']);
    await pool.end();
  });

  it('are left alone once sealed: a second run rewrites nothing', async () => {
    const { pool, keyring, legacy, raw } = await setup();
    const stream = `note-${randomUUID()}`;
    await legacy.append(stream, [note(randomUUID(), 'once only')], 'no_stream');
    await sealLegacyEvents(pool, options(keyring));
    const sealed = await raw(stream);
    expect((await sealLegacyEvents(pool, options(keyring))).sealed).toBe(0);
    expect(await raw(stream)).toEqual(sealed);
    await pool.end();
  });

  it('of a user whose key is already destroyed are rewritten as erased, and one user’s run touches no one else', async () => {
    const { pool, keyring, legacy, store, raw } = await setup();
    const [gone, other] = [randomUUID(), randomUUID()];
    const [goneStream, otherStream] = [`note-${randomUUID()}`, `note-${randomUUID()}`];
    await legacy.append(goneStream, [note(gone, 'deleted long ago')], 'no_stream');
    await legacy.append(otherStream, [note(other, 'still here in clear')], 'no_stream');
    await keyring.destroy(gone);
    const result = await sealLegacyEvents(pool, { ...options(keyring), userId: gone });
    expect(result).toEqual({ scanned: 1, sealed: 0, erased: 1 });
    expect((await raw(goneStream)).join()).not.toContain('deleted long ago');
    expect((await raw(goneStream)).join()).toContain('[erased]');
    expect((await store.readStream(goneStream))[0]?.data).toEqual({ note: '[erased]', about: { name: '[erased]', age: 36 }, kept: 'visible' });
    expect((await raw(otherStream)).join()).toContain('still here in clear');
    await pool.end();
  });
});
