import type { RecordedEvent } from '@regimen/event-store';
import type { AnyProjectedEvent } from './events.ts';

/** Turns a stored event into the validated shape handlers receive; throws on an invalid event. */
export type EventParser = (event: RecordedEvent) => AnyProjectedEvent;

// TEMPORARY until domain's parseEvent lands.
export const parseRecordedEvent: EventParser = (event) => event as unknown as AnyProjectedEvent;
