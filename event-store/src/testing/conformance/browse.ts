import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newStreamId, testEvent, type StoreRef } from './context.ts';
import type { EventToAppend } from '../../port.ts';

const about = (userId: string, correlationId: string, type: string, index: number): EventToAppend => {
  const event = testEvent(type, { index });
  return { ...event, metadata: { ...event.metadata, userId, correlationId } };
};

export const describeBrowse = (store: StoreRef): void => {
  describe('browsing the audit view of seven events about one user', () => {
    const userId = randomUUID();
    const correlationId = randomUUID();
    const elsewhere = randomUUID();
    const streamA = newStreamId();
    const streamB = newStreamId();

    beforeAll(async () => {
      // Two streams, three appends; the last append shares one request's correlation id.
      await store().append(streamA, [0, 1, 2].map((i) => about(userId, randomUUID(), i % 2 ? 'Other' : 'Thing', i)), 'no_stream');
      await store().append(streamB, [3, 4].map((i) => about(userId, randomUUID(), 'Thing', i)), 'no_stream');
      await store().append(streamA, [5, 6].map((i) => about(userId, correlationId, 'Thing', i)), 2n);
      await store().append(newStreamId(), [about(elsewhere, correlationId + 'x', 'Thing', 99)], 'no_stream');
    });

    const indexes = (events: { data: unknown }[]) => events.map((event) => (event.data as { index: number }).index);

    it('lists the user\'s events newest first, a page at a time, without repeats or gaps', async () => {
      const seen: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await store().browse({ filter: { userId }, limit: 3, ...(cursor === undefined ? {} : { cursor }) });
        expect(page.events.length).toBeLessThanOrEqual(3);
        seen.push(...indexes(page.events));
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor !== undefined && pages < 10);
      expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
      expect(pages).toBe(3);
    });

    it('filters by event type and by correlation id', async () => {
      expect(indexes((await store().browse({ filter: { userId, types: ['Other'] }, limit: 10 })).events)).toEqual([1]);
      const both = await store().browse({ filter: { userId, types: ['Thing', 'Other'] }, limit: 4 });
      expect(indexes(both.events)).toEqual([6, 5, 4, 3]);
      const rest = await store().browse({ filter: { userId, types: ['Other', 'Thing'] }, limit: 4, cursor: both.nextCursor! });
      expect(indexes(rest.events)).toEqual([2, 1, 0]);
      expect(rest.nextCursor).toBeNull();
      const request = await store().browse({ filter: { correlationId }, limit: 10 });
      expect(indexes(request.events)).toEqual([6, 5]);
      expect(request.nextCursor).toBeNull();
      expect(request.events.every((event) => event.streamId === streamA)).toBe(true);
    });

    it('filters by time range: nothing before the window, nothing at or after its end', async () => {
      const all = (await store().browse({ filter: { userId }, limit: 10 })).events;
      const newest = all[0]!.recordedAt;
      expect((await store().browse({ filter: { userId, from: new Date(newest.getTime() + 60_000) }, limit: 10 })).events).toEqual([]);
      expect((await store().browse({ filter: { userId, to: new Date(all.at(-1)!.recordedAt.getTime()) }, limit: 10 })).events).toEqual([]);
      const window = await store().browse({ filter: { userId, from: new Date(newest.getTime() - 60_000), to: new Date(newest.getTime() + 60_000) }, limit: 10 });
      expect(indexes(window.events)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    });

    it('reads an unfiltered newest page that holds the latest append first', async () => {
      const page = await store().browse({ limit: 1 });
      expect(page.events).toHaveLength(1);
      expect(page.nextCursor).not.toBeNull();
    });
  });
};
