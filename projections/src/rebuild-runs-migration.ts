import type { Migration } from '@regimen/event-store/postgres/run-migrations';

/**
 * Rebuild runs were rows of `projection_rebuild_runs` (audit/001); they are events now
 * (`rebuild-<runId>`, projections/src/rebuild-runs.ts), so a database that has the table drops it.
 */
export const rebuildRunsMigration: Migration = {
  id: 'audit/002-rebuild-runs-are-events',
  sql: `drop table if exists projection_rebuild_runs`,
};
