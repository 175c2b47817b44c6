import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { parseStoredEvent } from '@regimen/domain';
import type { DatabasePool } from 'slonik';
import { createEventStore, eventStoreMigrations, withPersonalDataEncryption, type DataKeyring, type EventStore } from '@regimen/event-store';
import { personalFieldsOf } from '@regimen/domain/personal-data';
import type { Config } from './config.ts';
import { createDatabasePool } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@regimen/event-store/postgres/embedded-postgres';
import type { Logger } from './logger.ts';
import { runMigrations, type Migration } from '@regimen/event-store/postgres/run-migrations';
import { serverMigrations } from './server-migrations.ts';
import { appKeyring, DEV_DATA_KEY_SECRET } from './data-keys.ts';

export interface Infrastructure {
  readonly databaseUrl: string;
  /** slonik pool: read models, sessions, credentials. */
  readonly pool: DatabasePool;
  /**
   * slonik pool of the read API's queries: its own connections, each statement cut off after
   * READ_STATEMENT_TIMEOUT_MS (a 503), so heavy reads can neither hold a request for long nor
   * take the connections sessions, commands and projection workers need.
   */
  readonly readPool: DatabasePool;
  /** Plain pg pool: the PostgreSQL event store and libraries that want a pg client (rate limits). */
  readonly pgPool: pg.Pool;
  readonly store: EventStore;
  /**
   * The same events without the read-side check: for readers that validate each event themselves
   * and must get past one that fails (the projection workers quarantine it instead of stopping).
   */
  readonly unvalidatedStore: EventStore;
  /** Per-user data keys sealing the personal fields of events; destroying one erases the user. */
  readonly keyring: DataKeyring;
  close(): Promise<void>;
}

const DATABASE = 'regimen';

/** A read query taking longer than this is cut off (and answered 503): one user's heavy read cannot hold a connection for long. */
const READ_STATEMENT_TIMEOUT_MS = 5_000;

const runningUrlFile = (config: Config): string => join(config.dataDir, 'database-url');

const reachable = async (url: string | null): Promise<string | undefined> => {
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * The database a command-line tool should use: DATABASE_URL, else the embedded server of a running
 * `npm start` (found through DATA_DIR/database-url), else null (the tool may start one itself).
 */
const runningDatabaseUrl = (config: Config): string | null =>
  config.DATABASE_URL ?? (existsSync(runningUrlFile(config)) ? readFileSync(runningUrlFile(config), 'utf8').trim() : null);

const ensureDatabase = async (serverUrl: string): Promise<string> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

/**
 * Connects what every service needs: PostgreSQL (DATABASE_URL, or an embedded server keeping its
 * data in DATA_DIR/postgres), the event store chosen by EVENT_STORE, and the migrations given.
 */
export const connectInfrastructure = async (
  config: Config,
  logger: Logger,
  migrations: readonly Migration[] = [],
  /** reuseRunning: use a running app's embedded database. workerConnections: how many projection workers hold a connection each (default 8). */
  options: { reuseRunning?: boolean; workerConnections?: number } = {},
): Promise<Infrastructure> => {
  let embedded: EmbeddedDatabase | null = null;
  const opened: { close(): Promise<unknown> }[] = [];
  try {
    let databaseUrl = config.DATABASE_URL ?? (options.reuseRunning ? await reachable(runningDatabaseUrl(config)) : undefined);
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
      databaseUrl = await ensureDatabase(embedded.url);
      // Tools such as `npm run projections` find the running embedded server through this file.
      writeFileSync(runningUrlFile(config), databaseUrl, { mode: 0o600 });
      logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
    }
    return await connectTo(databaseUrl, embedded, config, logger, migrations, opened, options.workerConnections ?? 8);
  } catch (error) {
    // A failed start leaves nothing running behind it: not the pools, not the embedded server.
    for (const resource of opened.reverse()) await resource.close().catch(() => undefined);
    if (embedded) {
      await embedded.stop().catch(() => undefined);
      rmSync(runningUrlFile(config), { force: true });
    }
    throw error;
  }
};

const connectTo = async (
  databaseUrl: string,
  embedded: EmbeddedDatabase | null,
  config: Config,
  logger: Logger,
  migrations: readonly Migration[],
  opened: { close(): Promise<unknown> }[],
  workerConnections: number,
): Promise<Infrastructure> => {
  // The slonik pool also lends each projection worker its one long-held connection.
  const pool = await createDatabasePool(databaseUrl, { maxPoolSize: config.DATABASE_POOL_SIZE + workerConnections });
  opened.push({ close: () => pool.end() });
  const readPool = await createDatabasePool(databaseUrl, { maxPoolSize: config.DATABASE_POOL_SIZE, statementTimeoutMs: READ_STATEMENT_TIMEOUT_MS });
  opened.push({ close: () => readPool.end() });
  const postgresEvents = config.EVENT_STORE === 'postgres';
  const applied = await runMigrations(databaseUrl, [...(postgresEvents ? eventStoreMigrations : []), ...serverMigrations, ...migrations]);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const pgPool = new pg.Pool({ connectionString: databaseUrl, max: config.DATABASE_POOL_SIZE });
  // An idle client losing its connection (database restart, shutdown) must not crash the process.
  pgPool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  opened.push({ close: () => pgPool.end() });
  // Every event is checked against the domain's catalog when it is appended, and read through it
  // once: upcast to its current version and validated, which is what every reader then gets.
  const upcast = parseStoredEvent;
  if (!config.DATA_KEY_SECRET) {
    logger.warn('DATA_KEY_SECRET is not set: personal data is sealed with a development key; set a long random secret and back it up');
  }
  const keyring = appKeyring(pgPool, { current: config.DATA_KEY_SECRET ?? DEV_DATA_KEY_SECRET, previous: config.DATA_KEY_SECRET_PREVIOUS });
  // Personal fields are sealed per user above whichever adapter stores the events (crypto-shredding);
  // the catalog runs on the plaintext, so the adapters themselves get no upcast hook.
  const adapter = (): EventStore =>
    postgresEvents
      ? // After-commit notifications: a notifying commit holds a cluster-wide lock until its WAL is
        // flushed, which serialises busy writers (about twice the append throughput without it).
        createEventStore({ kind: 'postgres', pool: pgPool, notify: 'after-commit' })
      : createEventStore({ kind: 'eventstoredb', connectionString: config.EVENTSTORE_CONNECTION_STRING ?? '' });
  const store = withPersonalDataEncryption(adapter(), { keyring, personalFieldsOf, upcast });
  // The projection workers read events as stored and upcast and validate each one themselves
  // (projections/parse-event.ts): an event that does not parse is then quarantined, not a failed batch.
  const unvalidatedStore = withPersonalDataEncryption(adapter(), { keyring, personalFieldsOf });

  return {
    databaseUrl,
    pool,
    readPool,
    pgPool,
    store,
    unvalidatedStore,
    keyring,
    async close() {
      await store.close();
      await unvalidatedStore.close();
      await pgPool.end();
      await readPool.end();
      await pool.end();
      if (embedded) {
        await embedded.stop();
        rmSync(runningUrlFile(config), { force: true });
      }
    },
  };
};
