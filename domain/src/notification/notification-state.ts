import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { NotificationEvent } from './notification-events.ts';

/** One user's stream `notifications-<userId>`: which derived notifications they read or dismissed. */
export interface NotificationState {
  readonly read: ReadonlySet<string>;
  readonly dismissed: ReadonlySet<string>;
  readonly feedTokenHash: string | null;
  readonly acknowledged: ReadonlySet<string>;
}

export function initialState(): NotificationState {
  return { read: new Set(), dismissed: new Set(), feedTokenHash: null, acknowledged: new Set() };
}

export function evolve(state: NotificationState, event: EventWithMetadata<NotificationEvent>): NotificationState {
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, read: new Set([...state.read, event.data.key]) };
    case 'NotificationDismissed':
      return { ...state, dismissed: new Set([...state.dismissed, event.data.key]) };
    case 'NotificationsCleared':
      return { ...state, dismissed: new Set([...state.dismissed, ...event.data.keys]) };
    case 'CalendarFeedIssued':
      return { ...state, feedTokenHash: event.data.tokenHash };
    case 'CalendarFeedRevoked':
      return { ...state, feedTokenHash: null };
    case 'SafetyFindingAcknowledged':
      return { ...state, acknowledged: new Set([...state.acknowledged, event.data.findingId]) };
    default:
      return ignoreUnhandled(event, state);
  }
}
