import {
  BACKWARDS,
  END,
  FORWARDS,
  START as ESDB_START,
  StreamNotFoundError,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  checkpointFromString,
  compareCheckpoints,
  START,
  type Checkpoint,
  type EventUpcaster,
  type Head,
  type ReadStreamOptions,
  type RecordedEvent,
} from '../port.ts';
import type { EsdbClient } from './client.ts';
import { isSystemEvent, toCheckpoint, toPosition, toRecordedEvent } from './mapping.ts';

const PAGE = 500;

export const isStart = (checkpoint: Checkpoint): boolean => compareCheckpoints(checkpoint, START) === 0;

export const readStreamEvents = async (
  client: EsdbClient,
  streamId: string,
  { direction = 'forwards', fromRevision, maxCount }: ReadStreamOptions,
  upcast: EventUpcaster | undefined,
): Promise<RecordedEvent[]> => {
  if (maxCount === 0) return [];
  const backwards = direction === 'backwards';
  const events: RecordedEvent[] = [];
  try {
    const read = client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: fromRevision ?? (backwards ? END : ESDB_START),
      ...(maxCount === undefined ? {} : { maxCount }),
    });
    for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event, upcast));
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return events;
};

const readAllPage = async (client: EsdbClient, fromPosition: ReadPosition, backwards: boolean, maxCount = PAGE) => {
  const page = [];
  for await (const resolved of client.readAll({
    fromPosition,
    maxCount,
    direction: backwards ? BACKWARDS : FORWARDS,
  })) {
    if (resolved.event) page.push(resolved.event);
  }
  return page;
};

/** $all read forwards from the checkpoint (ESDB includes the start position: it is skipped), system events left out. */
export const readAllAfter = async (
  client: EsdbClient,
  after: Checkpoint,
  maxCount: number | undefined,
  upcast: EventUpcaster | undefined,
): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  if (maxCount === 0) return events;
  let cursor = after;
  for (;;) {
    const page = await readAllPage(client, isStart(cursor) ? ESDB_START : toPosition(cursor), false);
    for (const event of page) {
      const checkpoint = toCheckpoint(event.position);
      if (compareCheckpoints(checkpoint, cursor) <= 0) continue;
      cursor = checkpoint;
      if (isSystemEvent(event)) continue;
      events.push(toRecordedEvent(event, upcast));
      if (events.length === maxCount) return events;
    }
    if (page.length < PAGE) return events;
  }
};

export const readHead = async (client: EsdbClient): Promise<Head> => {
  let from: ReadPosition = END;
  for (;;) {
    const page = await readAllPage(client, from, true);
    const newest = page.find((event) => !isSystemEvent(event));
    if (newest) return { checkpoint: toCheckpoint(newest.position), recordedAt: newest.created };
    const last = page.at(-1);
    if (!last || page.length < PAGE) return { checkpoint: START, recordedAt: null };
    from = last.position;
  }
};

/** All events of one append share its commit position; the reader must reach the last of them. */
export const checkpointOfCommit = async (client: EsdbClient, commit: bigint): Promise<Checkpoint | null> => {
  const [last] = await readAllPage(client, END, true, 1);
  if (!last || commit > last.position.commit || commit < 0n) return null;
  let found: Checkpoint | null = null;
  for (const event of await readAllPage(client, { commit, prepare: commit }, false, 4 * PAGE)) {
    if (event.position.commit !== commit) break;
    if (!isSystemEvent(event)) found = toCheckpoint(event.position);
  }
  return found;
};

/** $all backwards from the end or from a checkpoint, a page at a time, system events left out. */
export const readAllBackwardsPages = (client: EsdbClient, before: string | undefined, upcast: EventUpcaster | undefined) =>
  (async function* () {
    let from: ReadPosition = before === undefined ? END : toPosition(checkpointFromString(before));
    for (;;) {
      const page = await readAllPage(client, from, true);
      yield page.filter((event) => !isSystemEvent(event)).map((event) => toRecordedEvent(event, upcast));
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      from = last.position;
    }
  })();
