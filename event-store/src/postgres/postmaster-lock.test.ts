import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processAlive, releaseDataDir } from './postmaster-lock.ts';

let dir: string;
let dataDir: string;
const lockFile = (): string => join(dataDir, 'postmaster.pid');
const lockWith = (pid: number): void => writeFileSync(lockFile(), `${pid}\n${dataDir}\n1700000000\n5432\n`);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'regimen-lock-'));
  dataDir = join(dir, 'postgres');
  spawnSync('mkdir', ['-p', dataDir]);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a data folder before the embedded PostgreSQL starts', () => {
  it('without a lock file is free', async () => {
    expect(await releaseDataDir(dataDir)).toBe('free');
  });

  it('locked by a process that has exited gets its stale lock removed', async () => {
    const gone = spawnSync('true').pid;
    expect(processAlive(gone)).toBe(false);
    lockWith(gone);
    expect(await releaseDataDir(dataDir)).toBe('removed-stale-lock');
    expect(existsSync(lockFile())).toBe(false);
  });

  it('locked by a live pid that is not a PostgreSQL of this folder (a reused pid) gets its lock removed, the process untouched', async () => {
    lockWith(process.pid);
    expect(await releaseDataDir(dataDir)).toBe('removed-stale-lock');
    expect(existsSync(lockFile())).toBe(false);
  });

  it('locked by a postgres of this folder that a live Node process still owns is refused, and that server left running', async () => {
    // A stand-in "postgres" (a shell under that name) started by this Node process with -D <folder>.
    const fake = join(dir, 'postgres-bin');
    spawnSync('mkdir', ['-p', fake]);
    copyFileSync('/bin/sh', join(fake, 'postgres'));
    spawnSync('chmod', ['+x', join(fake, 'postgres')]);
    const server = spawn(join(fake, 'postgres'), ['-c', 'sleep 30; true', '-D', dataDir], { stdio: 'ignore' });
    try {
      lockWith(server.pid!);
      await expect(releaseDataDir(dataDir)).rejects.toThrow(/in use by a running PostgreSQL .* of another process/);
      expect(processAlive(server.pid!)).toBe(true);
      expect(existsSync(lockFile())).toBe(true);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
