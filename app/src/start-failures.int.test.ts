import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive, readPostmasterLock } from '@regimen/event-store/postgres/postmaster-lock';
import { freePort } from './testing/app-process.ts';

/**
 * A start that cannot work ends with one line and leaves nothing running: a bad variable is found
 * before anything starts (exit 2); a failure after the embedded PostgreSQL started stops it (exit 1).
 */

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const START_BOUND_MS = 60_000;

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'regimen-start-'));
});

afterAll(() => {
  const lock = readPostmasterLock(join(dataDir, 'postgres'));
  if (lock && lock.pid > 0 && processAlive(lock.pid)) process.kill(lock.pid, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

const runMain = async (env: Record<string, string | undefined>): Promise<{ code: number | null; lines: string[]; pid: number }> => {
  const merged: Record<string, string | undefined> = { ...process.env, DATA_DIR: join(dataDir, 'data'), DATABASE_URL: undefined, LOG_LEVEL: 'warn', ...env };
  const child = spawn(process.execPath, [MAIN], {
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, lines: stderr.trim().split('\n').filter((line) => line !== ''), pid: child.pid ?? 0 };
};

const descendantsOf = async (pid: number): Promise<string[]> => {
  const ps = spawn('ps', ['-eo', 'pid=,ppid=,args=']);
  let out = '';
  ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => ps.once('exit', resolve));
  return out.split('\n').filter((line) => line.trim().split(/\s+/)[1] === String(pid));
};

describe('a bad variable', () => {
  it.each([
    ['RATE_LIMIT_GENERAL', 'lots', /RATE_LIMIT_GENERAL: use POINTS\/SECONDS/],
    ['EVENTSTORE_CONNECTION_STRING', 'kurrentdb://localhost:2113?tls=false', /EVENTSTORE_CONNECTION_STRING: use esdb:\/\//],
    ['SIGN_IN_FREE_FAILURES', '0', /SIGN_IN_FREE_FAILURES: must be at least 1/],
    ['OPENAI_TIMEOUT_MS', 'soon', /OPENAI_TIMEOUT_MS: must be a number/],
    ['HTTP_HEADERS_TIMEOUT_MS', '999999', /HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/],
  ])('%s=%s stops the start with one line naming it, exit 2, before PostgreSQL starts', async (name, value, message) => {
    const { code, lines, pid } = await runMain({ [name]: value, PORT: String(await freePort()) });
    expect(code).toBe(2);
    expect(lines, lines.join('\n')).toHaveLength(1);
    expect(lines[0]).toMatch(/^Regimen could not start: Invalid configuration: /);
    expect(lines[0]).toMatch(message);
    // Nothing started: no data folder, so no embedded PostgreSQL, and no child of the process left.
    expect(existsSync(join(dataDir, 'data'))).toBe(false);
    expect(await descendantsOf(pid)).toEqual([]);
  });
});

describe('a failure after the embedded PostgreSQL started', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('(the port is taken) stops that PostgreSQL: one line, exit 1', { timeout: START_BOUND_MS }, async () => {
    const { code, lines } = await runMain({ PORT: String(port), HOST: '127.0.0.1', SERVICES: 'command,read' });
    expect(code).toBe(1);
    expect(lines, lines.join('\n')).toHaveLength(1);
    expect(lines[0]).toMatch(/^Regimen could not start: .*EADDRINUSE/);
    // PostgreSQL did start (its data folder exists) before the listen failed.
    expect(existsSync(join(dataDir, 'data', 'postgres', 'PG_VERSION'))).toBe(true);
    const lock = readPostmasterLock(join(dataDir, 'data', 'postgres'));
    // The lock file names the PostgreSQL the start ran; it must be gone (or the file removed on shutdown).
    expect(lock === null || !processAlive(lock.pid)).toBe(true);
  });
});

describe('npm run migrate', () => {
  const MIGRATE = fileURLToPath(new URL('./migrate.ts', import.meta.url));
  const migrate = async (env: Record<string, string | undefined>): Promise<{ code: number | null; out: string; err: string }> => {
    const merged: Record<string, string | undefined> = { ...process.env, DATA_DIR: join(dataDir, 'migrate'), DATABASE_URL: undefined, LOG_LEVEL: 'silent', ...env };
    const child = spawn(process.execPath, [MIGRATE], { env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)) });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, out, err };
  };

  it('applies the migrations, stops its PostgreSQL and exits 0; a second run finds nothing to do', { timeout: START_BOUND_MS }, async () => {
    for (let run = 0; run < 2; run++) {
      const { code, out, err } = await migrate({});
      expect(code, err).toBe(0);
      expect(out.trim().split('\n').at(-1)).toBe('Migrations applied.');
      const lock = readPostmasterLock(join(dataDir, 'migrate', 'postgres'));
      expect(lock === null || !processAlive(lock.pid)).toBe(true);
    }
  });

  it('refuses a bad variable with one line and exit 2', async () => {
    const { code, err } = await migrate({ DATABASE_POOL_SIZE: 'many' });
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toEqual([expect.stringMatching(/^Migrations failed: Invalid configuration: DATABASE_POOL_SIZE: must be a number$/)]);
  });
});
