import type { AppNotification } from '@regimen/domain/contracts/notifications';
import { AlertTriangle, Bell, BellRing, CheckCircle2, Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAcknowledgeFindings, useMarkNotifications, useNotifications, useTakeFromReminder } from '../api/notifications.ts';
import { ageLabel, bellLabel, unreadBadge } from '../model/notification-view.ts';
import { useReminderActions, useSystemNotifications } from './use-system-notifications.ts';

const typeIcons = { reminder: BellRing, warning: AlertTriangle, success: CheckCircle2, info: Info } as const;
const priorityStyles = { high: 'border-l-destructive', medium: 'border-l-primary', low: 'border-l-border' } as const;

/** Spec 01 "Notifications dropdown": the header bell with its unread badge and the list. */
export function NotificationBell({ demo }: { demo: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { data } = useNotifications();
  const mark = useMarkNotifications();
  const notifications = data?.notifications ?? [];
  const unread = data?.unread ?? 0;
  const badge = unreadBadge(unread);
  useSystemNotifications(data?.notifications, demo);
  useReminderActions();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} className="relative">
        <Bell aria-hidden="true" />
        {badge !== null && (
          <span data-testid="unread-badge" className="absolute -top-0.5 -right-0.5 bg-red-700 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 font-semibold text-white">
            {badge}
          </span>
        )}
      </Button>
      {open && (
        <section id={panelId} aria-label="Notifications" className="bg-card fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-lg border shadow-lg sm:absolute sm:inset-x-auto sm:top-11 sm:right-0 sm:w-96">
          <div className="flex items-center justify-between border-b px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {notifications.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => mark.mutate({ action: 'clear', keys: notifications.map((n) => n.id) })}>
                Clear all
              </Button>
            )}
          </div>
          {notifications.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <p className="font-medium">No notifications</p>
              <p className="text-muted-foreground text-sm">You're all caught up!</p>
            </div>
          ) : (
            <ul className="divide-y">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function NotificationItem({ notification }: { notification: AppNotification }) {
  const mark = useMarkNotifications();
  const take = useTakeFromReminder();
  const acknowledge = useAcknowledgeFindings();
  const Icon = typeIcons[notification.type];
  const { id, plannedAt, supplementId, findingIds = [] } = notification;
  return (
    <li className={cn('border-l-4 px-4 py-3', priorityStyles[notification.priority], !notification.read && 'bg-primary-soft/40')} data-type={notification.type} data-priority={notification.priority}>
      <div className="flex gap-3">
        <Icon aria-hidden="true" className="text-muted-foreground mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">
            {notification.title}
            {!notification.read && <span className="sr-only"> (unread)</span>}
          </p>
          <p className="text-muted-foreground text-sm whitespace-pre-line">{notification.message}</p>
          <p className="text-muted-foreground text-xs">
            <span className="capitalize">{notification.priority}</span> priority · {ageLabel(notification.timestamp, new Date())}
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            {plannedAt !== null && supplementId !== null && (
              <Button size="sm" onClick={() => take.mutate({ key: id, supplementId, plannedAt })} disabled={take.isPending}>
                Mark as taken
              </Button>
            )}
            {findingIds.length > 0 && (
              <Button size="sm" onClick={() => acknowledge.mutate(findingIds)} disabled={acknowledge.isPending}>
                Acknowledge
              </Button>
            )}
            {!notification.read && (
              <Button size="sm" variant="outline" onClick={() => mark.mutate({ action: 'read', key: id })}>
                Mark as read
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => mark.mutate({ action: 'dismiss', key: id })}>
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
