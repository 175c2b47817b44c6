import { afterAll, beforeAll } from 'vitest';
import { isDomainEventType, parseStoredEvent } from '@regimen/domain';
import type { EventUpcaster } from '@regimen/event-store';
import { createEventStoreDbStore } from '@regimen/event-store';
import { findEventStoreDb, startKurrentDb, type RunningServer } from '@regimen/event-store/eventstoredb/test-server';
import { describeUpcastReplay } from './testing/upcast-replay.ts';

// The same replay as upcast-replay.int.test.ts through the EventStoreDB adapter, where a server exists.
const target = await findEventStoreDb();
let server: RunningServer | undefined;

if (target.kind === 'unavailable') {
  console.warn(`SKIPPED: v1 -> v2 replay on EventStoreDB — no EVENTSTORE_CONNECTION_STRING and no container runtime (${target.reason})`);
} else if (target.kind === 'container') {
  beforeAll(async () => {
    server = await startKurrentDb();
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });
}

// The app's hook, except that events of other suites sharing an external server pass untouched
// (no projection handles their types, so the replay never parses them).
const upcast: EventUpcaster = (event) => (isDomainEventType(event.type) ? parseStoredEvent(event) : event);

const connectionString = (): string => {
  if (target.kind === 'external') return target.connectionString;
  if (!server) throw new Error('The EventStoreDB container did not start');
  return server.connectionString;
};

describeUpcastReplay(
  'EventStoreDB',
  async () => {
    const store = createEventStoreDbStore({ connectionString: connectionString(), upcast });
    return { store, cleanup: () => store.close() };
  },
  { skip: target.kind === 'unavailable' },
);
