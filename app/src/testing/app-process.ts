import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface AppProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** The app's log lines so far (the last 2 MB). */
  log(): string;
  /** kill -9: no shutdown hooks run. */
  kill(): Promise<void>;
  /** SIGTERM: a graceful shutdown (stops the embedded PostgreSQL it started); resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs `node app/src/main.ts` as its own process, as `npm start` does, and waits for /api/health.
 * A variable given as undefined is removed from the inherited environment (e.g. DATABASE_URL, so
 * the app starts its own embedded PostgreSQL in DATA_DIR).
 */
export const startAppProcess = async (env: Record<string, string | undefined>, port: number, options: { readyTimeoutMs?: number } = {}): Promise<AppProcess> => {
  const childEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, [MAIN], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The app's log (pino, on stdout), kept for a test to search when it fails; the last 2 MB.
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2_000_000);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    // Errors of the app under test belong in the test's output.
    process.stderr.write(chunk);
  });
  // A process ended by a signal has a signalCode and no exitCode.
  const exited = (): boolean => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  // Generous: a start on a loaded 2-core machine (TypeScript loading, migrations) can take 20 s and more.
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited()) throw new Error(`app exited with ${child.exitCode ?? child.signalCode}: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`app not healthy after ${readyTimeoutMs / 1000} s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    log: () => log,
    kill: () =>
      new Promise((resolve) => {
        if (exited()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: () =>
      new Promise((resolve) => {
        if (exited()) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
};
