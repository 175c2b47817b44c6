import { schemaVersionOf, trustParsedEvent, type DomainEvent, type DomainEventType, type EventWithMetadata } from '@regimen/domain';
import type { RecordedEvent } from '@regimen/event-store';

/**
 * A stored event as a decider's `evolve` sees it. The app's event store already upcast and
 * validated it when it read it (its `upcast` hook runs the domain's `parseStoredEvent`), so this
 * only types it; an event not at its current version did not pass that hook and is read in full.
 * Each stream category holds one aggregate's events only (this API appends nothing but that
 * aggregate's decisions to it), which is why the event may be typed as that aggregate's event.
 */
export const parseAs =
  <E extends DomainEvent>() =>
  (event: RecordedEvent): EventWithMetadata<E> => {
    const parsed: EventWithMetadata<DomainEvent> = trustParsedEvent(event);
    return parsed as EventWithMetadata<E>;
  };

export const versionOf = (type: string): number => schemaVersionOf(type as DomainEventType);
