import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { CHECKPOINT_CHANNEL } from './checkpoints.ts';
import { createCheckpointListener, LISTENER_APPLICATION_NAME, type CheckpointListener } from './position-reached.ts';
import { eventually } from './testing/eventually.ts';

let database: TestDatabase;
let pool: pg.Pool;
let listener: CheckpointListener | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterEach(async () => {
  await listener?.close();
  listener = null;
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

const listen = async () => {
  listener = await createCheckpointListener(database.url);
  const heard: string[] = [];
  listener.subscribe((name) => heard.push(name));
  return { listener, heard };
};

/** Commits a checkpoint notification from another session; resolves once the commit returned. */
const notify = async (name: string): Promise<number> => {
  await pool.query('select pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${name} 1/1`]);
  return Date.now();
};

/** The backend of the listener's connection. */
const listenerPid = async (): Promise<number> => {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
    [LISTENER_APPLICATION_NAME],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.pid;
};

describe('the checkpoint listener', () => {
  it('vouches for every notification committed before its last round trip, and keeps vouching while idle', async () => {
    const { listener, heard } = await listen();
    const committed = await notify('intake');
    await eventually(() => expect(listener.delivery()?.verifiedAt).toBeGreaterThanOrEqual(committed));
    expect(heard).toContain('intake');
    await sleep(1_200);
    // A round trip every 250 ms: its proof is never much older than that.
    expect(Date.now() - listener.delivery()!.verifiedAt).toBeLessThan(1_000);
  });

  it('vouches for nothing while disconnected, and counts a new connection when it is back', async () => {
    const { listener, heard } = await listen();
    expect(listener.delivery()?.connection).toBe(1);
    await pool.query('select pg_terminate_backend($1)', [await listenerPid()]);
    await eventually(() => expect(listener.delivery()).toBeNull());
    await eventually(() => expect(listener.delivery()?.connection).toBe(2), 5_000);
    const committed = await notify('supplements');
    await eventually(() => expect(listener.delivery()!.verifiedAt).toBeGreaterThanOrEqual(committed));
    expect(heard).toContain('supplements');
  });

  it('drops a connection whose round trip goes unanswered for 5 s, and reconnects', async (context) => {
    const { listener } = await listen();
    const pid = await listenerPid();
    try {
      process.kill(pid, 'SIGSTOP');
    } catch (error) {
      // PostgreSQL elsewhere (another machine or container): its backends cannot be paused from here.
      console.warn(`SKIPPED: cannot pause the listener's backend ${pid} (${(error as Error).message})`);
      context.skip();
    }
    try {
      const stalledAt = Date.now();
      await eventually(() => expect(listener.delivery()).toBeNull(), 8_000, 50);
      expect(Date.now() - stalledAt).toBeGreaterThanOrEqual(4_500);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await eventually(() => expect(listener.delivery()?.connection).toBe(2), 5_000);
  }, 20_000);
});
