import { daySchedule, MATCH_WINDOW_MS, type TakeLike } from './adherence.ts';
import { addDays, dayNumber, localDateOf, type Zone } from './local-day.ts';
import type { SchedulableSupplement } from './schedule.ts';

export interface MissedSlot {
  readonly supplementId: string;
  readonly plannedAt: string;
}

export interface MissedDosesInput {
  readonly supplements: readonly SchedulableSupplement[];
  readonly takes: readonly TakeLike[];
  readonly zone: Zone;
  /** Windows closing at or after this instant… */
  readonly from: Date;
  /** …and before this one (the scheduler's "now"). */
  readonly until: Date;
}

/**
 * The slots whose 2-hour window closed in [from, until) with no take settling them, judged by
 * the schedule's own `daySchedule` as it stands at `until`: what the dose scheduler records as
 * DoseMissed, and what demo mode derives the same way. A supplement plans nothing before the local
 * day it was added (as history shows it), misses nothing whose window closed before it was added,
 * and a deactivated one plans nothing at all.
 */
export function missedDoses(input: MissedDosesInput): MissedSlot[] {
  const { zone, from, until } = input;
  if (until.getTime() <= from.getTime()) return [];
  // Slots closing in the range were planned 2 hours earlier; a day either side covers any zone.
  const first = addDays(localDateOf(new Date(from.getTime() - MATCH_WINDOW_MS), zone), -1);
  const last = addDays(localDateOf(until, zone), 1);
  const addedOn = new Map(input.supplements.map((supplement) => [supplement.id, Number.isNaN(Date.parse(supplement.createdAt)) ? '' : localDateOf(supplement.createdAt, zone)]));
  // A window that closed before the supplement was added had nothing to miss (added at 23:00, the
  // day's 08:00 dose was never the user's to take), whatever zone the day is counted in.
  const addedAt = new Map(input.supplements.map((supplement) => [supplement.id, Date.parse(supplement.createdAt)]));
  const missed: MissedSlot[] = [];
  for (let offset = 0; offset <= dayNumber(last) - dayNumber(first); offset += 1) {
    const date = addDays(first, offset);
    const supplements = input.supplements.filter((supplement) => (addedOn.get(supplement.id) ?? '') <= date);
    for (const slot of daySchedule({ supplements, takes: input.takes, now: until, zone, date }).slots) {
      const closesAt = Date.parse(slot.plannedAt) + MATCH_WINDOW_MS;
      const closedBeforeAdded = closesAt <= (addedAt.get(slot.supplementId) ?? Number.NaN);
      if (slot.take === null && !closedBeforeAdded && closesAt >= from.getTime() && closesAt < until.getTime()) {
        missed.push({ supplementId: slot.supplementId, plannedAt: slot.plannedAt });
      }
    }
  }
  return missed;
}
