import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { userId } from '../testing/ids.ts';
import { notificationDecider } from './notification-decide.ts';
import type { NotificationEvent } from './notification-events.ts';

const given = deciderSpec(notificationDecider);
const key = 'dose:5b0f3c1e-0000-4000-8000-000000000001:2026-11-24T08:00:00.000Z#0';
const read: NotificationEvent = { type: 'NotificationRead', data: { key } };
const dismissed: NotificationEvent = { type: 'NotificationDismissed', data: { key } };

describe('MarkNotificationRead', () => {
  const markRead = { type: 'MarkNotificationRead', data: { userId, key } } as const;
  it('records the read', () => {
    given([]).when(markRead).then([read]);
  });
  it('emits nothing when already read', () => {
    given([read]).when(markRead).then([]);
  });
  it('emits nothing for a dismissed notification', () => {
    given([dismissed]).when(markRead).then([]);
  });
});

describe('DismissNotification', () => {
  const dismiss = { type: 'DismissNotification', data: { userId, key } } as const;
  it('dismisses a read notification', () => {
    given([read]).when(dismiss).then([dismissed]);
  });
  it('emits nothing when already dismissed', () => {
    given([dismissed]).when(dismiss).then([]);
  });
  it('emits nothing when cleared before', () => {
    given([{ type: 'NotificationsCleared', data: { keys: [key] } }]).when(dismiss).then([]);
  });
});

describe('ClearNotifications', () => {
  it('clears only keys not dismissed yet, each once', () => {
    given([dismissed])
      .when({ type: 'ClearNotifications', data: { userId, keys: [key, 'stock:a:2026-11-24', 'stock:a:2026-11-24'] } })
      .then([{ type: 'NotificationsCleared', data: { keys: ['stock:a:2026-11-24'] } }]);
  });
  it('emits nothing when all were dismissed', () => {
    given([dismissed]).when({ type: 'ClearNotifications', data: { userId, keys: [key] } }).then([]);
  });
});

describe('IssueCalendarFeed', () => {
  const tokenHash = 'a'.repeat(64);
  it('issues a feed, replacing any earlier one', () => {
    given([{ type: 'CalendarFeedIssued', data: { tokenHash: 'b'.repeat(64) } }])
      .when({ type: 'IssueCalendarFeed', data: { userId, tokenHash } })
      .then([{ type: 'CalendarFeedIssued', data: { tokenHash } }]);
  });
});

describe('RevokeCalendarFeed', () => {
  const revoke = { type: 'RevokeCalendarFeed', data: { userId } } as const;
  it('revokes the feed', () => {
    given([{ type: 'CalendarFeedIssued', data: { tokenHash: 'a'.repeat(64) } }]).when(revoke).then([{ type: 'CalendarFeedRevoked', data: {} }]);
  });
  it('emits nothing without a feed', () => {
    given([]).when(revoke).then([]);
  });
});

describe('AcknowledgeSafetyFinding', () => {
  const findingId = 'kava-liver:5b0f3c1e-0000-4000-8000-000000000002';
  const acknowledge = { type: 'AcknowledgeSafetyFinding', data: { userId, findingId } } as const;
  const acknowledged: NotificationEvent = { type: 'SafetyFindingAcknowledged', data: { findingId } };
  it('records the acknowledgement', () => {
    given([]).when(acknowledge).then([acknowledged]);
  });
  it('emits nothing when already acknowledged', () => {
    given([acknowledged]).when(acknowledge).then([]);
  });
  it('acknowledges each finding on its own', () => {
    given([{ type: 'SafetyFindingAcknowledged', data: { findingId: 'other:1' } }]).when(acknowledge).then([acknowledged]);
  });
});
