import { createEventStoreDbStore } from './eventstoredb/eventstoredb-store.ts';
import type { EventStore, EventUpcaster } from './port.ts';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-store.ts';

export type EventStoreConfig =
  | ({ readonly kind: 'postgres' } & PostgresEventStoreOptions)
  | { readonly kind: 'eventstoredb'; readonly connectionString: string; readonly upcast?: EventUpcaster };

/** The adapter the configuration names. The PostgreSQL one needs eventStoreMigrations applied first. */
export const createEventStore = (config: EventStoreConfig): EventStore => {
  switch (config.kind) {
    case 'postgres':
      return createPostgresEventStore(config);
    case 'eventstoredb':
      return createEventStoreDbStore(config);
  }
};
