import type { RecordedEvent } from '@regimen/event-store';
import { parseStoredEvent } from '@regimen/domain/events';
import type { AnyProjectedEvent } from './events.ts';

/** Turns a stored event into the validated shape handlers receive; throws on an invalid event. */
export type EventParser = (event: RecordedEvent) => AnyProjectedEvent;

/** Validates data and metadata with the domain's schemas (domain's `parseStoredEvent`). */
export const parseRecordedEvent: EventParser = (recorded) => {
  const { type, data, metadata } = parseStoredEvent(recorded);
  const { id, schemaVersion, streamId, revision, position, checkpoint, recordedAt } = recorded;
  // parseStoredEvent returns the DomainEvent union; its type and data belong together.
  return { id, type, schemaVersion, streamId, revision, position, checkpoint, recordedAt, data, metadata } as AnyProjectedEvent;
};
