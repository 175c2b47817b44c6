import { describeEventStoreConformance } from '../testing/conformance.ts';
import { createEventStoreDbStore } from './eventstoredb-store.ts';
import { createFakeEventStoreDb } from './fake-eventstoredb.ts';

// The adapter's own logic (revision mapping, idempotency detection, paging, batching) against an
// in-memory stand-in; eventstoredb-store.int.test.ts runs the same suite against a real server.
describeEventStoreConformance('eventstoredb adapter on an in-memory stand-in', async (options = {}) => {
  const store = createEventStoreDbStore({ client: shared, upcast: options.upcast });
  return { store, cleanup: () => store.close() };
});

const shared = createFakeEventStoreDb();
