import type { DatabasePool } from 'slonik';
import type { RebuildRun } from '@regimen/domain/contracts/admin-audit';
import type { EventStore } from '@regimen/event-store';
import { allProjections, listRebuildRuns, parseRecordedEvent, recordedRebuild } from '@regimen/projections';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { Logger } from '@regimen/server-kit/logger';

export interface RebuildJobs {
  /** Starts a rebuild of one projection (or all of them) in the background; answers once its start is recorded. */
  start(name: string | null, adminId: string): Promise<{ runId: string }>;
  runs(limit: number): Promise<RebuildRun[]>;
  /** Stops a running job (the live tables stay as they are) and waits for it. */
  close(): Promise<void>;
}

/**
 * The zero-downtime rebuild (projections/src/rebuild.ts) as a job of this process, one at a time:
 * the live read models keep serving while it replays into shadow tables, and its run's events
 * (`rebuild-<runId>`, projections/src/rebuild-runs.ts) carry the progress the page polls. A
 * rebuild the CLI runs at the same moment refuses the second one.
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
          onStarted: (runId) => resolve({ runId }),
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
    runs: (limit) => listRebuildRuns(options.store, limit),
    async close() {
      stop.abort();
      await running?.catch(() => undefined);
    },
  };
};
