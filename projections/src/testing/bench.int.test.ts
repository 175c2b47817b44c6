import { it } from 'vitest';
import { allProjections } from '../read-models/all.ts';
import { rebuildProjection } from '../rebuild.ts';
import { openTestDb } from './harness.ts';
import { createInMemoryEventStore } from './in-memory-event-store.ts';
import { appendScenario } from './scenario.ts';

it('bench', async () => {
  const db = await openTestDb();
  const store = createInMemoryEventStore();
  let t = performance.now();
  const n = await appendScenario(store, { users: 400, seed: 3 });
  console.log('appended', n, 'in', performance.now() - t);
  for (const projection of allProjections) {
    t = performance.now();
    await rebuildProjection(db.pool, { store, projection, batchSize: 500 });
    const ms = performance.now() - t;
    console.log(projection.name, Math.round(n / (ms / 1000)), 'events/s', Math.round(ms), 'ms');
  }
  await db.close();
}, 120_000);
