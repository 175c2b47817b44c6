import type { Supplement, SupplementTake } from '../../../lib/contracts-tmp.ts';
import { isActiveSupplement, timingOrder } from '../../../lib/supplement-rules-tmp.ts';

export type ScheduleItem = {
  supplement: Supplement;
  /** The latest take marked taken today; null when the supplement is still to take. */
  takeToday: SupplementTake | null;
};

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The take that unmarking would clear: the latest one of this supplement with takenAt on the current day. */
export function latestTakeToday(
  takes: readonly SupplementTake[],
  supplementId: string,
  now: Date,
): SupplementTake | null {
  let latest: SupplementTake | null = null;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const take of takes) {
    if (take.supplementId !== supplementId || take.takenAt === null) continue;
    const takenAt = new Date(take.takenAt);
    if (!isSameLocalDay(takenAt, now) || takenAt.getTime() < latestTime) continue;
    latest = take;
    latestTime = takenAt.getTime();
  }
  return latest;
}

/** Today's active supplements, in the order of the day, each with whether it is done. */
export function todaySchedule(
  supplements: readonly Supplement[],
  takes: readonly SupplementTake[],
  now: Date,
): ScheduleItem[] {
  return supplements
    .filter(isActiveSupplement)
    .toSorted((a, b) => timingOrder(a.timing) - timingOrder(b.timing) || a.name.localeCompare(b.name))
    .map((supplement) => ({ supplement, takeToday: latestTakeToday(takes, supplement.id, now) }));
}

export function countDone(schedule: readonly ScheduleItem[]): number {
  return schedule.filter((item) => item.takeToday !== null).length;
}
