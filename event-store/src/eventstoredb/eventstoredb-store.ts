import { EventStoreDBClient } from '@eventstore/db-client';
import { prepareAppend } from '../append-input.ts';
import { START, type EventStore, type EventUpcaster } from '../port.ts';
import { appendToEventStoreDb } from './append.ts';
import type { EsdbClient } from './client.ts';
import { browseBackwards } from '../browse/in-memory-browse.ts';
import { checkpointOfCommit, readAllAfter, readAllBackwardsPages, readHead, readStreamEvents } from './read.ts';
import { subscribeToEventStoreDb } from './subscribe.ts';

export interface EventStoreDbOptions {
  /** e.g. `esdb://localhost:2113?tls=false`; ignored when `client` is given. */
  readonly connectionString?: string;
  /** A client the caller owns (close() leaves it open). */
  readonly client?: EsdbClient;
  readonly upcast?: EventUpcaster;
}

const connect = (options: EventStoreDbOptions): { client: EsdbClient; dispose(): Promise<void> } => {
  if (options.client) return { client: options.client, dispose: async () => undefined };
  if (!options.connectionString) throw new Error('The EventStoreDB adapter needs a connection string');
  const owned = EventStoreDBClient.connectionString(options.connectionString);
  return { client: owned, dispose: () => owned.dispose() };
};

/**
 * The EventStoreDB / KurrentDB adapter. Positions are $all commit positions; a checkpoint is
 * (commit, prepare). Event ids are unique per stream only (the database does not index them globally).
 */
export const createEventStoreDbStore = (options: EventStoreDbOptions): EventStore => {
  const { upcast } = options;
  const { client, dispose } = connect(options);
  const closing = new AbortController();
  return {
    name: 'eventstoredb',
    append: async (streamId, events, expected) =>
      appendToEventStoreDb(client, streamId, prepareAppend(events, upcast), expected),
    readStream: (streamId, readOptions = {}) => readStreamEvents(client, streamId, readOptions, upcast),
    readAll: ({ after = START, maxCount } = {}) => readAllAfter(client, after, maxCount, upcast),
    subscribeToAll: (subscribeOptions = {}) =>
      subscribeToEventStoreDb(client, subscribeOptions, upcast, closing.signal),
    // No secondary indexes to ask: filtered pages walk $all backwards (fine for audit use, not for millions).
    browse: (browseOptions) => browseBackwards((before) => readAllBackwardsPages(client, before, upcast), browseOptions),
    head: () => readHead(client),
    checkpointOf: (position) => checkpointOfCommit(client, position),
    async close() {
      closing.abort();
      await dispose();
    },
  };
};
