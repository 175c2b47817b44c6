/**
 * The dose scheduler as a child process for its fault test: `node scheduler-process.ts` with
 *
 *   DATABASE_URL       the database (event store, projection tables and read models ready)
 *   SCHEDULER_NOW      the scheduler's clock, fixed (ISO instant)
 *   SCHEDULER_TAG      printed with each line
 *
 * It prints `READY` once started and `APPENDED <n>` after each event it writes (DoseMissed, a
 * reminder or a low-stock notice; synchronously, so the test can SIGKILL it in the middle of a
 * pass), `REMINDED` when a reminder pass at its clock went through every user, and `CAUGHT-UP` when
 * the pass has judged every window up to its clock. SIGTERM stops it gracefully.
 */
import { writeSync } from 'node:fs';
import pg from 'pg';
import { createPostgresEventStore, type EventStore } from '@regimen/event-store';
import { createDatabasePool } from '@regimen/server-kit/database';
import { startDoseScheduler } from '../processors/dose-scheduler.ts';

const url = process.env.DATABASE_URL;
const now = new Date(process.env.SCHEDULER_NOW ?? '');
if (!url || Number.isNaN(now.getTime())) throw new Error('DATABASE_URL and SCHEDULER_NOW are required');

const say = (line: string): void => {
  writeSync(1, `${line}\n`);
};

const eventPool = new pg.Pool({ connectionString: url, max: 4 });
eventPool.on('error', () => undefined);
const postgres = createPostgresEventStore({ pool: eventPool });
let appended = 0;
const store: EventStore = {
  ...postgres,
  async append(streamId, events, expected) {
    const result = await postgres.append(streamId, events, expected);
    if (!result.idempotent) say(`APPENDED ${(appended += 1)}`);
    return result;
  },
};
const pool = await createDatabasePool(url, { maxPoolSize: 4 });
const stop = new AbortController();
const scheduler = startDoseScheduler({ pool, store, signal: stop.signal, clock: () => now, intervalMs: 50, standbyRetryMs: 50, catchUpDays: 30, graceMs: 0 });
const watch = setInterval(() => {
  if (scheduler.status().remindedAt?.getTime() === now.getTime()) say('REMINDED');
  if (scheduler.status().closedUntil?.getTime() === now.getTime()) say('CAUGHT-UP');
}, 50);
process.once('SIGTERM', () => {
  clearInterval(watch);
  stop.abort();
  void scheduler.stopped.then(async () => {
    await pool.end();
    await eventPool.end();
    process.exit(0);
  });
});
say('READY');
