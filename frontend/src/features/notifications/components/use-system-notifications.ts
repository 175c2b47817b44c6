import type { AppNotification } from '@regimen/domain/contracts/notifications';
import { useEffect, useRef } from 'react';
import { activeRegistration } from '../../../lib/service-worker.ts';
import { useMarkNotifications, useTakeFromReminder } from '../api/notifications.ts';
import { toAnnounce } from '../model/notification-view.ts';
import { reminderActionSchema, reminderNotificationOptions } from '../model/reminder-notification.ts';

/**
 * Shows new reminders as system notifications while the app is open and the user allowed them:
 * through the service worker when one is active (so they carry "Mark as taken" and "Dismiss" and
 * a click returns to the app), else through the plain Notification API. No Web Push: with every
 * tab closed nothing is shown from here (the calendar feed covers that).
 */
export function useSystemNotifications(notifications: readonly AppNotification[] | undefined, demo: boolean): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (notifications === undefined) return;
    const fresh = toAnnounce(seen.current, notifications);
    seen.current = new Set([...(seen.current ?? []), ...notifications.map((notification) => notification.id)]);
    if (fresh.length === 0 || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void activeRegistration().then((registration) => {
      for (const notification of fresh) {
        const options = reminderNotificationOptions(notification, demo);
        if (registration === null) new Notification(notification.title, { body: options.body, tag: options.tag });
        else void registration.showNotification(notification.title, options);
      }
    });
  }, [notifications, demo]);
}

/**
 * "Mark as taken" / "Dismiss" chosen on a system notification while this tab is open: the service
 * worker hands them here, so they go through this page's API client (the demo's in demo mode) and
 * the bell and schedule refresh at once.
 */
export function useReminderActions(): void {
  const take = useTakeFromReminder();
  const mark = useMarkNotifications();
  const { mutate: takeDose } = take;
  const { mutate: markNotification } = mark;
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const onMessage = (event: MessageEvent) => {
      const parsed = reminderActionSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.action === 'take') takeDose({ key: message.key, supplementId: message.supplementId, plannedAt: message.plannedAt });
      else markNotification({ action: 'dismiss', key: message.key });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [takeDose, markNotification]);
}
