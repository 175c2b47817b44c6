// `npm run dev`: the API (command, read, projections; restarted when its sources change) and the
// Vite dev server with hot reload, which proxies /api to it. Ctrl-C stops both; so does either ending.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'app/src/main.ts'], {
    stdio: 'inherit',
    env: { SERVICES: 'command,read,projections', ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], {
    stdio: 'inherit',
    env: { ...process.env, REGIMEN_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
const stop = (code: number): void => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
