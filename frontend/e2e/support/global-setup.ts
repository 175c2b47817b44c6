import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's database (ownership.e2e.ts seeds a past and scans every table after a deletion). */
    databaseUrl: string;
  }
}

/** Signs up as an administrator (ADMIN_EMAILS of the app under test). */
export const ADMIN_EMAIL = 'e2e-admin@example.com';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Building the web app is done by then; what remains is initdb, migrations and the projection
// workers' first batch, which took more than 90 s on a 2-core machine running eight test suites.
const STARTUP_TIMEOUT_MS = 300_000;

/**
 * Starts the product as the README says (`npm start`: build the web app if stale, then one process
 * serving everything), on a free port, with a fresh embedded PostgreSQL in a temporary DATA_DIR,
 * or the DATABASE_URL when one is set. Every test file shares it; each test signs up its own users.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test, which would make the build bundle React's development copy.
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  execFileSync(process.execPath, ['scripts/build-frontend-if-stale.ts'], { cwd: ROOT, env: clean, stdio: 'inherit' });

  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'regimen-e2e-'));
  const env: NodeJS.ProcessEnv = { ...clean, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  // Tests share one app, so "the first account is the admin" depends on file order: name one.
  env.ADMIN_EMAILS = ADMIN_EMAIL;
  // Sign-in must be the product's own form, whatever the developer's shell has configured.
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_URL', 'SERVICES', 'EVENT_STORE'])
    delete env[name];
  if (dataDir) env.DATA_DIR = dataDir;
  // The admin area's e2e signs up with this address to be an administrator.
  env.ADMIN_EMAILS = 'e2e-admin@example.com';
  // The scheduler issues dose reminders and low-stock notices: a tick a second makes them appear
  // within seconds of the write that makes them due.
  env.DOSE_SCHEDULER_INTERVAL_MS = '1000';

  const child = spawn(process.execPath, ['app/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stopping = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start in time:\n${output}`)), STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Regimen is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app exited with ${code}:\n${output}`));
    });
  });
  project.provide('baseUrl', url);
  project.provide('databaseUrl', process.env.DATABASE_URL ?? readFileSync(join(dataDir ?? '', 'database-url'), 'utf8').trim());
  // Every test after an unexpected exit fails with a refused connection; say why once, here.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `\nThe app under test exited during the run (code ${code}, signal ${signal}):\n${output.slice(-4000)}`,
      );
  });

  return async () => {
    stopping = true;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
