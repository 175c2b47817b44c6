import { PassThrough } from 'node:stream';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventData,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EsdbClient, EsdbSubscription, PositionedEvent } from './client.ts';

const compare = (a: Position, b: Position): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1;

/**
 * An in-memory stand-in for EventStoreDB, written from its documented behaviour: all events of
 * one append share the commit position of the first, $all reads include their start position,
 * subscriptions start after theirs, event ids are idempotent per stream (expected revision
 * before the stream's end, or 'any' with the first id known), a partly known batch is a wrong
 * expected version, and system events interleave with user events. It lets the adapter's logic run
 * the conformance suite without a server; it proves nothing about the real server.
 */
export const createFakeEventStoreDb = (): EsdbClient => {
  const log: PositionedEvent[] = [];
  const subscribers = new Set<{ stream: PassThrough }>();
  let nextPosition = 100n;

  const stream = (name: string) => log.filter((event) => event.streamId === name);
  const publish = (event: PositionedEvent) => {
    log.push(event);
    for (const subscriber of subscribers) subscriber.stream.write({ event });
  };
  const write = (name: string, events: readonly EventData[], first: bigint): Position => {
    const commit = nextPosition;
    events.forEach((event, index) => {
      publish({
        streamId: name,
        id: event.id,
        type: event.type,
        revision: first + BigInt(index),
        created: new Date(),
        isJson: true,
        data: event.data,
        metadata: event.metadata,
        position: { commit, prepare: nextPosition },
      });
      nextPosition += 10n;
    });
    const prepare = nextPosition;
    publish({
      streamId: '$stats',
      id: crypto.randomUUID(),
      type: '$statsCollected',
      revision: 0n,
      created: new Date(),
      isJson: true,
      data: {},
      metadata: {},
      position: { commit: prepare, prepare },
    });
    nextPosition += 10n;
    return { commit, prepare: commit };
  };

  const appendToStream = async (
    name: string,
    events: EventData[],
    options: { expectedRevision?: AppendExpectedRevision },
  ) => {
    const existing = stream(name);
    const current = existing.length === 0 ? 'no_stream' : BigInt(existing.length - 1);
    const expected = options.expectedRevision ?? 'any';
    const wrong = () => new WrongExpectedVersionError(undefined, { streamName: name, expected, current });
    const startAt =
      expected === 'no_stream'
        ? 0
        : typeof expected === 'bigint'
          ? Number(expected) + 1
          : existing.findIndex((e) => e.id === events[0]?.id);
    const known = startAt >= 0 ? events.filter((event, index) => existing[startAt + index]?.id === event.id).length : 0;
    if (known === events.length) {
      const last = existing[startAt + events.length - 1]!;
      return { success: true, nextExpectedRevision: last.revision, position: last.position };
    }
    if (known > 0) throw wrong();
    const ok = expected === 'any' || (expected === 'stream_exists' ? current !== 'no_stream' : expected === current);
    if (!ok) throw wrong();
    const first = BigInt(existing.length);
    const position = write(name, events, first);
    return { success: true, nextExpectedRevision: first + BigInt(events.length - 1), position };
  };

  async function* readStream(name: string, options: ReadStreamOptions) {
    const events = stream(name);
    if (events.length === 0) throw new StreamNotFoundError(undefined, name);
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision;
    const selected = (backwards ? [...events].reverse() : events).filter((event) =>
      typeof from !== 'bigint' ? true : backwards ? event.revision <= from : event.revision >= from,
    );
    yield* selected.slice(0, Number(options.maxCount ?? selected.length)).map((event) => ({ event }));
  }

  async function* readAll(options: ReadAllOptions) {
    const backwards = options.direction === 'backwards';
    const from = options.fromPosition;
    const selected = (backwards ? [...log].reverse() : log).filter((event) =>
      typeof from !== 'object'
        ? true
        : backwards
          ? compare(event.position, from) <= 0
          : compare(event.position, from) >= 0,
    );
    yield* selected.slice(0, Number(options.maxCount ?? selected.length)).map((event) => ({ event }));
  }

  const subscribeToAll = (options: SubscribeToAllOptions): EsdbSubscription => {
    const subscriber = { stream: new PassThrough({ objectMode: true }) };
    const after = options.fromPosition ?? 'start';
    for (const event of log)
      if (after === 'start' || (after !== 'end' && compare(event.position, after) > 0))
        subscriber.stream.write({ event });
    subscribers.add(subscriber);
    return Object.assign(subscriber.stream, {
      unsubscribe: async () => {
        subscribers.delete(subscriber);
        subscriber.stream.end();
      },
    });
  };

  return { appendToStream, readStream, readAll, subscribeToAll };
};
