import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError, WrongExpectedRevisionError, type ExpectedRevision } from '../../port.ts';
import { newStreamId, testEvent, testEvents, type StoreRef } from './context.ts';

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
};

export const describeAppends = (store: StoreRef): void => {
  const revisions = async (streamId: string) => (await store().readStream(streamId)).map((event) => event.revision);

  const expectConflict = async (streamId: string, expected: ExpectedRevision, actual: bigint | 'no_stream') => {
    const before = await revisions(streamId);
    const error = await rejection(store().append(streamId, [testEvent()], expected));
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId, expected, actual });
    expect(await revisions(streamId)).toEqual(before);
  };

  describe('append with an expected revision', () => {
    it('no_stream creates the stream at revision 0', async () => {
      const streamId = newStreamId();
      const result = await store().append(streamId, [testEvent()], 'no_stream');
      expect(result).toMatchObject({ nextRevision: 0n, idempotent: false });
      expect(await revisions(streamId)).toEqual([0n]);
    });

    it('no_stream on an existing stream is rejected with the current revision', async () => {
      const streamId = newStreamId();
      await store().append(streamId, testEvents(2), 'no_stream');
      await expectConflict(streamId, 'no_stream', 1n);
    });

    it('stream_exists appends to an existing stream', async () => {
      const streamId = newStreamId();
      await store().append(streamId, [testEvent()], 'no_stream');
      expect(await store().append(streamId, [testEvent()], 'stream_exists')).toMatchObject({ nextRevision: 1n });
    });

    it('stream_exists on a missing stream is rejected as no_stream', async () => {
      await expectConflict(newStreamId(), 'stream_exists', 'no_stream');
    });

    it('an exact revision appends when the stream is at it', async () => {
      const streamId = newStreamId();
      await store().append(streamId, testEvents(2), 'no_stream');
      expect(await store().append(streamId, testEvents(2), 1n)).toMatchObject({ nextRevision: 3n, idempotent: false });
      expect(await revisions(streamId)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('an exact revision the stream has moved past is rejected', async () => {
      const streamId = newStreamId();
      await store().append(streamId, testEvents(3), 'no_stream');
      await expectConflict(streamId, 1n, 2n);
    });

    it('an exact revision on a missing stream is rejected as no_stream', async () => {
      await expectConflict(newStreamId(), 0n, 'no_stream');
    });

    it('any appends to a missing stream and to an existing one', async () => {
      const streamId = newStreamId();
      expect(await store().append(streamId, [testEvent()], 'any')).toMatchObject({ nextRevision: 0n });
      expect(await store().append(streamId, testEvents(2), 'any')).toMatchObject({ nextRevision: 2n });
    });

    it('reports the position of the last event it wrote', async () => {
      const streamId = newStreamId();
      const result = await store().append(streamId, testEvents(3), 'no_stream');
      const written = await store().readStream(streamId);
      expect(result.position).toBe(written.at(-1)?.position);
    });

    it('rejects an empty append', async () => {
      await expect(store().append(newStreamId(), [], 'any')).rejects.toThrow(RangeError);
    });
  });

  describe('re-appending event ids that are already in the stream', () => {
    it('writes nothing and returns the original result, whatever revision is expected', async () => {
      const streamId = newStreamId();
      const events = testEvents(2);
      const original = await store().append(streamId, events, 'no_stream');
      for (const expected of ['no_stream', 'any', 'stream_exists', 0n, 1n] as const) {
        const again = await store().append(streamId, events, expected);
        expect(again).toEqual({ nextRevision: 1n, position: original.position, idempotent: true });
      }
      expect(await revisions(streamId)).toEqual([0n, 1n]);
    });

    it('still returns the original result after later appends', async () => {
      const streamId = newStreamId();
      const first = testEvent();
      const original = await store().append(streamId, [first], 'no_stream');
      await store().append(streamId, testEvents(2), 0n);
      expect(await store().append(streamId, [first], 'any')).toEqual({ ...original, idempotent: true });
      expect(await revisions(streamId)).toEqual([0n, 1n, 2n]);
    });

    it('rejects a mix of known and new ids', async () => {
      const streamId = newStreamId();
      const known = testEvent();
      await store().append(streamId, [known], 'no_stream');
      const error = await rejection(store().append(streamId, [known, testEvent()], 'any'));
      expect(error).toBeInstanceOf(DuplicateEventIdError);
      expect(await revisions(streamId)).toEqual([0n]);
    });

    it('rejects the same id twice in one append', async () => {
      const event = testEvent();
      const error = await rejection(store().append(newStreamId(), [event, { ...event }], 'any'));
      expect(error).toBeInstanceOf(DuplicateEventIdError);
    });
  });
};
