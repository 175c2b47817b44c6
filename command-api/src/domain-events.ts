import { parseStoredEvent, schemaVersionOf, type DomainEvent, type DomainEventType, type EventWithMetadata } from '@regimen/domain';
import type { RecordedEvent } from '@regimen/event-store';

/**
 * A stored event as a decider's `evolve` sees it: data and metadata validated. Each stream
 * category holds one aggregate's events only (this API appends nothing but that aggregate's
 * decisions to it), which is why the validated event may be typed as that aggregate's event.
 */
export const parseAs =
  <E extends DomainEvent>() =>
  (event: RecordedEvent): EventWithMetadata<E> =>
    parseStoredEvent(event) as EventWithMetadata<E>;

export const versionOf = (type: string): number => schemaVersionOf(type as DomainEventType);
