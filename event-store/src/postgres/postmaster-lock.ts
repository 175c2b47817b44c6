import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL's lock on its data folder is `postmaster.pid`: first line the postmaster's pid,
 * second line the data folder. `kill -9` of the Node process that started an embedded server
 * leaves that server running (its child, now an orphan) and holding the lock, so the next start
 * on the same folder fails. Before starting, `releaseDataDir`:
 * - a live postgres of this folder whose parent is no longer a Node process (an orphan): asks it
 *   for a fast shutdown (SIGINT: it rolls back open transactions and writes a checkpoint), waits
 *   for it to exit, and escalates only if it hangs; one a live Node process still owns (another
 *   running app) is refused with a clear error;
 * - a lock file whose pid is dead, a zombie, or some other program (pids are reused after a
 *   reboot): removes the file, which PostgreSQL itself would refuse to do for a live pid.
 */

export interface PostmasterLock {
  readonly pid: number;
  readonly dataDir: string;
}

export const readPostmasterLock = (databaseDir: string): PostmasterLock | null => {
  const file = resolve(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine = '', dataDirLine = ''] = readFileSync(file, 'utf8').split('\n');
  const pid = Number.parseInt(pidLine.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, dataDir: dataDirLine.trim() } : { pid: 0, dataDir: dataDirLine.trim() };
};

const procFile = (pid: number, name: string): string | null => {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return null;
  }
};

/** Running and not a zombie (an orphan whose new parent has not reaped it yet still answers kill 0). */
export const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procFile(pid, 'stat');
  // Without /proc (not Linux) a signalable pid is taken as alive.
  return stat === null || !/^\d+ \(.*\) Z/.test(stat);
};

/** The pid is a postgres server whose data folder is this one (checked from its command line). */
const isPostgresOf = (pid: number, databaseDir: string): boolean => {
  const cmdline = procFile(pid, 'cmdline');
  if (cmdline === null) return false;
  const args = cmdline.split('\0');
  const program = args[0] ?? '';
  const dataDirArg = args[args.indexOf('-D') + 1];
  return /(^|\/)postgres$/.test(program) && args.includes('-D') && dataDirArg !== undefined && resolve(dataDirArg) === databaseDir;
};

const parentOf = (pid: number): number | null => {
  const ppid = /^PPid:\s+(\d+)/m.exec(procFile(pid, 'status') ?? '')?.[1];
  return ppid === undefined ? null : Number(ppid);
};

/**
 * A server still owned by a live Node process is another running app's, not an orphan: stopping
 * it would take the database from under that app. After kill -9 the server's parent is init (or
 * whichever ancestor reaps orphans), never a node process.
 */
const ownedByLiveNode = (pid: number): number | null => {
  const parent = parentOf(pid);
  if (parent === null || parent <= 1) return null;
  const program = (procFile(parent, 'cmdline') ?? '').split('\0')[0] ?? '';
  return /(^|\/)node(\d+)?$/.test(program) ? parent : null;
};

const waitForExit = async (pid: number, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
};

export type Released = 'free' | 'stopped-orphan' | 'removed-stale-lock';

/** Frees `databaseDir` for a new server; throws with a clear message when it cannot. */
export const releaseDataDir = async (databaseDir: string, options: { shutdownTimeoutMs?: number } = {}): Promise<Released> => {
  const lock = readPostmasterLock(databaseDir);
  if (!lock) return 'free';
  const lockFile = resolve(databaseDir, 'postmaster.pid');
  if (lock.pid > 0 && processAlive(lock.pid) && isPostgresOf(lock.pid, databaseDir)) {
    const owner = ownedByLiveNode(lock.pid);
    if (owner !== null) throw new Error(`${databaseDir} is in use by a running PostgreSQL (pid ${lock.pid}) of another process (pid ${owner}): stop that one first, or use another DATA_DIR`);
    process.kill(lock.pid, 'SIGINT');
    if (!(await waitForExit(lock.pid, options.shutdownTimeoutMs ?? 30_000))) {
      // Immediate shutdown: crash recovery from the WAL at the next start, nothing committed is lost.
      process.kill(lock.pid, 'SIGQUIT');
      if (!(await waitForExit(lock.pid, 10_000))) {
        throw new Error(`a PostgreSQL server (pid ${lock.pid}) still holds ${databaseDir} and did not stop`);
      }
    }
    // A server that shut down cleanly removed its lock file; one that was stopped hard did not.
    rmSync(lockFile, { force: true });
    return 'stopped-orphan';
  }
  if (lock.pid > 0 && processAlive(lock.pid) && !existsSync('/proc/self/cmdline')) {
    // Without /proc nothing tells what that live pid is: leave its lock alone.
    throw new Error(`${databaseDir} is locked by pid ${lock.pid}, which is running: stop it, or remove ${lockFile} if it is not PostgreSQL`);
  }
  rmSync(lockFile, { force: true });
  return 'removed-stale-lock';
};
