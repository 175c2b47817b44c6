import {
  ANY,
  jsonEvent,
  NO_STREAM,
  STREAM_EXISTS,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type Position,
} from '@eventstore/db-client';
import type {
  Checkpoint,
  EventMetadata,
  EventToAppend,
  EventUpcaster,
  ExpectedRevision,
  RecordedEvent,
} from '../port.ts';

/** EventStoreDB has no schema-version field: it travels in the metadata under this key. */
const SCHEMA_VERSION_KEY = '$schemaVersion';

/** The fields of the client's RecordedEvent this adapter reads. */
export interface EsdbEvent {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly revision: bigint;
  readonly created: Date;
  readonly isJson: boolean;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: Position;
}

export const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected < 0n) throw new RangeError(`Expected revision must be >= 0, got ${expected}`);
  return expected;
};

export const toEventData = (event: EventToAppend): EventData => {
  if (typeof event.data !== 'object' || event.data === null) {
    throw new TypeError(`EventStoreDB stores JSON objects or arrays as event data (event ${event.id})`);
  }
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...event.metadata, [SCHEMA_VERSION_KEY]: event.schemaVersion },
  });
};

/** System streams and events ($…) are EventStoreDB's own; readers of the port never see them. */
export const isSystemEvent = (event: Pick<EsdbEvent, 'type' | 'streamId'>): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

export const toCheckpoint = (position: Position): Checkpoint => ({ tx: position.commit, position: position.prepare });

export const toPosition = (checkpoint: Checkpoint): Position => ({
  commit: checkpoint.tx,
  prepare: checkpoint.position,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The client's event as a RecordedEvent; with an upcast hook, its type, version, data and metadata are the hook's. */
export const toRecordedEvent = (event: EsdbEvent, upcast: EventUpcaster | undefined): RecordedEvent => {
  if (!event.isJson) throw new TypeError(`Event ${event.id} in ${event.streamId} is not JSON`);
  const { [SCHEMA_VERSION_KEY]: version, ...rest } = isRecord(event.metadata) ? event.metadata : {};
  const rawMetadata: EventMetadata = rest;
  const stored = { type: event.type, schemaVersion: typeof version === 'number' ? version : 1, data: event.data, metadata: rawMetadata };
  const { type, schemaVersion, data, metadata } = upcast ? upcast(stored) : stored;
  // Servers since 20.6 send positions with every read; -1 marks one that did not.
  const position = event.position ?? { commit: -1n, prepare: -1n };
  return {
    id: event.id,
    type,
    schemaVersion,
    streamId: event.streamId,
    revision: event.revision,
    position: position.commit,
    checkpoint: toCheckpoint(position),
    data,
    metadata,
    recordedAt: event.created,
  };
};
