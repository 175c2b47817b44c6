/** Spec 01: the unread badge shows '9+' above 9; nothing at 0. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** Spec 01 age label: 'Now' under 1 minute, 'Nm ago', 'Nh ago' under 24 hours, otherwise the date. */
export function ageLabel(timestamp: string, now: Date): string {
  const ms = now.getTime() - Date.parse(timestamp);
  if (ms < 60_000) return 'Now';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)}m ago`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3_600_000)}h ago`;
  return new Date(timestamp).toLocaleDateString();
}

/** The badge's own text is part of the name (WCAG 2.5.3); above 9 the exact count follows it. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  const badge = unreadBadge(unread);
  return badge === String(unread) ? `Notifications, ${badge} unread` : `Notifications, ${badge} unread (${unread})`;
}

type Announceable = { readonly id: string; readonly type: string; readonly read: boolean };

/**
 * Which notifications to show as system notifications: unread reminders and warnings not announced
 * before. The first list after a page load only primes `seen`, so a reload does not repeat them.
 */
export function toAnnounce<T extends Announceable>(seen: ReadonlySet<string> | null, notifications: readonly T[]): T[] {
  if (seen === null) return [];
  return notifications.filter((notification) => !notification.read && notification.type !== 'success' && !seen.has(notification.id));
}
