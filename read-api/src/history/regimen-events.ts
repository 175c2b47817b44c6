import type { EventStore, RecordedEvent } from '@regimen/event-store';
import type { DomainEvent } from '@regimen/domain';
import { regimenEventTypes } from '@regimen/domain/views/regimen-history';
import type { ViewEvent } from '@regimen/domain/views/view-event';

const PAGE = 5_000;
const types = new Set<string>(regimenEventTypes);

const toView = (event: RecordedEvent): ViewEvent => {
  const occurredAt = typeof event.metadata['occurredAt'] === 'string' ? event.metadata['occurredAt'] : event.recordedAt.toISOString();
  // The app's store ran the domain's catalog on every event it read: type and data belong together.
  return { type: event.type, data: event.data, id: event.id, metadata: { userId: event.metadata['userId'] as string | null, occurredAt } } as ViewEvent<DomainEvent>;
};

/**
 * The user's supplement and prescription events in order: what the regimen of any day is folded
 * from. Doses are not needed, so a user with years of them costs only their cabinet's events.
 */
export const regimenEvents = async (store: EventStore, userId: string): Promise<ViewEvent[]> => {
  const out: ViewEvent[] = [];
  if (store.readUserEvents) {
    let afterPosition = 0n;
    for (;;) {
      const page = await store.readUserEvents(userId, { afterPosition, maxCount: PAGE, types: regimenEventTypes });
      out.push(...page.map(toView));
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      afterPosition = last.position;
    }
  } else {
    let after: RecordedEvent['checkpoint'] | undefined;
    for (;;) {
      const page = await store.readAll({ ...(after && { after }), maxCount: PAGE });
      out.push(...page.filter((event) => event.metadata['userId'] === userId && types.has(event.type)).map(toView));
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = last.checkpoint;
    }
  }
  // Occurrence order is what a day's regimen means; positions are only almost in that order.
  return out.sort((a, b) => Date.parse(a.metadata.occurredAt) - Date.parse(b.metadata.occurredAt));
};
