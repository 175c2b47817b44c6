import { DuplicateEventIdError, type EventToAppend, type EventValidator } from './port.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What every adapter checks before it talks to its database: at least one event, UUID ids
 * (lower-cased, the form both databases hand back), no id twice in one append, and the
 * validator's verdict on each event.
 */
export const prepareAppend = (
  events: readonly EventToAppend[],
  validate: EventValidator | undefined,
): EventToAppend[] => {
  if (events.length === 0) throw new RangeError('An append needs at least one event');
  const seen = new Set<string>();
  return events.map((event) => {
    if (!UUID.test(event.id)) throw new TypeError(`Event id is not a UUID: ${event.id}`);
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new DuplicateEventIdError(id);
    seen.add(id);
    validate?.(event.type, event.schemaVersion, event.data, event.metadata);
    return { ...event, id };
  });
};
