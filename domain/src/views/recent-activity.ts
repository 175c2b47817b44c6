import type { RecentActivityItem } from '../contracts/dashboard.ts';
import type { ViewEvent } from './view-event.ts';

/** The dashboard shows the ten newest items. */
export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * Recent activity folded from events, as the `intake` projection writes `recent_activity`: each
 * item is keyed by the event that made it. An added supplement stays in the feed after it is
 * removed; a take shows once, at its latest taken time, and leaves the feed when unmarked.
 */
export function recentActivity(events: readonly ViewEvent[], limit = RECENT_ACTIVITY_LIMIT): RecentActivityItem[] {
  const items = new Map<string, RecentActivityItem>();
  const takes = new Map<string, { supplementName: string; itemId: string | null }>();
  const place = (takeId: string, eventId: string, takenAt: string | null) => {
    const take = takes.get(takeId);
    if (take === undefined) return;
    if (take.itemId !== null) items.delete(take.itemId);
    take.itemId = takenAt === null ? null : eventId;
    if (takenAt !== null) items.set(eventId, { id: eventId, type: 'supplement_taken', supplementName: take.supplementName, takenAt });
  };
  for (const event of events) {
    switch (event.type) {
      case 'SupplementAdded':
        items.set(event.id, { id: event.id, type: 'supplement_added', supplementName: event.data.name, takenAt: event.metadata.occurredAt });
        break;
      case 'TakeRecorded':
        if (takes.has(event.data.takeId)) break;
        takes.set(event.data.takeId, { supplementName: event.data.supplementName, itemId: null });
        place(event.data.takeId, event.id, event.data.takenAt);
        break;
      case 'TakeMarked':
        place(event.data.takeId, event.id, event.data.takenAt);
        break;
      case 'TakeUnmarked':
        place(event.data.takeId, event.id, null);
        break;
      default:
        break;
    }
  }
  return [...items.values()]
    .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit);
}
