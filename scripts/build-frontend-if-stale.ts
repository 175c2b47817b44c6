// `npm start` builds the web app only when its sources are newer than the last build,
// so a restart on an unchanged checkout starts in well under a second.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'frontend');
const built = join(root, 'dist', 'index.html');

const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(latest, time);
  }, 0);

const sources = [join(root, 'src'), join(root, 'index.html'), join(root, 'vite.config.ts'), join(root, '..', 'domain', 'src')];
const sourceTime = Math.max(...sources.filter(existsSync).map((path) => (statSync(path).isDirectory() ? newest(path) : statSync(path).mtimeMs)));

if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the web app…');
  // Always the production build, whatever NODE_ENV the caller runs with (vitest sets it to test).
  execFileSync('npm', ['run', 'build', '-w', 'frontend', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
