import type { EventStore, RecordedEvent } from '@regimen/event-store';
import { assertNever } from '@regimen/domain';
import type { DatabasePool } from 'slonik';
import { conditionCsv, courseCsv, csvHeaders, prescriptionCsv, supplementCsv, takeCsv, type CsvTable } from './csv.ts';
import { conditionsOf, coursesOf, prescriptionsOf, readUser, supplementsOf, takesOf, type ExportTake } from './export-rows.ts';
import { conditionResource, courseStatement, doseAdministration, entry, patientResource, prescriptionStatement, supplementStatement } from './fhir.ts';
import { missedDosesOf } from './missed-doses.ts';
import { userEventPages } from './user-events.ts';

/** The user's events in order. */
async function* eventsOf(store: EventStore, userId: string): AsyncGenerator<RecordedEvent> {
  for await (const page of userEventPages(store, userId)) yield* page;
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

/** Strings of a sequence joined into writes of about CHUNK characters. */
async function* chunked<T>(items: AsyncIterable<T>, map: (item: T) => string): AsyncGenerator<string> {
  let chunk = '';
  for await (const item of items) {
    chunk += map(item);
    if (chunk.length > CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

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
  /** Which CSV file (the CSV export is a file per kind of record). */
  readonly table?: CsvTable;
}

/**
 * Every dose: the recorded ones (taken, or recorded as not taken), then the slots the scheduler
 * marked missed that nobody recorded, when the store has such events.
 */
async function* dosesOf({ pool, store, userId }: ExportSource): AsyncGenerator<ExportTake> {
  yield* takesOf(pool, userId);
  const names = new Map<string, string>();
  for await (const supplement of supplementsOf(pool, userId)) names.set(supplement.id, supplement.name);
  yield* missedDosesOf(pool, store, userId, names);
}

/** Everything the user recorded as their events in order, then the current state. */
export async function* jsonExport(source: ExportSource): AsyncGenerator<string> {
  const { pool, store, userId, now } = source;
  yield `{"format":"regimen-export","version":1,"exportedAt":${JSON.stringify(now.toISOString())}`;
  yield `,"user":${JSON.stringify(await readUser(pool, userId))}`;
  yield ',"events":[';
  yield* jsonList(eventsOf(store, userId), exportedEvent);
  yield '],"state":{"supplements":[';
  yield* jsonList(supplementsOf(pool, userId), (s) => s);
  yield '],"prescriptions":[';
  yield* jsonList(prescriptionsOf(pool, userId), (p) => p);
  yield '],"courses":[';
  yield* jsonList(coursesOf(pool, userId), (c) => c);
  yield '],"conditions":[';
  yield* jsonList(conditionsOf(pool, userId), (c) => c);
  yield '],"doses":[';
  yield* jsonList(dosesOf(source), (t) => t);
  yield ']}}\n';
}

/** One CSV file: the kind of record `table` names (doses when none is named). */
export async function* csvExport(source: ExportSource): AsyncGenerator<string> {
  const { pool, userId, now } = source;
  const table = source.table ?? 'doses';
  yield csvHeaders[table];
  switch (table) {
    case 'supplements':
      yield* chunked(supplementsOf(pool, userId), supplementCsv);
      return;
    case 'doses':
      yield* chunked(dosesOf(source), (take) => takeCsv(take, now));
      return;
    case 'prescriptions':
      yield* chunked(prescriptionsOf(pool, userId), prescriptionCsv);
      return;
    case 'courses':
      yield* chunked(coursesOf(pool, userId), courseCsv);
      return;
    case 'conditions':
      yield* chunked(conditionsOf(pool, userId), conditionCsv);
      return;
    default:
      return assertNever(table);
  }
}

export async function* fhirExport(source: ExportSource): AsyncGenerator<string> {
  const { pool, userId, now } = source;
  const user = await readUser(pool, userId);
  yield `{"resourceType":"Bundle","type":"collection","timestamp":${JSON.stringify(now.toISOString())},"entry":[`;
  let first = true;
  const item = (resource: Parameters<typeof entry>[0]): string => {
    const text = `${first ? '' : ','}\n${JSON.stringify(entry(resource))}`;
    first = false;
    return text;
  };
  if (user) yield item(patientResource(user));
  const supplements = new Set<string>();
  for await (const supplement of supplementsOf(pool, userId)) {
    supplements.add(supplement.id);
    yield item(supplementStatement(supplement));
  }
  for await (const prescription of prescriptionsOf(pool, userId)) yield item(prescriptionStatement(prescription));
  for await (const course of coursesOf(pool, userId)) yield item(courseStatement(course, supplements));
  for await (const condition of conditionsOf(pool, userId)) yield item(conditionResource(condition));
  yield* chunked(dosesOf(source), (take) => item(doseAdministration(take, now)));
  yield ']}\n';
}
