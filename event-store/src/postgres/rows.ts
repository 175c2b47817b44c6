import type { EventMetadata, EventValidator, RecordedEvent } from '../port.ts';

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

export const toRecordedEvent = (row: EventRow, validate: EventValidator | undefined): RecordedEvent => {
  validate?.(row.type, row.schema_version, row.data, row.metadata);
  const position = BigInt(row.position);
  return {
    id: row.id,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position,
    checkpoint: { tx: BigInt(row.tx), position },
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
};
