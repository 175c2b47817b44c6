import { DuplicateEventIdError, type EventToAppend, type EventUpcaster } from './port.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What every adapter checks before it talks to its database: at least one event, UUID ids
 * (lower-cased, the form both databases hand back), no id twice in one append, and the
 * upcast hook's verdict on each event (the event is stored as given, not as the hook returns it).
 */
export const prepareAppend = (
  events: readonly EventToAppend[],
  upcast: EventUpcaster | undefined,
): EventToAppend[] => {
  if (events.length === 0) throw new RangeError('An append needs at least one event');
  const seen = new Set<string>();
  return events.map((event) => {
    if (!UUID.test(event.id)) throw new TypeError(`Event id is not a UUID: ${event.id}`);
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new DuplicateEventIdError(id);
    seen.add(id);
    upcast?.(event);
    return { ...event, id };
  });
};
