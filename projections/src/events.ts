import type { Checkpoint } from '@regimen/event-store';
import type { DomainEventOf, DomainEventType, EventMetadata } from '@regimen/domain/events';

/** Event types come from the domain's catalog (docs/EVENTS.md): a handler for an unknown type does not compile. */
export type EventType = DomainEventType;

export type EventDataMap = { readonly [K in EventType]: DomainEventOf<K>['data'] };

export type ProjectedEventMetadata = EventMetadata;

/** A recorded event whose data and metadata have been validated against the domain's schemas. */
export interface ProjectedEvent<K extends EventType = EventType> {
  readonly id: string;
  readonly type: K;
  readonly schemaVersion: number;
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: bigint;
  readonly checkpoint: Checkpoint;
  readonly recordedAt: Date;
  readonly data: EventDataMap[K];
  readonly metadata: ProjectedEventMetadata;
}

export type AnyProjectedEvent = { [K in EventType]: ProjectedEvent<K> }[EventType];
