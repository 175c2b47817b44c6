import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive, readPostmasterLock } from '@regimen/event-store/postgres/postmaster-lock';
import { freePort, startAppProcess, type AppProcess } from './testing/app-process.ts';
import { createApiClient } from './testing/api-client.ts';

/**
 * `npm start` killed with kill -9 leaves its embedded PostgreSQL running and holding DATA_DIR;
 * the next `npm start` on the same folder must serve, with the earlier data. The app is started
 * as npm start does (node app/src/main.ts) without DATABASE_URL, so it runs its own PostgreSQL.
 */

const START_BOUND_MS = 60_000;
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let dataDir: string;
let port: number;
const apps: AppProcess[] = [];
const pgDir = (): string => join(dataDir, 'postgres');
const env = (): Record<string, string | undefined> => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, SERVICES: 'command,read,projections', RATE_LIMITS: 'off' });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'regimen-restart-'));
  port = await freePort();
});

afterAll(async () => {
  for (const app of apps) await app.stop();
  // Whatever PostgreSQL a failure left behind: fast shutdown, then the folder goes.
  const lock = readPostmasterLock(pgDir());
  if (lock && lock.pid > 0 && processAlive(lock.pid)) {
    process.kill(lock.pid, 'SIGINT');
    for (let i = 0; i < 200 && processAlive(lock.pid); i += 1) await sleep(50);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start after kill -9 of the previous one on the same DATA_DIR', () => {
  it('stops the orphaned PostgreSQL, serves within the bound, and keeps the earlier data', { timeout: 3 * START_BOUND_MS }, async () => {
    const first = await startAppProcess(env(), port, { readyTimeoutMs: START_BOUND_MS });
    apps.push(first);
    const client = createApiClient(first.url);
    expect((await client.register('restart@example.com')).status).toBe(201);
    const added = await client.post<{ id: string; position: string }>('/api/supplements', { name: 'Vitamin D', dosage: '1000 IU' });
    expect(added.status).toBe(201);

    const orphan = readPostmasterLock(pgDir());
    expect(orphan?.pid).toBeGreaterThan(0);
    await first.kill();
    // The whole Node process is gone; its PostgreSQL child is not (that is the fault).
    expect(processAlive(orphan!.pid)).toBe(true);

    const startedAt = Date.now();
    const second = await startAppProcess(env(), port, { readyTimeoutMs: START_BOUND_MS });
    apps.push(second);
    console.info(`restart after kill -9: serving after ${Date.now() - startedAt} ms`);
    expect(processAlive(orphan!.pid)).toBe(false);

    // The same session and data: the supplement written before the kill is there.
    const supplements = await client.get<{ id: string; name: string }[]>('/api/supplements', { 'x-min-position': added.body.position });
    expect(supplements.status).toBe(200);
    expect(supplements.body.map((supplement) => supplement.id)).toContain(added.body.id);

    // A graceful stop takes its PostgreSQL with it.
    const running = readPostmasterLock(pgDir());
    expect(await second.stop()).toBe(0);
    expect(processAlive(running!.pid)).toBe(false);
  });

  it('removes a lock file left by a process that is not a PostgreSQL of this folder, and starts', { timeout: 2 * START_BOUND_MS }, async () => {
    // A pid that is alive but is not postgres (pids are reused): PostgreSQL itself would refuse to start.
    writeFileSync(join(pgDir(), 'postmaster.pid'), `${process.pid}\n${pgDir()}\n`);
    const app = await startAppProcess(env(), port, { readyTimeoutMs: START_BOUND_MS });
    apps.push(app);
    expect(readPostmasterLock(pgDir())?.pid).not.toBe(process.pid);
    expect(await app.stop()).toBe(0);
  });

  it('stops the PostgreSQL it started when a later step of the start fails (the port is taken)', { timeout: 2 * START_BOUND_MS }, async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const { code, lines } = await runMain({ HOST: '127.0.0.1' });
      expect(code).not.toBe(0);
      expect(lines, lines.join('\n')).toHaveLength(1);
      expect(lines[0]).toMatch(/^Regimen could not start: .*EADDRINUSE/);
      // PostgreSQL was up (the start got as far as listening) and is gone again.
      const lock = readPostmasterLock(pgDir());
      expect(lock === null || !processAlive(lock.pid)).toBe(true);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('fails a start it cannot make with one clear line and a non-zero exit, leaving no PostgreSQL behind', async () => {
    // Data files PostgreSQL will refuse: it stops at once with a FATAL line.
    writeFileSync(join(pgDir(), 'PG_VERSION'), '9\n');
    const { code, lines } = await runMain();
    expect(code).not.toBe(0);
    expect(lines, lines.join('\n')).toHaveLength(1);
    expect(lines[0]).toMatch(/^Regimen could not start: embedded PostgreSQL did not start in .*postgres: .*FATAL/);
    expect(lines[0]).not.toMatch(/undefined/);
    const lock = readPostmasterLock(pgDir());
    expect(lock === null || !processAlive(lock.pid)).toBe(true);
  }, START_BOUND_MS);
});

/** `node app/src/main.ts` on the test's DATA_DIR and port, to its exit: its code and its stderr lines. */
const runMain = async (extra: Record<string, string> = {}): Promise<{ code: number | null; lines: string[] }> => {
  const child = spawn(process.execPath, [MAIN], {
    env: Object.fromEntries(Object.entries({ ...process.env, ...env(), PORT: String(port), LOG_LEVEL: 'warn', ...extra }).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, lines: stderr.trim().split('\n').filter((line) => line !== '' && !line.startsWith('npm warn')) };
};
