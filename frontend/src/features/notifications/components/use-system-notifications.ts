import type { AppNotification } from '@regimen/domain/contracts/notifications';
import { useEffect, useRef } from 'react';
import { toAnnounce } from '../model/notification-view.ts';

/**
 * Shows new reminders as system notifications (the Notification API) while the app is open and
 * the user allowed them. No service worker or Web Push: a closed tab gets nothing from here.
 */
export function useSystemNotifications(notifications: readonly AppNotification[] | undefined): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (notifications === undefined) return;
    const fresh = toAnnounce(seen.current, notifications);
    seen.current = new Set([...(seen.current ?? []), ...notifications.map((notification) => notification.id)]);
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const notification of fresh) new Notification(notification.title, { body: notification.message, tag: notification.id });
  }, [notifications]);
}
