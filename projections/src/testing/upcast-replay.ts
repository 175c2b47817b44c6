import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSupplement, supplementDecider, trustParsedEvent, type SupplementEvent } from '@regimen/domain';
import type { EventStore, EventToAppend } from '@regimen/event-store';
import { waitForPosition } from '../position-reached.ts';
import { trustValidatedEvent } from '../parse-event.ts';
import { rebuildProjections } from '../rebuild.ts';
import { startProjections } from '../runner.ts';
import { followingProjections, openTestDb, snapshot, type TestDb } from './harness.ts';


/** A store on the server under test whose upcast hook is the app's (the domain's `parseStoredEvent`). */
export type UpcastingStoreFactory = () => Promise<{ readonly store: EventStore; cleanup(): Promise<void> }>;

const newIds = () => ({
  userId: randomUUID(),
  vitaminD: randomUUID(),
  magnesium: randomUUID(),
  takeId: randomUUID(),
  commandId: randomUUID(),
  events: Array.from({ length: 8 }, () => randomUUID()),
});
type Ids = ReturnType<typeof newIds>;
const allIds = (ids: Ids): string[] => [ids.userId, ids.vitaminD, ids.magnesium, ids.takeId, ids.commandId, ...ids.events];

/**
 * One user's history, written as SupplementAdded/SupplementUpdated v1 (before unitsPerDose and
 * doseTimes) or as the very same facts at v3. Other types are at their only version, 1.
 */
const facts = (ids: Ids, version: 1 | 3): { streamId: string; event: EventToAppend }[] => {
  const cabinet = `supplements-${ids.userId}`;
  const added = (supplementId: string, name: string, dosage: string) => ({
    supplementId, name, brand: 'Acme', type: 'single', dosage, frequency: 'daily', timing: 'morning', currentStock: 30,
    lowStockThreshold: 10, isActive: true, fastingSafe: false, nextDueTime: '8:00 AM', imageUrl: null, notes: null,
    ingredients: null, ...(version === 3 && { unitsPerDose: 1, doseTimes: null }),
  });
  const history = [
    { streamId: `account-${ids.userId}`, type: 'AccountRegistered', schemaVersion: 1, data: {
      userId: ids.userId, email: `${ids.userId}@example.com`, firstName: 'Ada', lastName: null, profileImageUrl: null, authProvider: 'password', isAdmin: false,
    } },
    { streamId: cabinet, type: 'SupplementAdded', schemaVersion: version, data: added(ids.vitaminD, 'Vitamin D3', '2000 IU') },
    { streamId: cabinet, type: 'SupplementAdded', schemaVersion: version, data: added(ids.magnesium, 'Magnesium', '400 mg') },
    { streamId: cabinet, type: 'SupplementUpdated', schemaVersion: version, data: { supplementId: ids.vitaminD, changes: { dosage: '4000 IU', timing: 'evening' } } },
    { streamId: cabinet, type: 'SupplementStockAdjusted', schemaVersion: 1, data: { supplementId: ids.vitaminD, currentStock: 5, lowStockThreshold: 10 } },
    { streamId: cabinet, type: 'SupplementDeactivated', schemaVersion: 1, data: { supplementId: ids.magnesium } },
    { streamId: `take-${ids.takeId}`, type: 'TakeRecorded', schemaVersion: 1, data: {
      takeId: ids.takeId, supplementId: ids.vitaminD, supplementName: 'Vitamin D3', plannedAt: '2026-01-05T08:00:00.000Z',
      takenAt: '2026-01-05T08:05:00.000Z', dosage: '4000 IU', notes: null,
    } },
  ];
  return history.map(({ streamId, ...event }, index) => ({
    streamId,
    event: {
      ...event,
      id: ids.events[index] ?? randomUUID(),
      metadata: {
        userId: ids.userId,
        occurredAt: new Date(Date.UTC(2026, 0, 5, 8, index)).toISOString(),
        commandId: ids.commandId,
        correlationId: ids.commandId,
      },
    },
  }));
};

const append = async (store: EventStore, ids: Ids, version: 1 | 3): Promise<bigint> => {
  let last = 0n;
  for (const { streamId, event } of facts(ids, version)) last = (await store.append(streamId, [event], 'any')).position;
  return last;
};

// jsonb orders object keys by length, then bytes: renamed ids may sort differently, so rows compare with sorted keys.
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => [key, sortedKeys(item)]))
      : value;

/** Every row of every read model that mentions the user, their ids written as the other user's. */
const rowsOf = async (db: TestDb, ids: Ids, as: Ids): Promise<Record<string, string[]>> => {
  const tables = followingProjections.flatMap((projection) => projection.tables);
  const rename = (row: string) => allIds(ids).reduce((text, id, index) => text.replaceAll(id, allIds(as)[index] ?? id), row);
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, (await snapshot(db.pool, table)).filter((row) => [ids.userId, ids.vitaminD, ids.magnesium].some((id) => row.includes(id))).map((row) => JSON.stringify(sortedKeys(JSON.parse(rename(row))))).sort()] as const)),
  );
};

/**
 * A log holding v1 events projects, live and by rebuild, into the same rows as the same facts
 * written at v3; a decider folds the v1 cabinet as v3. The log is shared with whatever else the
 * server holds, so the two users' rows are compared with the v1 user's ids renamed to the v3 one's.
 */
export const describeUpcastReplay = (name: string, factory: UpcastingStoreFactory, options: { skip?: boolean } = {}): void => {
  (options.skip ? describe.skip : describe)(`a log with v1 events (${name})`, () => {
    let db: TestDb;
    let under: Awaited<ReturnType<UpcastingStoreFactory>>;
    beforeAll(async () => {
      db = await openTestDb();
      under = await factory();
    });
    afterAll(async () => {
      await under?.cleanup();
      await db?.close();
    });

    it('replays live and by rebuild into the rows the same facts written at v3 give, and folds as v3', async () => {
      const { store } = under;
      const v1 = newIds();
      const v2 = newIds();
      await append(store, v1, 1);
      const last = await append(store, v2, 3);

      const cabinet = await store.readStream(`supplements-${v1.userId}`);
      expect(cabinet.slice(0, 3).map((event) => event.schemaVersion)).toEqual([3, 3, 3]);
      const state = cabinet.reduce((folded, event) => supplementDecider.evolve(folded, trustParsedEvent(event) as SupplementEvent), supplementDecider.initialState());
      expect(findSupplement(state, v1.vitaminD)).toMatchObject({ dosage: '4000 IU', unitsPerDose: 1, doseTimes: null });

      const controller = new AbortController();
      const runner = startProjections({ pool: db.pool, store, projections: followingProjections, signal: controller.signal, parse: trustValidatedEvent });
      try {
        const names = followingProjections.map((projection) => projection.name);
        expect(await waitForPosition({ pool: db.pool, store, projections: names, position: last, timeoutMs: 30_000 })).toBe(true);
      } finally {
        controller.abort();
        await runner.stopped;
      }
      const live = await rowsOf(db, v2, v2);
      expect(live.supplements).toHaveLength(2);
      expect(live.supplements?.every((row) => row.includes('"units_per_dose":1'))).toBe(true);
      expect(live.supplements?.every((row) => row.includes('"dose_times":null'))).toBe(true);
      expect(live.recent_activity?.length).toBeGreaterThan(0);
      // A v1 stock adjustment reads as a setting (StockAdjusted v2, stockSet): doses count from it.
      expect(live.supplements?.every((row) => !row.includes('"stock_set_at":null'))).toBe(true);
      expect(await rowsOf(db, v1, v2)).toEqual(live);

      await rebuildProjections(db.pool, { store, projections: followingProjections, parse: trustValidatedEvent });
      expect(await rowsOf(db, v2, v2)).toEqual(live);
      expect(await rowsOf(db, v1, v2)).toEqual(live);
    }, 120_000);
  });
};
