import type { EventStore } from '@regimen/event-store';
import type { DatabasePool } from 'slonik';
import type { ReadSide } from './read-side.ts';

// Its own module so route modules need not import command-api.ts, which imports them.
/** What every command route needs: the event store, the database pool and the write side's reads. */
export interface CommandDeps {
  readonly store: EventStore;
  readonly pool: DatabasePool;
  /** What the write side reads before deciding (read-side.ts). */
  readonly reads: ReadSide;
}
