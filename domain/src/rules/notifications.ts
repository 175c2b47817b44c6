import type { AppNotification } from '../contracts/notifications.ts';
import type { ScheduleSlot, TodaySchedule } from '../contracts/schedule.ts';
import { localMinutesOf, type Zone } from './local-day.ts';

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

/** What the scheduler issued (`issued_notices`, or the demo's store), as the bell reads it. */
export interface IssuedNotices {
  /** Per slot (`dose:<supplementId>:<plannedAt>`), the highest reminder attempt issued. */
  readonly doseAttempts: ReadonlyMap<string, number>;
  /** Per supplement, the key of the low-stock notice issued for its current crossing. */
  readonly lowStock: ReadonlyMap<string, string>;
  /**
   * Today's slots in the zone the scheduler places the user's slots in, when the bell is read in
   * another (a user on "Automatic" whose browser is not in the zone it last reported): a reminder is
   * about an instant, so it shows while its slot is open there, its time read in the bell's zone
   * (`slotsReadIn`). Absent: the bell's own schedule, the same zone.
   */
  readonly schedulerSlots?: readonly ScheduleSlot[];
}

/** Nothing issued yet: no dose reminder and no low-stock notice. */
const NOTHING_ISSUED: IssuedNotices = { doseAttempts: new Map(), lowStock: new Map() };

const pad = (value: number): string => String(value).padStart(2, '0');

/** Slots of another zone's day, each labelled with its local time in `zone` (the bell's). */
export function slotsReadIn(slots: readonly ScheduleSlot[], zone: Zone): ScheduleSlot[] {
  return slots.map((slot) => {
    const minutes = localMinutesOf(slot.plannedAt, zone);
    return { ...slot, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
  });
}

/**
 * Reads issued keys (`dose:<supplementId>:<plannedAt>#<attempt>`, `stock:<supplementId>:<generation>`).
 * Give only the low-stock keys of each supplement's current generation: an older crossing's notice
 * must not stand for the new one.
 */
export function issuedNotices(keys: Iterable<string>): { doseAttempts: Map<string, number>; lowStock: Map<string, string> } {
  const doseAttempts = new Map<string, number>();
  const lowStock = new Map<string, string>();
  for (const key of keys) {
    if (key.startsWith('dose:')) {
      const hash = key.lastIndexOf('#');
      const attempt = Number(key.slice(hash + 1));
      if (hash < 0 || !Number.isInteger(attempt)) continue;
      const slot = key.slice(0, hash);
      doseAttempts.set(slot, Math.max(attempt, doseAttempts.get(slot) ?? -1));
    } else if (key.startsWith('stock:')) {
      lowStock.set(key.slice('stock:'.length, key.lastIndexOf(':')), key);
    }
  }
  return { doseAttempts, lowStock };
}

/**
 * The notifications of one user now, from today's schedule (slots, stock, run-out forecast), what
 * the scheduler issued and what they read or dismissed. A dose reminder shows only once issued, at
 * its highest issued attempt, while its slot is due; a low-stock notice only once issued for the
 * current crossing. Taking a dose settles its slot, so its reminder disappears by itself.
 */
export function deriveNotifications(
  schedule: TodaySchedule,
  marks: NotificationMarks,
  now: Date,
  /** Notices derived elsewhere (takes too close to their partner, the safety check's "what changed"), subject to the same marks. */
  extra: readonly Omit<AppNotification, 'read'>[] = [],
  issued: IssuedNotices = NOTHING_ISSUED,
): { notifications: AppNotification[]; unread: number } {
  const dismissed = new Set([...marks.dismissed].map(baseKey));
  const all: Omit<AppNotification, 'read'>[] = [...extra];
  const stockSeen = new Set<string>();
  for (const slot of issued.schedulerSlots ?? schedule.slots) {
    const repeat = issued.doseAttempts.get(`dose:${slot.supplementId}:${slot.plannedAt}`);
    if (slot.state !== 'due' || repeat === undefined) continue;
    all.push({
      id: `dose:${slot.supplementId}:${slot.plannedAt}#${repeat}`,
      title: repeat === 0 ? `Time for ${slot.supplementName}` : `Still to take: ${slot.supplementName}`,
      message: `${slot.dosage} · due at ${slot.time}`,
      type: 'reminder',
      priority: repeat === 0 ? 'medium' : 'high',
      timestamp: new Date(Date.parse(slot.plannedAt) + repeat * REPEAT_AFTER_MS).toISOString(),
      supplementId: slot.supplementId,
      plannedAt: slot.plannedAt,
    });
  }
  for (const slot of schedule.slots) {
    if (slot.state === 'overdue') {
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
    const stockKey = issued.lowStock.get(slot.supplementId);
    if (slot.lowStock && stockKey !== undefined && !stockSeen.has(slot.supplementId)) {
      stockSeen.add(slot.supplementId);
      all.push({
        id: stockKey,
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
