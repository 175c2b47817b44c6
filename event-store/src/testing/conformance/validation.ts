import { describe, expect, it } from 'vitest';
import type { EventUpcaster, RecordedEvent, StoredEvent } from '../../port.ts';
import { eventually, newStreamId, testEvent, type StoreFactory } from './context.ts';

class Rejected extends Error {}

const rejecting =
  (type: string): EventUpcaster =>
  (event) => {
    if (event.type === type) throw new Rejected(`${event.type} is not valid`);
    return event;
  };

// A toy catalog: 'Renamed' v1 held `{ n }`, v2 holds `{ count }`.
const upcastRenamed: EventUpcaster = (event) =>
  event.type === 'Renamed' && event.schemaVersion === 1
    ? { ...event, schemaVersion: 2, data: { count: (event.data as { n: number }).n } }
    : event;

const firstBatchOf = async (subscription: AsyncIterable<RecordedEvent[]>, streamId: string): Promise<RecordedEvent[]> => {
  for await (const batch of subscription) {
    const ours = batch.filter((event) => event.streamId === streamId);
    if (ours.length > 0) return ours;
  }
  return [];
};

export const describeValidation = (factory: StoreFactory): void => {
  describe('the upcast hook', () => {
    it('gets type, schema version, data and metadata, and rejects an append before it is written', async () => {
      const calls: StoredEvent[] = [];
      const upcast: EventUpcaster = (event) => {
        calls.push(event);
        return rejecting('Invalid')(event);
      };
      const { store, cleanup } = await factory({ upcast });
      try {
        const streamId = newStreamId();
        const valid = testEvent('Valid', { ok: true });
        await expect(store.append(streamId, [valid, testEvent('Invalid')], 'any')).rejects.toBeInstanceOf(Rejected);
        expect(await store.readStream(streamId)).toEqual([]);
        expect(calls[0]).toMatchObject({ type: 'Valid', schemaVersion: 1, data: { ok: true }, metadata: valid.metadata });
      } finally {
        await cleanup();
      }
    });

    it('rejects reads of an event it does not accept', async () => {
      const plain = await factory();
      const strict = await factory({ upcast: rejecting('NoLongerValid') });
      try {
        const start = (await plain.store.head()).checkpoint;
        const streamId = newStreamId();
        await plain.store.append(streamId, [testEvent('NoLongerValid')], 'no_stream');
        await expect(strict.store.readStream(streamId)).rejects.toBeInstanceOf(Rejected);
        await eventually(async () => {
          await expect(strict.store.readAll({ after: start })).rejects.toBeInstanceOf(Rejected);
        });
      } finally {
        await strict.cleanup();
        await plain.cleanup();
      }
    });

    it('stores an event at the version it was written, and hands it out as the hook returns it on every read path', async () => {
      const plain = await factory();
      const upcasting = await factory({ upcast: upcastRenamed });
      const controller = new AbortController();
      try {
        const start = (await plain.store.head()).checkpoint;
        const streamId = newStreamId();
        const v1 = { ...testEvent('Renamed', { n: 7 }), schemaVersion: 1 };
        await upcasting.store.append(streamId, [v1], 'no_stream');
        const upcast = { id: v1.id, type: 'Renamed', schemaVersion: 2, data: { count: 7 } };

        expect(await plain.store.readStream(streamId)).toMatchObject([{ schemaVersion: 1, data: { n: 7 } }]);
        expect(await upcasting.store.readStream(streamId)).toMatchObject([upcast]);
        expect(await upcasting.store.readStream(streamId, { direction: 'backwards' })).toMatchObject([upcast]);
        await eventually(async () => {
          const all = (await upcasting.store.readAll({ after: start })).filter((event) => event.streamId === streamId);
          expect(all).toMatchObject([upcast]);
        });
        const subscription = upcasting.store.subscribeToAll({ after: start, signal: controller.signal });
        expect(await firstBatchOf(subscription, streamId)).toMatchObject([upcast]);
      } finally {
        controller.abort();
        await upcasting.cleanup();
        await plain.cleanup();
      }
    });
  });
};
