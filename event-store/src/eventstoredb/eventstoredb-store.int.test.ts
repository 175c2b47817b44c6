import { afterAll, beforeAll } from 'vitest';
import { describeEventStoreConformance } from '../testing/conformance.ts';
import { createEventStoreDbStore } from './eventstoredb-store.ts';
import { findEventStoreDb, startKurrentDb, type RunningServer } from './test-server.ts';

const target = await findEventStoreDb();
let server: RunningServer | undefined;

if (target.kind === 'unavailable') {
  console.warn(
    `SKIPPED: EventStoreDB conformance — no EVENTSTORE_CONNECTION_STRING and no container runtime (${target.reason})`,
  );
} else if (target.kind === 'container') {
  beforeAll(async () => {
    server = await startKurrentDb();
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });
}

const connectionString = (): string => {
  if (target.kind === 'external') return target.connectionString;
  if (!server) throw new Error('The EventStoreDB container did not start');
  return server.connectionString;
};

describeEventStoreConformance(
  'eventstoredb',
  async (options = {}) => {
    const store = createEventStoreDbStore({ connectionString: connectionString(), upcast: options.upcast });
    return { store, cleanup: () => store.close() };
  },
  { skip: target.kind === 'unavailable' },
);
