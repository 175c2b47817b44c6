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

export type NotificationRead = EventOf<typeof notificationRead>;
export type NotificationDismissed = EventOf<typeof notificationDismissed>;
export type NotificationsCleared = EventOf<typeof notificationsCleared>;

export type NotificationEvent = NotificationRead | NotificationDismissed | NotificationsCleared;
