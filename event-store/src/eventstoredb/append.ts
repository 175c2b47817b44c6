import { WrongExpectedVersionError } from '@eventstore/db-client';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
} from '../port.ts';
import type { EsdbClient } from './client.ts';
import { toEsdbExpected, toEventData } from './mapping.ts';
import { readStreamEvents } from './read.ts';

/** How far back the pre-append read looks for ids of an earlier append of the same events. */
const TAIL = 100;

/**
 * Where the ids already are in `stream` (in revision order): 'none'; the original append's result
 * when all are there in order at consecutive revisions; or an error naming one when only some are.
 */
const matchOriginal = (
  stream: readonly RecordedEvent[],
  ids: readonly string[],
): 'none' | AppendResult | DuplicateEventIdError => {
  const start = stream.findIndex((event) => event.id === ids[0]);
  const last = stream[start + ids.length - 1];
  if (start >= 0 && last && ids.every((id, offset) => stream[start + offset]?.id === id)) {
    return { nextRevision: last.revision, position: last.position, idempotent: true };
  }
  const known = stream.find((event) => ids.includes(event.id));
  return known ? new DuplicateEventIdError(known.id) : 'none';
};

const settle = (match: AppendResult | DuplicateEventIdError): AppendResult => {
  if (match instanceof DuplicateEventIdError) throw match;
  return match;
};

/**
 * EventStoreDB is idempotent on event ids only in some cases (an expected revision before the
 * stream's end, or 'any' with the ids in its recent-id cache) and its answer does not say whether
 * it wrote. So the adapter reads the stream's tail first (the one extra round trip): ids found
 * there are answered without writing, and the tail's last revision tells a write (which always
 * ends past it) from the server's own idempotent answer. A refusal is checked against the whole
 * stream to tell a retry of an older append from a real conflict. Not covered: ids that are
 * older than the tail and not recognised by the server, and ids used in another stream.
 */
export const appendToEventStoreDb = async (
  client: EsdbClient,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): Promise<AppendResult> => {
  const expectedRevision = toEsdbExpected(expected);
  const ids = events.map((event) => event.id);
  const tail = await readStreamEvents(
    client,
    streamId,
    { direction: 'backwards', maxCount: Math.max(TAIL, ids.length) },
    undefined,
  );
  const before = tail[0]?.revision ?? null;
  const known = matchOriginal(tail.reverse(), ids);
  if (known !== 'none') return settle(known);
  try {
    const result = await client.appendToStream(streamId, events.map(toEventData), { expectedRevision });
    if (before !== null && result.nextExpectedRevision <= before) {
      const original = matchOriginal(await readStreamEvents(client, streamId, {}, undefined), ids);
      if (original !== 'none') return settle(original);
    }
    const position = result.position?.commit;
    if (position === undefined) throw new Error(`EventStoreDB returned no position for the append to ${streamId}`);
    return { nextRevision: result.nextExpectedRevision, position, idempotent: false };
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const original = matchOriginal(await readStreamEvents(client, streamId, {}, undefined), ids);
    if (original === 'none') throw new WrongExpectedRevisionError(streamId, expected, error.actualVersion);
    return settle(original);
  }
};
