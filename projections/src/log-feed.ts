import { compareCheckpoints, type Checkpoint, type EventStore, type RecordedEvent } from '@regimen/event-store';

export interface LogFeedOptions {
  /** Most events per read and per batch handed out. */
  readonly batchSize: number;
  /** Stops the feed's subscription (the runner's signal). */
  readonly signal: AbortSignal;
  /** Most events kept for followers a little behind (default 4 full batches). */
  readonly windowEvents?: number;
  /**
   * Most of the feed's reads kept (default 8): live, a read holds an event or two, and a worker a
   * few reads behind is still at its transaction. Kept longer, every event would live through
   * young-generation collections and be copied to the old one, garbage a major collection pays for.
   */
  readonly windowReads?: number;
}

export interface LogFeed {
  /** The log after `after`, a batch of at most `batchSize` events at a time, until `signal` aborts. */
  follow(after: Checkpoint, signal: AbortSignal): AsyncGenerator<RecordedEvent[], void, undefined>;
}

/**
 * One subscription to the log for all the projection workers of a process. Each worker applied a
 * batch and then read the log again on its own: after every append, a read for the new events, an
 * empty read and the question of whether anything was held (store subscriptions), fourteen times
 * over. The feed reads once for every worker waiting at its head, and keeps the last few batches
 * for workers a little behind. A worker further behind (catching up, or slowed by a large batch)
 * reads on its own until it reaches the window; a worker ahead of the feed (its checkpoint moved
 * by another process's leader) waits for the feed to pass it, or, when the feed is not reading,
 * moves the feed to itself, so a catching-up worker never holds the others back.
 *
 * The feed reads only when a worker asks for events it does not have: it never runs ahead of the
 * fastest worker. The window is a contiguous slice of the global order, so "the events after a
 * checkpoint" are those with a greater checkpoint, found by binary search.
 */
export const createLogFeed = (store: EventStore, options: LogFeedOptions): LogFeed => {
  const { batchSize, signal } = options;
  const windowEvents = options.windowEvents ?? batchSize * 4;
  const windowReads = options.windowReads ?? 8;
  /** The window, oldest first, the size of each read in it, and the checkpoint just before it (null until the feed first reads). */
  let events: RecordedEvent[] = [];
  let reads: number[] = [];
  let start: Checkpoint | null = null;
  let source: AsyncIterator<RecordedEvent[], void> | null = null;
  let pulling: Promise<boolean> | null = null;

  const head = (): Checkpoint | null => events.at(-1)?.checkpoint ?? start;

  /** Index of the first window event after `cursor`; 'behind' when the window starts after it. */
  const locate = (cursor: Checkpoint): number | 'behind' => {
    if (start === null) return 0;
    if (compareCheckpoints(cursor, start) < 0) return 'behind';
    let low = 0;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCheckpoints(events[middle]!.checkpoint, cursor) > 0) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  const restart = (at: Checkpoint): void => {
    void source?.return?.();
    events = [];
    reads = [];
    start = at;
    source = store.subscribeToAll({ after: at, batchSize, signal })[Symbol.asyncIterator]();
  };

  /** The feed's next batch after its head: one read shared by every worker waiting there. True: the log's subscription ended (the store closed). */
  const pull = (cursor: Checkpoint): Promise<boolean> => {
    if (pulling) return pulling;
    const at = head();
    if (!source || at === null || compareCheckpoints(cursor, at) > 0) restart(cursor);
    const reading = source!;
    pulling = (async () => {
      try {
        const next = await reading.next();
        if (reading !== source) return false;
        if (next.done) return true;
        events.push(...next.value);
        reads.push(next.value.length);
        // Whole reads go, oldest first; the newest always stays.
        let excess = 0;
        while (reads.length > 1 && (reads.length > windowReads || events.length - excess > windowEvents)) excess += reads.shift()!;
        if (excess > 0) {
          start = events[excess - 1]!.checkpoint;
          events = events.slice(excess);
        }
        return false;
      } catch (error) {
        if (reading === source) source = null;
        throw error;
      }
    })().finally(() => {
      pulling = null;
    });
    return pulling;
  };

  async function* follow(after: Checkpoint, stop: AbortSignal): AsyncGenerator<RecordedEvent[], void, undefined> {
    let cursor = after;
    // One abort listener for the follower's life, not one per wait (nor a race against a promise
    // the abort settles, which keeps a reaction per wait until then): adding and removing a
    // listener reallocated the long-lived signal's listener table hundreds of times a second,
    // each copy promoted to the old generation and left there as garbage.
    let stopWaiting = (): void => {};
    const stopped = (): void => stopWaiting();
    stop.addEventListener('abort', stopped, { once: true });
    /** The pull's answer (true: the log's subscription ended), or false once the follower stops. */
    const waitFor = (pulled: Promise<boolean>): Promise<boolean> =>
      new Promise((resolve, reject) => {
        stopWaiting = () => resolve(false);
        if (stop.aborted) resolve(false);
        pulled.then(resolve, reject);
      });
    try {
      while (!stop.aborted && !signal.aborted) {
        const found = locate(cursor);
        let batch: RecordedEvent[] = [];
        if (found === 'behind') batch = await store.readAll({ after: cursor, maxCount: batchSize });
        else if (found < events.length) batch = events.slice(found, found + batchSize);
        const last = batch.at(-1);
        if (last) {
          cursor = last.checkpoint;
          yield batch;
          continue;
        }
        if (await waitFor(pull(cursor))) return;
      }
    } finally {
      stop.removeEventListener('abort', stopped);
    }
  }

  return { follow };
};
