import type { Migration } from '@regimen/event-store/postgres/run-migrations';

/**
 * Where each scheduler has judged up to. Not a read model: losing it only makes the next pass
 * repeat the catch-up, which the slots' streams make write nothing twice.
 */
export const schedulerWatermarksMigration: Migration = {
  id: 'processors/001-scheduler-watermarks',
  sql: `create table scheduler_watermarks (name text primary key, closed_until timestamptz not null)`,
};
