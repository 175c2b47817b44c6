import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../postgres/postgres-store.ts';
import { createTestPool, lazyTestDatabase } from '../postgres/test-database.ts';
import { describeEventStoreConformance } from '../testing/conformance.ts';
import { withPersonalDataEncryption } from './encrypting-store.ts';
import { memoryKeyring } from './memory-keyring.ts';

const database = lazyTestDatabase();
afterAll(() => database.drop());

const personalFieldsOf = (type: string): readonly string[] => (type === 'NoteWritten' ? ['note', 'about.name'] : []);

describeEventStoreConformance('postgres with personal-data encryption', async (options = {}) => {
  const pool = createTestPool(await database.url(), 10);
  const inner = createPostgresEventStore({ pool });
  const store = withPersonalDataEncryption(inner, { keyring: memoryKeyring(), personalFieldsOf, upcast: options.upcast });
  return { store, cleanup: async () => { await store.close(); await pool.end(); } };
});

describe('an event with personal fields', () => {
  const setup = async () => {
    const pool = createTestPool(await database.url(), 4);
    const keyring = memoryKeyring();
    const store = withPersonalDataEncryption(createPostgresEventStore({ pool }), { keyring, personalFieldsOf });
    return { pool, keyring, store };
  };
  const note = (userId: string | null, text: string) => ({
    id: randomUUID(),
    type: 'NoteWritten',
    schemaVersion: 1,
    data: { note: text, about: { name: 'Ada Lovelace', age: 36 }, kept: 'visible' },
    metadata: { userId },
  });

  it('is stored sealed, read back in clear, and reads as [erased] once the key is destroyed', async () => {
    const { pool, keyring, store } = await setup();
    const userId = randomUUID();
    const stream = `note-${randomUUID()}`;
    await store.append(stream, [note(userId, 'secret remedy')], 'no_stream');

    const { rows } = await pool.query<{ data: string }>('select data::text from events where stream_id = $1', [stream]);
    expect(rows[0]?.data).not.toContain('secret remedy');
    expect(rows[0]?.data).not.toContain('Ada');
    expect(rows[0]?.data).toContain('visible');

    const [read] = await store.readStream(stream);
    expect(read?.data).toEqual({ note: 'secret remedy', about: { name: 'Ada Lovelace', age: 36 }, kept: 'visible' });

    await keyring.destroy(userId);
    const [erased] = await store.readStream(stream);
    expect(erased?.data).toEqual({ note: '[erased]', about: { name: '[erased]', age: 36 }, kept: 'visible' });

    // Written after erasure (a straggling command): never in clear.
    await store.append(stream, [note(userId, 'late note')], 'any');
    const late = await pool.query<{ data: string }>('select data::text from events where stream_id = $1 order by stream_revision desc limit 1', [stream]);
    expect(late.rows[0]?.data).not.toContain('late note');
    await store.close();
    await pool.end();
  });

  it('stays plaintext without a user, and a plaintext event written before encryption still reads', async () => {
    const { pool, store } = await setup();
    const stream = `note-${randomUUID()}`;
    const plainStore = createPostgresEventStore({ pool });
    await plainStore.append(stream, [note(randomUUID(), 'old note')], 'no_stream');
    await store.append(stream, [note(null, 'anonymous')], 'any');
    const events = await store.readStream(stream);
    expect(events.map((event) => (event.data as { note: string }).note)).toEqual(['old note', 'anonymous']);
    await store.close();
    await plainStore.close();
    await pool.end();
  });
});
