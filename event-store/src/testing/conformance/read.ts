import { beforeAll, describe, expect, it } from 'vitest';
import { newStreamId, testEvent, type StoreRef } from './context.ts';
import type { EventToAppend } from '../../port.ts';

export const describeReads = (store: StoreRef): void => {
  describe('reading a stream of five events', () => {
    const streamId = newStreamId();
    const written: EventToAppend[] = Array.from({ length: 5 }, (_, index) =>
      testEvent(index % 2 === 0 ? 'ThingHappened' : 'OtherThingHappened', { index, nested: { list: [1, 'two'] } }),
    );
    const revisionsOf = async (options: Parameters<ReturnType<StoreRef>['readStream']>[1]) =>
      (await store().readStream(streamId, options)).map((event) => event.revision);

    beforeAll(async () => {
      await store().append(streamId, written.slice(0, 2), 'no_stream');
      await store().append(streamId, written.slice(2), 1n);
    });

    it('reads forwards from the start by default, with every field as written', async () => {
      const before = Date.now();
      const events = await store().readStream(streamId);
      expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      events.forEach((event, index) => {
        const source = written[index]!;
        expect(event).toMatchObject({
          id: source.id,
          type: source.type,
          schemaVersion: 1,
          streamId,
          data: source.data,
          metadata: source.metadata,
        });
        expect(event.recordedAt).toBeInstanceOf(Date);
        expect(Math.abs(event.recordedAt.getTime() - before)).toBeLessThan(60_000);
      });
      const positions = events.map((event) => event.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
    });

    it('reads forwards from a revision, at most maxCount events', async () => {
      expect(await revisionsOf({ fromRevision: 2n, maxCount: 2 })).toEqual([2n, 3n]);
    });

    it('reads backwards from the end', async () => {
      expect(await revisionsOf({ direction: 'backwards' })).toEqual([4n, 3n, 2n, 1n, 0n]);
    });

    it('reads backwards from a revision, at most maxCount events', async () => {
      expect(await revisionsOf({ direction: 'backwards', fromRevision: 3n, maxCount: 2 })).toEqual([3n, 2n]);
    });

    it('reads nothing forwards from beyond the end', async () => {
      expect(await revisionsOf({ fromRevision: 5n })).toEqual([]);
    });

    it('reads nothing with maxCount 0', async () => {
      expect(await revisionsOf({ maxCount: 0 })).toEqual([]);
    });
  });

  describe('reading a stream that does not exist', () => {
    it('reads as empty in both directions', async () => {
      const streamId = newStreamId();
      expect(await store().readStream(streamId)).toEqual([]);
      expect(await store().readStream(streamId, { direction: 'backwards', maxCount: 10 })).toEqual([]);
    });
  });
};
