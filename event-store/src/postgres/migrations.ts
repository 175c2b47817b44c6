import type { Migration } from './run-migrations.ts';
import { appendEventsSql } from './append-events-sql.ts';
import { schemaSql } from './schema-sql.ts';
import { browseIndexesSql, browseUserTypeIndexSql } from './browse-sql.ts';

/** Run them with server-kit's runMigrations (or any runner applying each in a transaction). */
export const eventStoreMigrations: Migration[] = [
  { id: 'event-store/001-events', sql: schemaSql },
  { id: 'event-store/002-append-events', sql: appendEventsSql },
  { id: 'event-store/003-audit-browse-indexes', sql: browseIndexesSql },
  // One user's events in order (their export) without reading everyone's.
  { id: 'ownership/001-events-by-user', sql: "create index events_user_position_idx on events ((metadata ->> 'userId'), global_position)" },
  // The audit trail's user + type filter: without it PostgreSQL intersects the user's and the type's
  // whole index ranges and sorts (28-38 ms on 1,000,000 events, bench/audit.ts); with it, one ordered scan.
  { id: 'event-store/004-audit-user-type-index', sql: browseUserTypeIndexSql },
];
