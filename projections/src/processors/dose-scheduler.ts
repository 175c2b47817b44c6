import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@regimen/event-store';
import { advisoryKey, tryAdvisoryLock } from '../leader-lock.ts';
import { statement } from '../projection.ts';
import type { ProjectionLogger } from '../runner.ts';
import { recordMissedDoses } from './missed-dose-pass.ts';
import { issueReminders } from './reminder-pass.ts';
import { readModelsCurrentUntil } from './read-models-current.ts';

const DAY_MS = 86_400_000;

export type SchedulerRole = 'standby' | 'leader' | 'stopped';

export interface SchedulerStatus {
  readonly role: SchedulerRole;
  /** Windows closing before this instant have been judged (null until this process led once). */
  readonly closedUntil: Date | null;
  /** Slots this process recorded missed since it started. */
  readonly recorded: number;
  /** The clock's instant of the last reminder pass that went through every user (null: none yet). */
  readonly remindedAt: Date | null;
  /** Reminders and low-stock notices this process issued since it started. */
  readonly reminded: number;
  readonly lastRunAt: Date | null;
  readonly lastError: string | null;
}

export interface DoseSchedulerOptions {
  /** One connection of it is held for the whole life of the scheduler (the leader lock). */
  readonly pool: DatabasePool;
  /** The app's store (validating, encrypting): DoseMissed is appended through it. */
  readonly store: EventStore;
  readonly signal: AbortSignal;
  readonly logger?: ProjectionLogger;
  /** Injectable so tests move time instead of sleeping. */
  readonly clock?: () => Date;
  /** Time between passes (default 60 s). */
  readonly intervalMs?: number;
  /** How far back a first start (or a long outage) judges windows (default 90 days). */
  readonly catchUpDays?: number;
  /**
   * How long after a window closes it is judged (default 60 s): a take recorded in the window's
   * last moments gets time to reach the takes read model the pass reads.
   */
  readonly graceMs?: number;
  /** The range one step judges (default 1 day): catch-up goes a day at a time, each step saved. */
  readonly stepMs?: number;
  /** Users per query page (default 200). */
  readonly usersPerPage?: number;
  /** How often a standby tries to take the lead (default 1000 ms). */
  readonly standbyRetryMs?: number;
  /** Told after each slot newly recorded (metrics). */
  readonly onRecorded?: (count: number) => void;
  /** Told after each page's notices newly issued (metrics). */
  readonly onReminded?: (count: number) => void;
}

export interface DoseScheduler {
  status(): SchedulerStatus;
  /** Settles when the scheduler has stopped (after the signal aborted). */
  readonly stopped: Promise<void>;
}

const SCHEDULER_NAME = 'dose_scheduler';

const Watermark = z.object({ closedUntil: z.string() });

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const silent: ProjectionLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The dose scheduler (a processor): produces events because time passed. One leader across
 * processes, elected with a PostgreSQL advisory lock held on its own connection exactly like a
 * projection worker; when that connection dies the lock goes with it and a standby takes over.
 * Each pass judges the windows that closed since the saved watermark (`scheduler_watermarks`),
 * a step at a time, and moves the watermark after each step: a crash repeats at most one step,
 * and the slot's stream (see missed-dose-pass.ts) makes the repeat write nothing.
 */
export const startDoseScheduler = (options: DoseSchedulerOptions): DoseScheduler => {
  const { pool, store, signal } = options;
  const logger = options.logger ?? silent;
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  const catchUpMs = (options.catchUpDays ?? 90) * DAY_MS;
  const graceMs = options.graceMs ?? 60_000;
  const stepMs = options.stepMs ?? DAY_MS;
  const usersPerPage = options.usersPerPage ?? 200;
  const standbyRetryMs = options.standbyRetryMs ?? 1000;
  const lockKey = advisoryKey('leader', SCHEDULER_NAME);
  const log = { processor: SCHEDULER_NAME };

  let state: SchedulerStatus = { role: 'standby', closedUntil: null, recorded: 0, remindedAt: null, reminded: 0, lastRunAt: null, lastError: null };
  const update = (changes: Partial<SchedulerStatus>): void => {
    state = { ...state, ...changes };
  };
  const pause = (ms: number): Promise<void> => sleep(ms, undefined, { signal }).catch(() => undefined);

  const readWatermark = async (db: CommonQueryMethods): Promise<Date | null> => {
    const row = await db.maybeOne(sql.type(Watermark)`select closed_until as "closedUntil" from scheduler_watermarks where name = ${SCHEDULER_NAME}`);
    return row ? new Date(row.closedUntil) : null;
  };
  const saveWatermark = async (db: CommonQueryMethods, at: Date): Promise<void> => {
    await db.query(statement`
      insert into scheduler_watermarks (name, closed_until) values (${SCHEDULER_NAME}, ${sql.timestamp(at)})
      on conflict (name) do update set closed_until = excluded.closed_until`);
  };

  /**
   * Issues what is due now (reminders, low-stock notices), a page of users at a time. Not
   * watermarked: it looks at the present only, and each notice's stream makes a repeat write nothing.
   */
  const remind = async (db: CommonQueryMethods, now: Date): Promise<void> => {
    let afterUser: string | null = null;
    do {
      const outcome = await issueReminders({ db, store, afterUser, users: usersPerPage, now });
      if (outcome.issued > 0) {
        update({ reminded: state.reminded + outcome.issued });
        options.onReminded?.(outcome.issued);
      }
      afterUser = outcome.nextUser;
      await new Promise((resolve) => setImmediate(resolve));
    } while (afterUser !== null && !signal.aborted);
    if (!signal.aborted) update({ remindedAt: now });
  };

  /**
   * Reminders first (they are due now; a long catch-up must not hold them back), then judges every
   * window closed up to now − grace, a step and a page of users at a time.
   */
  const pass = async (db: CommonQueryMethods): Promise<void> => {
    const now = clock();
    // A failed reminder pass must not hold back the missed doses (nor they it): logged, retried next tick.
    let remindedAt = now.getTime();
    const remindNow = (at: Date): Promise<void> =>
      remind(db, at).catch((error: unknown) => {
        update({ lastError: describe(error) });
        logger.error({ ...log, error: describe(error) }, 'reminder pass failed; retrying at the next tick');
      });
    await remindNow(now);
    if (signal.aborted) return;
    const settled = new Date(now.getTime() - graceMs);
    const floor = new Date(settled.getTime() - catchUpMs);
    const current = await readModelsCurrentUntil(db, store);
    const target = current !== null && current < settled ? current : settled;
    const saved = await readWatermark(db);
    let from = saved === null || saved < floor ? floor : saved;
    update({ closedUntil: from });
    while (from < target && !signal.aborted) {
      const until = new Date(Math.min(target.getTime(), from.getTime() + stepMs));
      let afterUser: string | null = null;
      do {
        const outcome = await recordMissedDoses({ db, store, from, until, afterUser, users: usersPerPage, now });
        if (outcome.recorded > 0) {
          update({ recorded: state.recorded + outcome.recorded });
          options.onRecorded?.(outcome.recorded);
        }
        afterUser = outcome.nextUser;
        // Let requests and projection batches of this process run between pages.
        await new Promise((resolve) => setImmediate(resolve));
      } while (afterUser !== null && !signal.aborted);
      if (signal.aborted) return;
      await saveWatermark(db, until);
      from = until;
      update({ closedUntil: until });
      // A long catch-up (a first start: 90 days) still sends each tick's reminders between its steps.
      const at = clock();
      if (at.getTime() - remindedAt >= intervalMs) {
        remindedAt = at.getTime();
        await remindNow(at);
      }
    }
    update({ lastRunAt: now, lastError: null });
  };

  const lead = async (connection: CommonQueryMethods): Promise<void> => {
    update({ role: 'leader' });
    logger.info(log, 'leading the dose scheduler');
    while (!signal.aborted) {
      try {
        await pass(connection);
      } catch (error) {
        update({ lastError: describe(error) });
        // Ids and the error only: a pass handles health data, none of it goes to the log.
        logger.error({ ...log, error: describe(error) }, 'dose scheduler pass failed; retrying at the next tick');
        // A dead connection took the lock with it: stand by again on a new one.
        const alive = await connection.query(statement`select 1`).then(() => true, () => false);
        if (!alive) return;
      }
      await pause(intervalMs);
    }
  };

  const session = async (connection: CommonQueryMethods): Promise<void> => {
    update({ role: 'standby' });
    let leader = false;
    while (!signal.aborted && !leader) {
      leader = await tryAdvisoryLock(connection, lockKey);
      if (!leader) await pause(standbyRetryMs);
    }
    if (!leader) return;
    try {
      await lead(connection);
    } finally {
      update({ role: 'standby' });
      await connection.query(statement`select pg_advisory_unlock_all()`).catch(() => undefined);
    }
  };

  const run = async (): Promise<void> => {
    while (!signal.aborted) {
      try {
        await pool.connect(session);
      } catch (error) {
        if (signal.aborted) break;
        update({ lastError: describe(error) });
        logger.warn({ ...log, error: describe(error) }, 'dose scheduler lost its connection; standing by again');
        await pause(standbyRetryMs);
      }
    }
    update({ role: 'stopped' });
  };

  return { status: () => state, stopped: run() };
};
