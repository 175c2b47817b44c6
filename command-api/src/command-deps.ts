import type { EventStore } from '@regimen/event-store';
import type { DatabasePool } from 'slonik';

// Its own module so route modules need not import command-api.ts, which imports them.
/** What every command route needs: the event store and the database pool. */
export interface CommandDeps {
  readonly store: EventStore;
  readonly pool: DatabasePool;
}
