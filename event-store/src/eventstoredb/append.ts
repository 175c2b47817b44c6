import { WrongExpectedVersionError, type EventStoreDBClient } from '@eventstore/db-client';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
} from '../port.ts';
import { toEsdbExpected, toEventData } from './mapping.ts';
import { readStreamEvents } from './read.ts';

const lastRevision = async (client: EventStoreDBClient, streamId: string): Promise<bigint | null> => {
  const [last] = await readStreamEvents(client, streamId, { direction: 'backwards', maxCount: 1 }, undefined);
  return last?.revision ?? null;
};

/**
 * Where the given ids already are in the stream: 'none', the original append's result when they
 * are all there in order at consecutive revisions, or the first id found when only some are.
 */
const findOriginal = async (
  client: EventStoreDBClient,
  streamId: string,
  ids: readonly string[],
): Promise<'none' | AppendResult | DuplicateEventIdError> => {
  const stream = await readStreamEvents(client, streamId, {}, undefined);
  const start = stream.findIndex((event) => event.id === ids[0]);
  const matches = start >= 0 && ids.every((id, offset) => stream[start + offset]?.id === id);
  const last = stream[start + ids.length - 1];
  if (matches && last) return { nextRevision: last.revision, position: last.position, idempotent: true };
  const known = stream.find((event) => ids.includes(event.id));
  return known ? new DuplicateEventIdError(known.id) : 'none';
};

/**
 * EventStoreDB is idempotent on event ids itself, but its answer does not say whether it wrote;
 * the stream's revision read just before tells: a fresh write always ends past it. When it
 * refuses (wrong expected version, also its answer to a partly known batch) the stream is read to
 * tell a retry of an earlier append from a real conflict. Limits: ids are only unique per stream,
 * and with 'any' it only recognises ids still in its recent-id cache.
 */
export const appendToEventStoreDb = async (
  client: EventStoreDBClient,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): Promise<AppendResult> => {
  const expectedRevision = toEsdbExpected(expected);
  const ids = events.map((event) => event.id);
  const before = await lastRevision(client, streamId);
  try {
    const result = await client.appendToStream(streamId, events.map(toEventData), { expectedRevision });
    if (before !== null && result.nextExpectedRevision <= before) {
      const original = await findOriginal(client, streamId, ids);
      if (original instanceof DuplicateEventIdError) throw original;
      if (original !== 'none') return original;
    }
    const position = result.position?.commit;
    if (position === undefined) throw new Error(`EventStoreDB returned no position for the append to ${streamId}`);
    return { nextRevision: result.nextExpectedRevision, position, idempotent: false };
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const original = await findOriginal(client, streamId, ids);
    if (original === 'none') throw new WrongExpectedRevisionError(streamId, expected, error.actualVersion);
    if (original instanceof DuplicateEventIdError) throw original;
    return original;
  }
};
