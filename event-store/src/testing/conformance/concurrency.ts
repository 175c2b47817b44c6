import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type AppendResult } from '../../port.ts';
import { newStreamId, testEvent, type StoreRef } from './context.ts';

const WRITERS = 8;

export const describeConcurrency = (store: StoreRef): void => {
  const race = (streamId: string, expected: 'no_stream' | 'any' | bigint) =>
    Promise.allSettled(Array.from({ length: WRITERS }, () => store().append(streamId, [testEvent()], expected)));

  const winners = (results: PromiseSettledResult<AppendResult>[]) =>
    results.filter((result): result is PromiseFulfilledResult<AppendResult> => result.status === 'fulfilled');

  const conflicts = (results: PromiseSettledResult<AppendResult>[]) =>
    results.filter((result) => result.status === 'rejected').map((result) => (result).reason);

  describe('concurrent appends to one stream', () => {
    it('with the same exact revision: exactly one wins per revision, the rest conflict', async () => {
      const streamId = newStreamId();
      await store().append(streamId, [testEvent()], 'no_stream');
      for (let revision = 0n; revision < 5n; revision += 1n) {
        const results = await race(streamId, revision);
        expect(winners(results).map((result) => result.value.nextRevision)).toEqual([revision + 1n]);
        const errors = conflicts(results);
        expect(errors).toHaveLength(WRITERS - 1);
        for (const error of errors) {
          expect(error).toBeInstanceOf(WrongExpectedRevisionError);
          expect(error).toMatchObject({ actual: revision + 1n });
        }
      }
      const stream = await store().readStream(streamId);
      expect(stream.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
    });

    it('creating with no_stream: one creates it, the others conflict', async () => {
      const streamId = newStreamId();
      const results = await race(streamId, 'no_stream');
      expect(winners(results)).toHaveLength(1);
      for (const error of conflicts(results)) {
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ actual: 0n });
      }
      expect(await store().readStream(streamId)).toHaveLength(1);
    });

    it('with any: all land, at distinct consecutive revisions', async () => {
      const streamId = newStreamId();
      const results = await race(streamId, 'any');
      const revisions = winners(results).map((result) => result.value.nextRevision);
      expect(revisions.sort((a, b) => (a < b ? -1 : 1))).toEqual(Array.from({ length: WRITERS }, (_, i) => BigInt(i)));
      expect(await store().readStream(streamId)).toHaveLength(WRITERS);
    });
  });
};
