import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@regimen/app/testing/app-process';

const MAIN = fileURLToPath(new URL('../../app/src/main.ts', import.meta.url));

export interface AppProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGTERM and wait (the app shuts down gracefully; --cpu-prof profiles are written then). */
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200; returns the ms it took from `since`. */
export const waitHealthy = async (url: string, since: number, child: ChildProcess, stderr: () => string, timeoutMs = 60_000): Promise<number> => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}: ${stderr()}`);
    const healthy = await fetch(url).then((response) => response.ok, () => false);
    if (healthy) return performance.now() - since;
    if (performance.now() - since > timeoutMs) throw new Error(`app not healthy after ${timeoutMs} ms: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** `node app/src/main.ts` as its own process (what `npm start` runs), healthy. */
export const startApp = async (env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<AppProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/api/health`, performance.now(), child, () => stderr);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
