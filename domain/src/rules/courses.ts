import { addDays, dayNumber, localDateOf, type Zone } from './local-day.ts';

/** Spec: course durations offered, in days; 30 by default. */
export const courseDurations = [7, 14, 21, 30, 60, 90] as const;
export type CourseDuration = (typeof courseDurations)[number];
export const DEFAULT_COURSE_DAYS: CourseDuration = 30;

/** Spec: the end date is the start date plus the duration minus one day (both days included). */
export function courseEndDate(startDate: string, durationDays: number): string {
  return addDays(startDate, durationDays - 1);
}

/** Spec: choosing a supplement names the course '{supplement} {days}-Day Course'. */
export function defaultCourseName(supplementName: string, durationDays: number): string {
  return `${supplementName} ${durationDays}-Day Course`;
}

interface CourseWindow {
  readonly supplementId: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly durationDays: number;
  readonly status: string;
  /** Days done as stored: what the user recorded (PUT progress), the full duration once completed. */
  readonly progress?: number;
}

interface TakenDose {
  readonly supplementId: string;
  readonly takenAt: string | null;
}

/**
 * Days done (spec: progress): the local days inside the course window with at least one dose of
 * its supplement taken, or the progress the user recorded when that is more (doses taken without
 * logging them). A completed course counts its full duration (spec section 4).
 */
export function courseProgress(course: CourseWindow, takes: readonly TakenDose[], zone: Zone): number {
  if (course.status === 'completed') return course.durationDays;
  const recorded = course.progress ?? 0;
  const days = new Set<string>();
  for (const take of takes) {
    if (take.supplementId !== course.supplementId || take.takenAt === null) continue;
    const date = localDateOf(take.takenAt, zone);
    if (date >= course.startDate && date <= course.endDate) days.add(date);
  }
  return Math.min(Math.max(days.size, recorded), course.durationDays);
}

/** Which day of the course today is (1 on the start date), or null outside the window. */
export function courseDay(course: Pick<CourseWindow, 'startDate' | 'endDate'>, now: Date, zone: Zone): number | null {
  const today = localDateOf(now, zone);
  if (today < course.startDate || today > course.endDate) return null;
  return dayNumber(today) - dayNumber(course.startDate) + 1;
}

/** "Ashwagandha · day 12 of 30": an active course's line in the schedule. */
export function courseDayLabel(supplementName: string, day: number, durationDays: number): string {
  return `${supplementName} · day ${day} of ${durationDays}`;
}
