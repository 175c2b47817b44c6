import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { Take } from '@regimen/domain/contracts/takes';
import { latestTakeToday } from '@regimen/domain/rules/adherence';
import { localDayOf } from '@regimen/domain/rules/local-day';
import { plannedSlotsForDay, slotMinutes } from '@regimen/domain/rules/schedule';

export type ScheduleItem = {
  supplement: Supplement;
  /** The latest take marked taken today (the one unmarking clears); null while still to take. */
  takeToday: Take | null;
};

function firstSlot(supplement: Supplement): number {
  return slotMinutes(supplement.timing, supplement.frequency)[0] ?? Number.POSITIVE_INFINITY;
}

/** Today's active supplements, in the order of the day, each with whether it is done today. */
export function todaySchedule(
  supplements: readonly Supplement[],
  takes: readonly Take[],
  now: Date,
  utcOffsetMinutes: number,
): ScheduleItem[] {
  const today = localDayOf(now, utcOffsetMinutes);
  return supplements
    .filter((supplement) => supplement.isActive !== false)
    .toSorted((a, b) => firstSlot(a) - firstSlot(b) || a.name.localeCompare(b.name))
    .map((supplement) => ({ supplement, takeToday: latestTakeToday(supplement.id, takes, today) }));
}

export function countDone(schedule: readonly ScheduleItem[]): number {
  return schedule.filter((item) => item.takeToday !== null).length;
}

/** How many doses are planned today, by the same schedule rules the read API uses. */
export function plannedDoseCount(supplements: readonly Supplement[], now: Date, utcOffsetMinutes: number): number {
  return plannedSlotsForDay(supplements, localDayOf(now, utcOffsetMinutes)).length;
}
