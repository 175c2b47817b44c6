import { daySchedule, type TakeLike } from './adherence.ts';
import { addDays, dayNumber, weekday, type Zone } from './local-day.ts';
import { clockMinutes, plannedSlots, type SchedulableSupplement } from './schedule.ts';

// Weekly is the sparsest frequency with slots: two weeks always find its next day.
const LOOKAHEAD_DAYS = 14;

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** `HH:MM` as the spec writes times ("8:00 AM", "9:45 PM"). */
export function clockLabel(time: string): string {
  const minutes = clockMinutes(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The spec's "next due time", derived from the real schedule: today's first slot still open (due
 * now or later, not taken), else the first slot of a later day ("Tomorrow 8:00 AM", "Mon 9:00 PM").
 * Null when nothing is planned (as-needed, inactive).
 */
export function nextDueTime(supplement: SchedulableSupplement, takes: readonly TakeLike[], now: Date, zone: Zone): string | null {
  return nextDueTimes([supplement], takes, now, zone).get(supplement.id) ?? null;
}

/** Next due times of many supplements from one day's schedule (slots match per supplement anyway). */
function nextDueTimes(supplements: readonly SchedulableSupplement[], takes: readonly TakeLike[], now: Date, zone: Zone): Map<string, string | null> {
  const today = daySchedule({ supplements, takes, now, zone });
  const open = new Map<string, string>();
  for (const slot of today.slots) {
    if ((slot.state === 'due' || slot.state === 'upcoming') && !open.has(slot.supplementId)) open.set(slot.supplementId, clockLabel(slot.time));
  }
  return new Map(supplements.map((supplement) => [supplement.id, open.get(supplement.id) ?? laterDay(supplement, today.date, zone)]));
}

function laterDay(supplement: SchedulableSupplement, today: string, zone: Zone): string | null {
  for (let offset = 1; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const [first] = plannedSlots(supplement, { date, zone });
    if (first !== undefined) return `${dayWord(date, today)} ${clockLabel(first.time)}`;
  }
  return null;
}

function dayWord(date: string, today: string): string {
  return dayNumber(date) - dayNumber(today) === 1 ? 'Tomorrow' : (weekdays[weekday(date)] ?? date);
}

/**
 * The supplement list as `GET /api/supplements` answers it: each supplement's stored next due time
 * (the spec's free text, kept in the contract) replaced by the one its schedule derives.
 */
export function withNextDueTimes<S extends SchedulableSupplement & { readonly nextDueTime: string | null }>(
  supplements: readonly S[],
  takes: readonly TakeLike[],
  now: Date,
  zone: Zone,
): S[] {
  const next = nextDueTimes(supplements, takes, now, zone);
  return supplements.map((supplement) => ({ ...supplement, nextDueTime: next.get(supplement.id) ?? null }));
}
