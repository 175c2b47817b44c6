import type { EventStore, RecordedEvent } from '@regimen/event-store';
import type { DatabasePool } from 'slonik';
import { csvHeader, prescriptionCsv, supplementCsv, takeCsv } from './csv.ts';
import { prescriptionsOf, readUser, supplementsOf, takesOf } from './export-rows.ts';
import { doseAdministration, entry, patientResource, prescriptionStatement, supplementStatement } from './fhir.ts';

const EVENT_PAGE = 2_000;

/** The user's events in order, a page at a time; through readAll where the adapter has no index by user. */
async function* eventsOf(store: EventStore, userId: string): AsyncGenerator<RecordedEvent> {
  if (store.readUserEvents) {
    let afterPosition = 0n;
    for (;;) {
      const page = await store.readUserEvents(userId, { afterPosition, maxCount: EVENT_PAGE });
      yield* page;
      const last = page.at(-1);
      if (!last || page.length < EVENT_PAGE) return;
      afterPosition = last.position;
    }
  }
  let after: RecordedEvent['checkpoint'] | undefined;
  for (;;) {
    const page = await store.readAll({ ...(after && { after }), maxCount: EVENT_PAGE });
    for (const event of page) if (event.metadata['userId'] === userId) yield event;
    const last = page.at(-1);
    if (!last || page.length < EVENT_PAGE) return;
    after = last.checkpoint;
  }
}

const exportedEvent = (event: RecordedEvent) => ({
  position: event.position.toString(),
  streamId: event.streamId,
  revision: event.revision.toString(),
  type: event.type,
  schemaVersion: event.schemaVersion,
  occurredAt: event.metadata['occurredAt'] ?? event.recordedAt.toISOString(),
  data: event.data,
});

/** Writes of about this size: one write per item would cost more than the items themselves. */
const CHUNK = 64_000;

/** Comma-separated JSON values of a sequence, written as they come, a chunk at a time. */
async function* jsonList<T>(items: AsyncIterable<T>, map: (item: T) => unknown): AsyncGenerator<string> {
  let chunk = '';
  let first = true;
  for await (const item of items) {
    chunk += `${first ? '' : ','}\n${JSON.stringify(map(item))}`;
    first = false;
    if (chunk.length > CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export interface ExportSource {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly userId: string;
  readonly now: Date;
}

/** Everything the user recorded as their events in order, then the current state. */
export async function* jsonExport({ pool, store, userId, now }: ExportSource): AsyncGenerator<string> {
  yield `{"format":"regimen-export","version":1,"exportedAt":${JSON.stringify(now.toISOString())}`;
  yield `,"user":${JSON.stringify(await readUser(pool, userId))}`;
  yield ',"events":[';
  yield* jsonList(eventsOf(store, userId), exportedEvent);
  yield '],"state":{"supplements":[';
  yield* jsonList(supplementsOf(pool, userId), (s) => s);
  yield '],"prescriptions":[';
  yield* jsonList(prescriptionsOf(pool, userId), (p) => p);
  yield '],"doses":[';
  yield* jsonList(takesOf(pool, userId), (t) => t);
  yield ']}}\n';
}

export async function* csvExport({ pool, userId, now }: ExportSource): AsyncGenerator<string> {
  yield csvHeader();
  for await (const supplement of supplementsOf(pool, userId)) yield supplementCsv(supplement);
  for await (const prescription of prescriptionsOf(pool, userId)) yield prescriptionCsv(prescription);
  // Doses in chunks: one write per row would cost more than the rows themselves.
  let chunk = '';
  for await (const take of takesOf(pool, userId)) {
    chunk += takeCsv(take, now);
    if (chunk.length > CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export async function* fhirExport({ pool, userId, now }: ExportSource): AsyncGenerator<string> {
  const user = await readUser(pool, userId);
  yield `{"resourceType":"Bundle","type":"collection","timestamp":${JSON.stringify(now.toISOString())},"entry":[`;
  let first = true;
  const item = (resource: Parameters<typeof entry>[0]): string => {
    const text = `${first ? '' : ','}\n${JSON.stringify(entry(resource))}`;
    first = false;
    return text;
  };
  if (user) yield item(patientResource(user));
  for await (const supplement of supplementsOf(pool, userId)) yield item(supplementStatement(supplement));
  for await (const prescription of prescriptionsOf(pool, userId)) yield item(prescriptionStatement(prescription));
  let chunk = '';
  for await (const take of takesOf(pool, userId)) {
    chunk += item(doseAdministration(take, now));
    if (chunk.length > CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
  yield ']}\n';
}
