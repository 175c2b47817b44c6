import { checkpointFromString, checkpointToString, compareCheckpoints, type BrowseOptions, type BrowsePage, type EventFilter, type RecordedEvent } from '../port.ts';

const matchesFilter = (event: RecordedEvent, filter: EventFilter = {}): boolean =>
  (filter.types === undefined || filter.types.includes(event.type)) &&
  (filter.userId === undefined || event.metadata.userId === filter.userId) &&
  (filter.correlationId === undefined || event.metadata.correlationId === filter.correlationId) &&
  (filter.from === undefined || event.recordedAt.getTime() >= filter.from.getTime()) &&
  (filter.to === undefined || event.recordedAt.getTime() < filter.to.getTime());

/**
 * Browse for adapters without an index to ask: walk the global order backwards (`olderPages`
 * yields pages newest first, each starting below the checkpoint given) and keep what matches.
 * The cursor is the checkpoint of the last event returned, so a page never repeats one.
 */
export const browseBackwards = async (
  olderPages: (before: string | undefined) => AsyncIterable<RecordedEvent[]>,
  { filter, cursor, limit }: BrowseOptions,
): Promise<BrowsePage> => {
  const below = cursor === undefined ? undefined : checkpointFromString(cursor);
  const events: RecordedEvent[] = [];
  for await (const page of olderPages(cursor)) {
    for (const event of page) {
      if (below && compareCheckpoints(event.checkpoint, below) >= 0) continue;
      // Recorded before the window opens: nothing older can match either.
      if (filter?.from && event.recordedAt.getTime() < filter.from.getTime()) return { events, nextCursor: null };
      if (!matchesFilter(event, filter)) continue;
      if (events.length === limit) return { events, nextCursor: checkpointToString(events.at(-1)!.checkpoint) };
      events.push(event);
    }
  }
  return { events, nextCursor: null };
};

/** Browse over events held in memory (test stores), oldest first in `all`. */
export const browseInMemory = (all: readonly RecordedEvent[], options: BrowseOptions): Promise<BrowsePage> =>
  browseBackwards(async function* () {
    yield [...all].sort((a, b) => compareCheckpoints(b.checkpoint, a.checkpoint));
  }, options);
