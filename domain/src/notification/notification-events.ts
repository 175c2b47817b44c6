import { z } from 'zod';
import { defineEvent, type EventOf } from '../event.ts';

/**
 * Notifications are derived (from slots and stock), so only what the user did to them is an event.
 * A key names the thing it is about, e.g. `dose:<supplementId>:<plannedAt>`, so the same reminder
 * derived again on another device carries the same key.
 */
export const notificationKeySchema = z.string().min(1).max(200);

export const notificationRead = defineEvent('NotificationRead', 1, z.object({ key: notificationKeySchema }));
export const notificationDismissed = defineEvent('NotificationDismissed', 1, z.object({ key: notificationKeySchema }));
export const notificationsCleared = defineEvent('NotificationsCleared', 1, z.object({ keys: z.array(notificationKeySchema).min(1) }));

/** The private calendar feed: only the SHA-256 of its secret token is kept; a new one replaces the old. */
export const calendarFeedIssued = defineEvent('CalendarFeedIssued', 1, z.object({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }));
export const calendarFeedRevoked = defineEvent('CalendarFeedRevoked', 1, z.object({}));

/** A safety finding (by its stable id) the user has seen: no longer announced, still shown everywhere else. */
const safetyFindingIdSchema = z.string().min(1).max(200);
export const safetyFindingAcknowledged = defineEvent('SafetyFindingAcknowledged', 1, z.object({ findingId: safetyFindingIdSchema }));

export type NotificationRead = EventOf<typeof notificationRead>;
export type NotificationDismissed = EventOf<typeof notificationDismissed>;
export type NotificationsCleared = EventOf<typeof notificationsCleared>;

export type CalendarFeedIssued = EventOf<typeof calendarFeedIssued>;
export type CalendarFeedRevoked = EventOf<typeof calendarFeedRevoked>;
export type SafetyFindingAcknowledged = EventOf<typeof safetyFindingAcknowledged>;

export type NotificationEvent = NotificationRead | NotificationDismissed | NotificationsCleared | CalendarFeedIssued | CalendarFeedRevoked | SafetyFindingAcknowledged;
