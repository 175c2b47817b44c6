import {
  compareCheckpoints,
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Head,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from '@regimen/event-store';
import { browseInMemory } from '@regimen/event-store/browse/in-memory-browse';

export interface InMemoryEventStore extends EventStore {
  /** Test hook: the time stamped on the next appends. */
  setClock(now: () => Date): void;
}

/**
 * A small EventStore for the projection tests: every append is one "transaction" (tx = append
 * number), positions count from 1. Not a conformance-tested adapter; enough for the port's
 * readAll / subscribeToAll / head / checkpointOf contract as projections use it.
 */
export const createInMemoryEventStore = (): InMemoryEventStore => {
  const events: RecordedEvent[] = [];
  let tx = 0n;
  let now = (): Date => new Date();
  const waiters = new Set<() => void>();

  const wake = (): void => {
    for (const waiter of [...waiters]) waiter();
  };

  // Events are kept in global order, so the first one after a checkpoint is a binary search away.
  const after = (from: Checkpoint | undefined, maxCount: number | undefined): RecordedEvent[] => {
    const start = from ?? START;
    let low = 0;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCheckpoints(events[middle]!.checkpoint, start) > 0) high = middle;
      else low = middle + 1;
    }
    return events.slice(low, maxCount === undefined ? undefined : low + maxCount);
  };

  const streams = new Map<string, RecordedEvent[]>();

  const append = async (streamId: string, toAppend: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> => {
    const stream = streams.get(streamId) ?? [];
    const current = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    const existing = stream.filter((event) => toAppend.some((candidate) => candidate.id === event.id));
    if (existing.length === toAppend.length && existing.length > 0) {
      const last = existing.at(-1)!;
      return { nextRevision: BigInt(stream.length - 1), position: last.position, idempotent: true };
    }
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      (typeof expected === 'bigint' && current === expected);
    if (!ok) throw new WrongExpectedRevisionError(streamId, expected, current);
    tx += 1n;
    let revision = BigInt(stream.length);
    for (const event of toAppend) {
      const position = BigInt(events.length + 1);
      const recorded: RecordedEvent = {
        id: event.id,
        type: event.type,
        schemaVersion: event.schemaVersion,
        streamId,
        revision,
        position,
        checkpoint: { tx, position },
        data: structuredClone(event.data),
        metadata: structuredClone(event.metadata),
        recordedAt: now(),
      };
      events.push(recorded);
      stream.push(recorded);
      revision += 1n;
    }
    streams.set(streamId, stream);
    wake();
    return { nextRevision: revision - 1n, position: events.at(-1)!.position, idempotent: false };
  };

  const readStream = async (streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
    let stream = [...(streams.get(streamId) ?? [])];
    if (options.direction === 'backwards') {
      stream = stream.reverse();
      if (options.fromRevision !== undefined) stream = stream.filter((event) => event.revision <= options.fromRevision!);
    } else if (options.fromRevision !== undefined) {
      stream = stream.filter((event) => event.revision >= options.fromRevision!);
    }
    return options.maxCount === undefined ? stream : stream.slice(0, options.maxCount);
  };

  const readAll = async (options: ReadAllOptions = {}): Promise<RecordedEvent[]> => after(options.after, options.maxCount);

  async function* subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<RecordedEvent[]> {
    let checkpoint = options.after ?? START;
    const batchSize = options.batchSize ?? 500;
    while (!options.signal?.aborted) {
      const batch = after(checkpoint, batchSize);
      if (batch.length > 0) {
        checkpoint = batch.at(-1)!.checkpoint;
        yield batch;
        continue;
      }
      await new Promise<void>((resolve) => {
        const done = (): void => {
          waiters.delete(done);
          options.signal?.removeEventListener('abort', done);
          resolve();
        };
        waiters.add(done);
        options.signal?.addEventListener('abort', done, { once: true });
      });
    }
  }

  const head = async (): Promise<Head> => {
    const last = events.at(-1);
    return last ? { checkpoint: last.checkpoint, recordedAt: last.recordedAt } : { checkpoint: START, recordedAt: null };
  };

  const checkpointOf = async (position: bigint): Promise<Checkpoint | null> =>
    events[Number(position) - 1]?.checkpoint ?? null;

  return {
    name: 'postgres',
    append,
    readStream,
    readAll,
    subscribeToAll,
    head,
    checkpointOf,
    browse: (options) => browseInMemory(events, options),
    close: async () => {
      wake();
    },
    setClock: (clock) => {
      now = clock;
    },
  };
};
