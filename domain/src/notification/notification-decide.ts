import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { NotificationCommand } from './notification-commands.ts';
import type { NotificationEvent } from './notification-events.ts';
import { evolve, initialState, type NotificationState } from './notification-state.ts';

/** Repeating an action (two tabs, a retry) emits nothing, so the stream holds each change once. */
function decide(command: NotificationCommand, state: NotificationState): NotificationEvent[] {
  switch (command.type) {
    case 'MarkNotificationRead': {
      const { key } = command.data;
      return state.read.has(key) || state.dismissed.has(key) ? [] : [{ type: 'NotificationRead', data: { key } }];
    }
    case 'DismissNotification': {
      const { key } = command.data;
      return state.dismissed.has(key) ? [] : [{ type: 'NotificationDismissed', data: { key } }];
    }
    case 'ClearNotifications': {
      const keys = [...new Set(command.data.keys)].filter((key) => !state.dismissed.has(key));
      return keys.length === 0 ? [] : [{ type: 'NotificationsCleared', data: { keys } }];
    }
    case 'IssueCalendarFeed':
      return [{ type: 'CalendarFeedIssued', data: { tokenHash: command.data.tokenHash } }];
    case 'RevokeCalendarFeed':
      return state.feedTokenHash === null ? [] : [{ type: 'CalendarFeedRevoked', data: {} }];
    case 'AcknowledgeSafetyFinding': {
      const { findingId } = command.data;
      return state.acknowledged.has(findingId) ? [] : [{ type: 'SafetyFindingAcknowledged', data: { findingId } }];
    }
    default:
      return assertNever(command);
  }
}

export const notificationDecider: Decider<NotificationCommand, NotificationState, NotificationEvent> = { initialState, evolve, decide };
