import type { EventStore, RecordedEvent } from '@regimen/event-store';

const PAGE = 2_000;

/** One page: the user's events in it, and where the next page starts (null: this was the last). */
interface Page {
  readonly events: RecordedEvent[];
  readonly next: RecordedEvent | null;
}

const pageReader = (store: EventStore, userId: string, types: readonly string[] | undefined): ((after: RecordedEvent | null) => Promise<Page>) => {
  const endOf = (raw: readonly RecordedEvent[]): RecordedEvent | null => (raw.length === PAGE ? raw.at(-1)! : null);
  const { readUserEvents } = store;
  if (readUserEvents) {
    return async (after) => {
      const events = await readUserEvents.call(store, userId, { afterPosition: after?.position ?? 0n, maxCount: PAGE, ...(types && { types: [...types] }) });
      return { events, next: endOf(events) };
    };
  }
  // No index by user in this adapter: the whole log, filtered here.
  return async (after) => {
    const raw = await store.readAll({ ...(after && { after: after.checkpoint }), maxCount: PAGE });
    const events = raw.filter((event) => event.metadata['userId'] === userId && (types === undefined || types.includes(event.type)));
    return { events, next: endOf(raw) };
  };
};

/**
 * The user's events in order (only `types` when given), a page at a time. The next page is read
 * while the caller writes this one out, so a long history costs the slower of the two, not both.
 */
export async function* userEventPages(store: EventStore, userId: string, types?: readonly string[]): AsyncGenerator<RecordedEvent[]> {
  const read = pageReader(store, userId, types);
  let reading: Promise<Page> | null = read(null);
  try {
    while (reading) {
      const page: Page = await reading;
      reading = page.next ? read(page.next) : null;
      // A caller that stops early (a cancelled download) never awaits it: no unhandled rejection.
      reading?.catch(() => undefined);
      if (page.events.length > 0) yield page.events;
    }
  } finally {
    await reading?.catch(() => undefined);
  }
}
