import type { EventMetadata, EventUpcaster, RecordedEvent } from '../port.ts';

/** A row of statements.ts' EVENT_COLUMNS; int8/xid8 arrive as text, so no global type parser matters. */
export interface EventRow {
  readonly tx: string;
  readonly position: string;
  readonly stream_id: string;
  readonly revision: string;
  readonly id: string;
  readonly type: string;
  readonly schema_version: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly recorded_at: Date | string;
}

/** The row as a RecordedEvent; with an upcast hook, its type, version, data and metadata are the hook's. */
export const toRecordedEvent = (row: EventRow, upcast: EventUpcaster | undefined): RecordedEvent => {
  const stored = { type: row.type, schemaVersion: row.schema_version, data: row.data, metadata: row.metadata };
  const { type, schemaVersion, data, metadata } = upcast ? upcast(stored) : stored;
  const position = BigInt(row.position);
  return {
    id: row.id,
    type,
    schemaVersion,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position,
    checkpoint: { tx: BigInt(row.tx), position },
    data,
    metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
};
