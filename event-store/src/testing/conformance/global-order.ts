import { describe, expect, it } from 'vitest';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '../../port.ts';
import { eventually, newStreamId, testEvent, type StoreRef } from './context.ts';

export const describeGlobalOrder = (store: StoreRef): void => {
  /** Pages through readAll after `from` until every wanted id was read; returns only those events. */
  const readUntilAll = async (from: Checkpoint, ids: readonly string[], pageSize: number) => {
    const wanted = new Set(ids);
    const seen: RecordedEvent[] = [];
    let after = from;
    await eventually(async () => {
      for (;;) {
        const page = await store().readAll({ after, maxCount: pageSize });
        expect(page.length).toBeLessThanOrEqual(pageSize);
        for (const event of page) {
          expect(compareCheckpoints(event.checkpoint, after)).toBe(1);
          after = event.checkpoint;
          if (wanted.has(event.id)) seen.push(event);
        }
        if (page.length < pageSize) break;
      }
      expect(seen.length).toBeGreaterThanOrEqual(ids.length);
    });
    return seen;
  };

  describe('the global order', () => {
    it('pages through readAll after a checkpoint, each event exactly once, in append order', async () => {
      const start = (await store().head()).checkpoint;
      const streams = [newStreamId(), newStreamId(), newStreamId()];
      const appended: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const streamId of streams) {
          const events = round === 1 ? [testEvent(), testEvent()] : [testEvent()];
          await store().append(streamId, events, 'any');
          appended.push(...events.map((event) => event.id));
        }
      }
      const seen = await readUntilAll(start, appended, 2);
      expect(seen.map((event) => event.id)).toEqual(appended);
    });

    it('reads strictly after the given checkpoint', async () => {
      const streamId = newStreamId();
      const events = [testEvent(), testEvent(), testEvent()];
      await store().append(streamId, events, 'no_stream');
      const [first] = await store().readStream(streamId);
      const after = await eventually(async () => {
        const page = await store().readAll({ after: first!.checkpoint, maxCount: 2 });
        expect(page.map((event) => event.id)).toEqual([events[1]!.id, events[2]!.id]);
        return page;
      });
      expect(after.every((event) => event.streamId === streamId)).toBe(true);
    });

    it('head is the checkpoint of the newest event', async () => {
      const streamId = newStreamId();
      await store().append(streamId, [testEvent(), testEvent()], 'no_stream');
      const [, last] = await store().readStream(streamId);
      await eventually(async () => {
        const head = await store().head();
        expect(head.checkpoint).toEqual(last!.checkpoint);
        expect(head.recordedAt?.getTime()).toBe(last!.recordedAt.getTime());
      });
    });

    it("checkpointOf an append's position is the checkpoint of its last event", async () => {
      const streamId = newStreamId();
      const result = await store().append(streamId, [testEvent(), testEvent()], 'no_stream');
      const [, last] = await store().readStream(streamId);
      expect(await store().checkpointOf(result.position)).toEqual(last!.checkpoint);
    });

    it('checkpointOf a position nothing was written at is null', async () => {
      await store().append(newStreamId(), [testEvent()], 'no_stream');
      const head = await eventually(async () => {
        const current = await store().head();
        expect(current.recordedAt).not.toBeNull();
        return current;
      });
      expect(await store().checkpointOf(head.checkpoint.position + 1_000_000_000n)).toBeNull();
    });
  });
};
