import type { TodaySchedule } from '../contracts/schedule.ts';
import { zoneName } from '../contracts/schedule.ts';
import type { Supplement } from '../contracts/supplements.ts';
import type { Take } from '../contracts/takes.ts';
import { daySchedule, groupBy } from '../rules/adherence.ts';
import type { Zone } from '../rules/local-day.ts';
import { courseDay, courseDayLabel } from '../rules/courses.ts';
import { isLowStock } from '../rules/low-stock.ts';
import { runOutForecast, runOutLabel } from '../rules/stock-forecast.ts';

type ScheduledSupplement = Pick<
  Supplement,
  'id' | 'name' | 'dosage' | 'timing' | 'frequency' | 'isActive' | 'createdAt' | 'currentStock' | 'lowStockThreshold' | 'unitsPerDose'
>;
type SettlingTake = Pick<Take, 'id' | 'supplementId' | 'plannedAt' | 'takenAt'>;
type RunningCourse = { readonly supplementId: string; readonly status: string; readonly startDate: string; readonly endDate: string; readonly durationDays: number };

/**
 * Today's Schedule (`GET /api/schedule/today`) from the user's supplements and recent takes: the
 * read API and demo mode both answer with this, so the page, the widget and Due Today agree.
 */
export function todayScheduleView(input: {
  readonly supplements: readonly ScheduledSupplement[];
  /** Takes of the last 15 days at least: today's settle slots, the last 14 days' measure consumption. */
  readonly takes: readonly SettlingTake[];
  readonly now: Date;
  readonly zone: Zone;
  /** The user's courses; an active one inside its window labels its supplement's slots. */
  readonly courses?: readonly RunningCourse[];
}): TodaySchedule {
  const { supplements, now, zone } = input;
  const courseLabels = new Map<string, string>();
  for (const course of input.courses ?? []) {
    const supplement = supplements.find((candidate) => candidate.id === course.supplementId);
    const day = courseDay(course, now, zone);
    if (course.status !== 'active' || day === null || supplement === undefined) continue;
    courseLabels.set(course.supplementId, courseDayLabel(supplement.name, day, course.durationDays));
  }
  // Each forecast looks at its own supplement's takes only: grouped once, not filtered per supplement.
  const takesOf = groupBy(input.takes, (take) => take.supplementId);
  const runsOut = new Map(
    supplements.map((supplement) => {
      const runOut = runOutForecast({ supplement, takes: takesOf.get(supplement.id) ?? [], now, zone });
      return [supplement.id, runOut === null ? null : runOutLabel(runOut)];
    }),
  );
  const byId = new Map(supplements.map((supplement) => [supplement.id, supplement]));
  const day = daySchedule({ supplements, takes: input.takes, now, zone });
  return {
    date: day.date,
    timeZone: zoneName(zone),
    slots: day.slots.flatMap((slot) => {
      const supplement = byId.get(slot.supplementId);
      if (supplement === undefined) return [];
      return [{
        supplementId: slot.supplementId,
        supplementName: supplement.name,
        dosage: supplement.dosage,
        timing: supplement.timing,
        plannedAt: slot.plannedAt,
        time: slot.time,
        state: slot.state,
        takeId: slot.take?.id ?? null,
        takenAt: slot.take?.takenAt ?? null,
        currentStock: supplement.currentStock,
        lowStock: isLowStock(supplement),
        runsOut: runsOut.get(slot.supplementId) ?? null,
        course: courseLabels.get(slot.supplementId) ?? null,
        spacing: null,
      }];
    }),
    remaining: day.remaining,
    adherence: day.adherence,
  };
}
