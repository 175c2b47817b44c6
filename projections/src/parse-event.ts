import type { RecordedEvent } from '@regimen/event-store';
import { isDomainEventType, parseStoredEvent, schemaVersionOf } from '@regimen/domain/events';
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

/**
 * For events from a store that already ran the domain's `parseStoredEvent` on them when it read
 * them (its `validate` hook: connectInfrastructure's stores do): checks only that the type and
 * schema version are this code's, instead of validating data and metadata a second time. The
 * schemas have no transforms or defaults, so a validated event's data is what they would return
 * (less unknown keys, which no handler reads).
 */
export const trustValidatedEvent: EventParser = (recorded) => {
  if (!isDomainEventType(recorded.type) || schemaVersionOf(recorded.type) !== recorded.schemaVersion) return parseRecordedEvent(recorded);
  const { id, type, schemaVersion, streamId, revision, position, checkpoint, recordedAt, data, metadata } = recorded;
  return { id, type, schemaVersion, streamId, revision, position, checkpoint, recordedAt, data, metadata } as AnyProjectedEvent;
};
