import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, parseRecordedEvent, projectionMigrations, rebuildProjections } from '@regimen/projections';
import { randomUUID } from 'node:crypto';
import { supplementAddedEvent } from '@regimen/domain/testing/supplement-fixtures';
import { createPostgresEventStore } from '@regimen/event-store';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { destroyKeysOfDeletedUsers, sealLegacyPersonalData } from '@regimen/server-kit/legacy-events';
import { loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure, type Infrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let admin: ApiClient;
let sql: pg.Pool;
const env = (url: string) => ({ DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections', DATA_KEY_SECRET: 'a test master secret of some length' });

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: env(db.url) });
  sql = new pg.Pool({ connectionString: db.url, max: 2 });
  admin = createApiClient(app.url);
  expect((await admin.register('admin@example.com')).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await sql?.end();
  await db?.drop();
});

/** Every row of every table in every schema, as text, searched for each needle: where each was found. */
const scan = async (needles: readonly string[]): Promise<string[]> => {
  const { rows: tables } = await sql.query<{ schema: string; name: string }>(`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
    for (const needle of needles) {
      const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ${table} t where t::text ilike $1`, [`%${needle}%`]);
      if ((rows[0]?.n ?? 0) > 0) found.push(`${schema}.${name}: ${needle}`);
    }
  }
  return found;
};

const unfound = async (needles: readonly string[]): Promise<string[]> => {
  const found = await scan(needles);
  return needles.filter((needle) => !found.some((where) => where.endsWith(`: ${needle}`)));
};

const eventually = async (check: () => Promise<string[]>, timeoutMs = 15_000): Promise<string[]> => {
  const deadline = Date.now() + timeoutMs;
  let last = await check();
  while (last.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await check();
  }
  return last;
};

interface Person {
  readonly client: ApiClient;
  readonly id: string;
  readonly email: string;
  readonly needles: readonly string[];
  readonly position: string;
}

/** A user with a little of everything: profile, supplement with notes, a dose with a note, a prescription, feedback. */
const person = async (tag: string): Promise<Person> => {
  const client = createApiClient(app.url);
  const email = `${tag}.person@example.com`;
  const first = `Zeb${tag}`;
  const registered = await client.post<{ id: string }>('/api/auth/register', { email, password: 'correct horse battery', firstName: first, lastName: 'Quixote' });
  expect(registered.status).toBe(201);
  const supplement = await client.post<{ id: string }>('/api/supplements', { name: `Xylo${tag} Remedy`, dosage: '2 drops', notes: `note of ${tag} about ulcers` });
  expect(supplement.status).toBe(201);
  const take = await client.post('/api/supplement-takes', { supplementId: supplement.body.id, plannedAt: '2024-06-01T08:00:00Z' });
  expect(take.status).toBe(201);
  expect((await client.post('/api/prescriptions', { medicationName: `Presc${tag}`, dosage: '10 mg', frequency: 'once-daily', notes: `rx note ${tag}` })).status).toBe(201);
  const feedback = await client.post('/api/feedback', { type: 'general', message: `feedback words ${tag}` });
  expect(feedback.status).toBe(201);
  const position = feedback.headers.get('x-event-position') ?? '0';
  // Read your writes: the read models have the person before anyone looks for them.
  expect((await client.get('/api/supplements', { 'x-min-position': position })).status).toBe(200);
  return { client, id: registered.body.id, email, position, needles: [email, first, `Xylo${tag}`, `${tag} about ulcers`, `Presc${tag}`, `rx note ${tag}`, `feedback words ${tag}`] };
};

const withInfrastructure = async (use: (infra: Infrastructure) => Promise<void>): Promise<void> => {
  const infra = await connectInfrastructure(loadConfig(env(db.url)), createLogger('silent'), projectionMigrations);
  try {
    await use(infra);
  } finally {
    await infra.close();
  }
};

const rebuildAll = () =>
  withInfrastructure(async (infra) => {
    const results = await rebuildProjections(infra.pool, { store: infra.unvalidatedStore, projections: allProjections, parse: parseRecordedEvent });
    expect(results.every((result) => result.switched)).toBe(true);
  });

describe('a deleted account', () => {
  let keeper: Person;
  let byUser: Person;
  let byAdmin: Person;

  beforeAll(async () => {
    keeper = await person('keeper');
    byUser = await person('selfdel');
    byAdmin = await person('admindel');
  });

  it('is only deleted with the right password', async () => {
    const wrong = await byUser.client.post<{ code: string }>('/api/account/delete', { password: 'not my password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('wrong_password');
    expect(await scan(byUser.needles.slice(0, 1))).not.toEqual([]);
  });

  it('leaves none of the personal data of a user who deleted themselves, nor of one an admin deleted, in any table', async () => {
    // The scan finds every one of them while they exist: it is not blind.
    expect(await unfound(byUser.needles)).toEqual([]);
    expect(await unfound(byAdmin.needles)).toEqual([]);

    expect((await byUser.client.post('/api/account/delete', { password: 'correct horse battery' })).status).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/users/${byAdmin.id}`)).status).toBe(200);

    expect(await eventually(() => scan(byUser.needles))).toEqual([]);
    expect(await eventually(() => scan(byAdmin.needles))).toEqual([]);
    // The other user is untouched.
    expect(await unfound(keeper.needles)).toEqual([]);
    const kept = await keeper.client.get<{ name: string; notes: string }[]>('/api/supplements');
    expect(kept.body.map((supplement) => supplement.notes)).toEqual(['note of keeper about ulcers']);
  });

  it('cannot sign in, and its session no longer works', async () => {
    expect((await createApiClient(app.url).post('/api/auth/login', { email: byUser.email, password: 'correct horse battery' })).status).toBe(401);
    expect((await createApiClient(app.url).post('/api/auth/login', { email: byAdmin.email, password: 'correct horse battery' })).status).toBe(401);
    expect((await byUser.client.get('/api/supplements')).status).toBe(401);
    expect((await byAdmin.client.get('/api/supplements')).status).toBe(401);
  });

  it('stays erased after every read model is rebuilt from the first event, and the others stay whole', async () => {
    await rebuildAll();
    expect(await scan([...byUser.needles, ...byAdmin.needles])).toEqual([]);
    expect(await unfound(keeper.needles)).toEqual([]);
    const kept = await keeper.client.get<{ name: string; notes: string }[]>('/api/supplements');
    expect(kept.body.map((supplement) => [supplement.name, supplement.notes])).toEqual([['Xylokeeper Remedy', 'note of keeper about ulcers']]);
    const prescriptions = await keeper.client.get<{ notes: string }[]>('/api/prescriptions');
    expect(prescriptions.body.map((prescription) => prescription.notes)).toEqual(['rx note keeper']);
  });

  it('keeps its events, their personal fields reading as [erased]', async () => {
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from events where metadata->>'userId' = $1`, [byUser.id]);
    expect(rows[0]?.n).toBeGreaterThan(4);
    const { rows: keys } = await sql.query<{ wrapped_key: Buffer | null }>('select wrapped_key from user_data_keys where user_id = $1', [byUser.id]);
    expect(keys).toEqual([{ wrapped_key: null }]);
    await withInfrastructure(async (infra) => {
      const [registered] = await infra.store.readStream(`account-${byUser.id}`);
      expect(registered?.data).toMatchObject({ email: '[erased]', firstName: '[erased]', lastName: '[erased]' });
      const [keeperRegistered] = await infra.store.readStream(`account-${keeper.id}`);
      expect(keeperRegistered?.data).toMatchObject({ email: keeper.email, lastName: 'Quixote' });
    });
  });
});

describe('a user with events written in clear before encryption existed', () => {
  const meta = (userId: string) => ({ userId, occurredAt: '2023-01-01T08:00:00.000Z', commandId: randomUUID(), correlationId: randomUUID() });
  const legacySupplement = (userId: string, tag: string) => ({
    id: randomUUID(),
    ...supplementAddedEvent({ supplementId: randomUUID(), name: `Oldname${tag}`, notes: `legacy plaintext note ${tag}` }),
    schemaVersion: 2,
    metadata: meta(userId),
  });

  it('is deleted with nothing of theirs readable left in any table, old events included', async () => {
    const user = await person('legacy');
    let position = '0';
    await withInfrastructure(async (infra) => {
      // Appended around the encryption, as the store wrote events before it existed.
      const plain = createPostgresEventStore({ pool: infra.pgPool });
      position = String((await plain.append(`supplements-${user.id}`, [legacySupplement(user.id, 'legacy')], 'any')).position);
    });
    const needles = [...user.needles, 'Oldnamelegacy', 'legacy plaintext note legacy'];
    expect((await user.client.get('/api/supplements', { 'x-min-position': position })).status).toBe(200);
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from events where data::text like '%legacy plaintext note legacy%'`);
    expect(rows[0]?.n).toBe(1);
    expect(await unfound(needles)).toEqual([]);

    expect((await user.client.post('/api/account/delete', { password: 'correct horse battery' })).status).toBe(200);
    expect(await eventually(() => scan(needles))).toEqual([]);
    await rebuildAll();
    expect(await scan(needles)).toEqual([]);
  });

  it('deleted before crypto-shredding existed is erased from the log by npm run encrypt-legacy, and the others are sealed, not lost', async () => {
    const [ancient, living] = [randomUUID(), randomUUID()];
    const email = 'ancient.person@example.com';
    await withInfrastructure(async (infra) => {
      const plain = createPostgresEventStore({ pool: infra.pgPool });
      const registered = (userId: string, address: string) => ({
        id: randomUUID(), type: 'AccountRegistered', schemaVersion: 1, metadata: meta(userId),
        data: { userId, email: address, firstName: 'Methuselah', lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false },
      });
      await plain.append(`account-${ancient}`, [registered(ancient, email), { id: randomUUID(), type: 'AccountDeleted', schemaVersion: 1, data: {}, metadata: meta(ancient) }], 'no_stream');
      await plain.append(`supplements-${ancient}`, [legacySupplement(ancient, 'ancient')], 'no_stream');
      await plain.append(`account-${living}`, [registered(living, 'living.legacy@example.com')], 'no_stream');
      await plain.append(`supplements-${living}`, [legacySupplement(living, 'living')], 'no_stream');
      expect(await unfound([email, 'legacy plaintext note ancient'])).toEqual([]);

      // What `npm run encrypt-legacy` runs.
      expect(await destroyKeysOfDeletedUsers(infra.pgPool, infra.keyring)).toBeGreaterThanOrEqual(1);
      const result = await sealLegacyPersonalData(infra.pgPool, infra.keyring, { batchSize: 2 });
      expect(result.erased).toBeGreaterThanOrEqual(2);
      expect(result.sealed).toBeGreaterThanOrEqual(2);
      const [supplement] = await infra.store.readStream(`supplements-${living}`);
      expect(supplement?.data).toMatchObject({ notes: 'legacy plaintext note living' });
    });
    const inEvents = async (needle: string) =>
      (await sql.query<{ n: number }>(`select count(*)::int as n from events where data::text ilike $1`, [`%${needle}%`])).rows[0]?.n;
    expect(await inEvents(email)).toBe(0);
    expect(await inEvents('legacy plaintext note ancient')).toBe(0);
    expect(await inEvents('Methuselah')).toBe(0);
    // The living legacy user's data is sealed, not gone: stored unreadable, read back whole above.
    expect(await inEvents('legacy plaintext note living')).toBe(0);
    await rebuildAll();
    expect(await eventually(() => scan([email, 'legacy plaintext note ancient', 'Oldnameancient']))).toEqual([]);
  });
});
