export * from './port.ts';
export { createEventStore, type EventStoreConfig } from './create-event-store.ts';
export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-store.ts';
export type { ListenClientFactory } from './postgres/notifier.ts';
export { eventStoreMigrations } from './postgres/migrations.ts';
export { createEventStoreDbStore, type EventStoreDbOptions } from './eventstoredb/eventstoredb-store.ts';
export { withPersonalDataEncryption, type PersonalDataOptions } from './encryption/encrypting-store.ts';
export { cachedKeyring, type DataKeyring, type KeyCacheOptions } from './encryption/keyring.ts';
export { ERASED } from './encryption/personal-fields.ts';
