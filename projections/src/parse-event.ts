import type { RecordedEvent } from '@regimen/event-store';
import { parseStoredEvent, trustParsedEvent } from '@regimen/domain/events';
import type { AnyProjectedEvent } from './events.ts';

/** Turns a stored event into the validated shape handlers receive, at its current version; throws on an invalid event. */
export type EventParser = (event: RecordedEvent) => AnyProjectedEvent;

const projected = (recorded: RecordedEvent, read: typeof parseStoredEvent): AnyProjectedEvent => {
  const { type, schemaVersion, data, metadata } = read(recorded);
  const { id, streamId, revision, position, checkpoint, recordedAt } = recorded;
  // The domain returns the DomainEvent union; its type and data belong together.
  return { id, type, schemaVersion, streamId, revision, position, checkpoint, recordedAt, data, metadata } as AnyProjectedEvent;
};

/** Upcasts and validates data and metadata with the domain's catalog (its `parseStoredEvent`): for stores without the upcast hook. */
export const parseRecordedEvent: EventParser = (recorded) => projected(recorded, parseStoredEvent);

/**
 * For events from a store that already ran the domain's `parseStoredEvent` on them when it read
 * them (its `upcast` hook: connectInfrastructure's stores do): types them without validating a
 * second time (the domain's `trustParsedEvent`; an event not at its current version gets the full read).
 */
export const trustValidatedEvent: EventParser = (recorded) => projected(recorded, trustParsedEvent);
