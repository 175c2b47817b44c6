import { fileURLToPath } from 'node:url';
import { sql, type DatabasePool } from 'slonik';
import { eventStoreMigrations } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool } from '@regimen/server-kit/database';
import { projectionMigrations } from '../checkpoints.ts';
import { liveTables, setupStatements } from '../projection.ts';
import { intakeProjection } from '../read-models/intake.ts';
import { notificationsProjection } from '../read-models/notifications.ts';
import { remindersProjection } from '../read-models/reminders.ts';
import { supplementsProjection } from '../read-models/supplements.ts';
import { usersProjection } from '../read-models/users.ts';
import { startChildProcess, withApplicationName, type WorkerProcess } from './fault-support.ts';

const SCRIPT = fileURLToPath(new URL('./scheduler-process.ts', import.meta.url));

/** A database for the dose scheduler's fault tests, and scheduler processes started on it. */
export interface SchedulerFaultHarness {
  /** The read models the scheduler reads, filled by the test (`project`); their checkpoints say they are at the head. */
  readonly pool: DatabasePool;
  /** A scheduler process (testing/scheduler-process.ts) whose clock says `now`, its connections named after `tag`. */
  start(tag: string): Promise<WorkerProcess>;
  /** Kills every process started, then drops the database. */
  close(): Promise<void>;
}

export const openSchedulerFaultHarness = async (now: string): Promise<SchedulerFaultHarness> => {
  const database = await createTestDatabase();
  await runMigrations(database.url, [...eventStoreMigrations, ...projectionMigrations]);
  const pool = await createDatabasePool(database.url, { maxPoolSize: 4 });
  for (const projection of [usersProjection, supplementsProjection, intakeProjection, notificationsProjection, remindersProjection]) {
    for (const query of setupStatements(projection, liveTables(projection))) await pool.query(query);
  }
  // No workers run: the test fills the read models by hand, so their checkpoints say they are at the head.
  await pool.query(sql.unsafe`
    insert into projection_checkpoints (name, version, tx, position)
    select name, 1, 9223372036854775807, 9223372036854775807 from unnest(array['users', 'supplements', 'intake']) as name`);
  const processes: WorkerProcess[] = [];
  return {
    pool,
    start: async (tag) => {
      const env = { ...process.env, DATABASE_URL: withApplicationName(database.url, tag), SCHEDULER_NOW: now, SCHEDULER_TAG: tag };
      const child = await startChildProcess(SCRIPT, env, tag);
      processes.push(child);
      return child;
    },
    close: async () => {
      await Promise.all(processes.map((child) => child.kill()));
      await pool.end();
      await database.drop();
    },
  };
};
