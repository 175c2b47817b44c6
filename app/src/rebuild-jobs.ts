import type { DatabasePool } from 'slonik';
import type { RebuildRun } from '@regimen/domain/contracts/admin-audit';
import type { EventStore } from '@regimen/event-store';
import { allProjections, listRebuildRuns, parseRecordedEvent, recordedRebuild, type RebuildRunRow } from '@regimen/projections';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { Logger } from '@regimen/server-kit/logger';

const seconds = (from: string, to: string): number => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

/** A run as the page shows it: speed and ETA from its own figures, so a CLI run reads the same. */
const toRebuildRun = (row: RebuildRunRow, now: Date): RebuildRun => {
  const applied = Number(row.applied);
  const total = Number(row.total);
  const durationSeconds = seconds(row.started_at, row.finished_at ?? (row.status === 'running' ? now.toISOString() : row.updated_at));
  const measured = seconds(row.started_at, row.finished_at ?? row.updated_at);
  const eventsPerSecond = measured > 0 ? Math.round(applied / measured) : 0;
  return {
    id: String(row.id),
    projections: row.projections,
    source: row.source,
    startedBy: row.started_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    status: row.status,
    phase: row.phase,
    applied,
    total,
    eventsPerSecond,
    etaSeconds: row.status === 'running' && eventsPerSecond > 0 ? Math.max(0, Math.round((total - applied) / eventsPerSecond)) : null,
    durationSeconds: Math.round(durationSeconds * 10) / 10,
    quarantined: row.quarantined,
    error: row.error,
  };
};

export interface RebuildJobs {
  /** Starts a rebuild of one projection (or all of them) in the background; answers once its run is recorded. */
  start(name: string | null, adminId: string): Promise<{ runId: string }>;
  runs(limit: number): Promise<RebuildRun[]>;
  /** Stops a running job (the live tables stay as they are) and waits for it. */
  close(): Promise<void>;
}

/**
 * The zero-downtime rebuild (projections/src/rebuild.ts) as a job of this process, one at a time:
 * the live read models keep serving while it replays into shadow tables, and its run row carries
 * the progress the page polls. A rebuild the CLI runs at the same moment refuses the second one.
 */
export const createRebuildJobs = (options: { readonly pool: DatabasePool; readonly store: EventStore; readonly logger: Logger }): RebuildJobs => {
  const stop = new AbortController();
  let running: Promise<unknown> | null = null;
  return {
    async start(name, adminId) {
      const projections = name === null ? allProjections : allProjections.filter((projection) => projection.name === name);
      if (projections.length === 0) throw new HttpProblem(404, 'not_found', 'Projection not found');
      if (running) throw new HttpProblem(409, 'rebuild_running', 'A rebuild is already running');
      return new Promise((resolve, reject) => {
        const job = recordedRebuild(options.pool, {
          source: 'admin',
          startedBy: adminId,
          store: options.store,
          projections,
          parse: parseRecordedEvent,
          signal: stop.signal,
          onStarted: (runId) => resolve({ runId: String(runId) }),
        });
        running = job;
        job
          .catch((error: unknown) => {
            options.logger.warn({ err: error }, 'rebuild failed');
            reject(new HttpProblem(409, 'rebuild_failed', error instanceof Error ? error.message : 'The rebuild failed'));
          })
          .finally(() => {
            if (running === job) running = null;
          });
      });
    },
    async runs(limit) {
      const now = new Date();
      return (await listRebuildRuns(options.pool, limit)).map((row) => toRebuildRun(row, now));
    },
    async close() {
      stop.abort();
      await running?.catch(() => undefined);
    },
  };
};
