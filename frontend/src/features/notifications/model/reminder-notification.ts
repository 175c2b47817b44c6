import type { AppNotification } from '@regimen/domain/contracts/notifications';
import { z } from 'zod';

/** What frontend/public/sw.js reads back from a notification it is handed on a click. */
export type ReminderData = {
  readonly key: string;
  readonly supplementId: string | null;
  readonly plannedAt: string | null;
  readonly demo: boolean;
};

/** NotificationOptions plus `actions`, which only service-worker notifications accept (not in every DOM typing). */
export type ReminderOptions = NotificationOptions & {
  actions?: { action: 'take' | 'dismiss'; title: string }[];
  data: ReminderData;
};

/** A dose reminder offers "Mark as taken" beside "Dismiss"; other notices only "Dismiss". */
export function reminderNotificationOptions(notification: AppNotification, demo: boolean): ReminderOptions {
  const dose = notification.plannedAt !== null && notification.supplementId !== null;
  return {
    body: notification.message,
    tag: notification.id,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { key: notification.id, supplementId: notification.supplementId, plannedAt: notification.plannedAt, demo },
    actions: dose
      ? [
          { action: 'take', title: 'Mark as taken' },
          { action: 'dismiss', title: 'Dismiss' },
        ]
      : [{ action: 'dismiss', title: 'Dismiss' }],
  };
}

/** The service worker's message when "Mark as taken" or "Dismiss" was chosen with a tab open. */
export const reminderActionSchema = z.discriminatedUnion('action', [
  z.object({ type: z.literal('reminder-action'), action: z.literal('take'), key: z.string(), supplementId: z.string(), plannedAt: z.string() }),
  z.object({ type: z.literal('reminder-action'), action: z.literal('dismiss'), key: z.string() }),
]);
export type ReminderAction = z.infer<typeof reminderActionSchema>;
