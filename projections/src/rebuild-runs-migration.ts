import type { Migration } from '@regimen/event-store/postgres/run-migrations';

/**
 * Every rebuild run, wherever it was started (the admin page or the CLI), with its live progress:
 * a run updates its row as it goes, so any process (and the page polling it) sees the same figures.
 */
export const rebuildRunsMigration: Migration = {
  id: 'audit/001-rebuild-runs',
  sql: `
    create table projection_rebuild_runs (
      id bigint generated always as identity primary key,
      projections text[] not null,
      source text not null check (source in ('admin', 'cli')),
      started_by text,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      status text not null default 'running' check (status in ('running', 'succeeded', 'interrupted', 'failed')),
      phase text not null default 'starting',
      applied bigint not null default 0,
      total bigint not null default 0,
      quarantined integer not null default 0,
      error text
    )`,
};
