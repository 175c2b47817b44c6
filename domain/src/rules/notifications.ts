import type { AppNotification } from '../contracts/notifications.ts';
import type { TodaySchedule } from '../contracts/schedule.ts';

/** Spec 01: at most 10 kept, newest first. */
export const MAX_NOTIFICATIONS = 10;
/** A due dose not taken is reminded again every 30 minutes until taken or dismissed. */
export const REPEAT_AFTER_MS = 30 * 60_000;
const ACHIEVEMENT_PERCENT = 90;

export interface NotificationMarks {
  readonly read: ReadonlySet<string>;
  readonly dismissed: ReadonlySet<string>;
}

/**
 * A repeated reminder gets a new id (`…#1`, `…#2`) so it counts as unread again; dismissing any
 * repeat dismisses the dose, so the base key (before `#`) is what dismissal is checked on.
 */
export const baseKey = (id: string): string => id.split('#')[0] ?? id;

/**
 * The notifications of one user now, from today's schedule (slots, stock, run-out forecast) and
 * what they read or dismissed. Taking a dose settles its slot, so its reminder disappears by itself.
 */
export function deriveNotifications(
  schedule: TodaySchedule,
  marks: NotificationMarks,
  now: Date,
  /** Notices derived elsewhere (takes too close to their partner, the safety check's "what changed"), subject to the same marks. */
  extra: readonly Omit<AppNotification, 'read'>[] = [],
): { notifications: AppNotification[]; unread: number } {
  const dismissed = new Set([...marks.dismissed].map(baseKey));
  const all: Omit<AppNotification, 'read'>[] = [...extra];
  const stockSeen = new Set<string>();
  for (const slot of schedule.slots) {
    const planned = Date.parse(slot.plannedAt);
    const dose = { supplementId: slot.supplementId, plannedAt: slot.plannedAt };
    if (slot.state === 'due') {
      const repeat = Math.floor(Math.max(0, now.getTime() - planned) / REPEAT_AFTER_MS);
      all.push({
        id: `dose:${slot.supplementId}:${slot.plannedAt}#${repeat}`,
        title: repeat === 0 ? `Time for ${slot.supplementName}` : `Still to take: ${slot.supplementName}`,
        message: `${slot.dosage} · due at ${slot.time}`,
        type: 'reminder',
        priority: repeat === 0 ? 'medium' : 'high',
        timestamp: new Date(planned + repeat * REPEAT_AFTER_MS).toISOString(),
        ...dose,
      });
    } else if (slot.state === 'overdue') {
      all.push({
        id: `missed:${slot.supplementId}:${slot.plannedAt}`,
        title: `Missed dose: ${slot.supplementName}`,
        message: `The ${slot.time} dose was not taken within its 2-hour window.`,
        type: 'warning',
        priority: 'low',
        timestamp: slot.plannedAt,
        supplementId: slot.supplementId,
        plannedAt: null,
      });
    }
    if (slot.lowStock && !stockSeen.has(slot.supplementId)) {
      stockSeen.add(slot.supplementId);
      all.push({
        id: `stock:${slot.supplementId}:${schedule.date}`,
        title: `Low stock: ${slot.supplementName}`,
        message: slot.runsOut === null ? `${slot.currentStock ?? 0} left` : `${slot.supplementName} ${slot.runsOut}`,
        type: 'warning',
        priority: slot.currentStock === 0 ? 'high' : 'medium',
        // A standing condition, true as of now: it ages only once read.
        timestamp: now.toISOString(),
        supplementId: slot.supplementId,
        plannedAt: null,
      });
    }
  }
  const { percent, planned } = schedule.adherence;
  if (percent !== null && planned > 0 && percent >= ACHIEVEMENT_PERCENT) {
    all.push({
      id: `achievement:${schedule.date}`,
      title: 'Great adherence today',
      message: `${percent}% of today's doses taken so far.`,
      type: 'success',
      priority: 'low',
      timestamp: now.toISOString(),
      supplementId: null,
      plannedAt: null,
    });
  }
  const kept = all.filter((notification) => !dismissed.has(baseKey(notification.id)));
  // A safety notice (extra) is never crowded out of the ten by newer reminders; the list stays newest first.
  const extraIds = new Set(extra.map((notification) => notification.id));
  const byAge = (a: { timestamp: string }, b: { timestamp: string }) => b.timestamp.localeCompare(a.timestamp);
  const safety = kept.filter((notification) => extraIds.has(notification.id)).sort(byAge).slice(0, MAX_NOTIFICATIONS);
  const rest = kept.filter((notification) => !extraIds.has(notification.id)).sort(byAge).slice(0, MAX_NOTIFICATIONS - safety.length);
  const notifications = [...safety, ...rest]
    .map((notification) => ({ ...notification, read: marks.read.has(notification.id) }))
    .sort(byAge);
  return { notifications, unread: notifications.filter((notification) => !notification.read).length };
}
