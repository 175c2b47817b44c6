import type { Course } from '@regimen/domain/contracts/courses';
import { courseDurations, courseEndDate, defaultCourseName, DEFAULT_COURSE_DAYS } from '@regimen/domain/rules/courses';

export type CourseAction = 'pause' | 'resume' | 'complete' | 'cancel';

/** Spec section 4: the buttons each status offers; completed and cancelled offer none. */
export function courseActions(status: Course['status']): CourseAction[] {
  switch (status) {
    case 'active':
      return ['pause', 'complete', 'cancel'];
    case 'paused':
      return ['resume', 'cancel'];
    default:
      return [];
  }
}

export const actionLabels: Readonly<Record<CourseAction, string>> = {
  pause: 'Pause',
  resume: 'Resume',
  complete: 'Complete',
  cancel: 'Cancel course',
};

/** Spec section 8: the message each failed call shows. */
export const actionErrors: Readonly<Record<CourseAction, string>> = {
  pause: 'Failed to update course status.',
  resume: 'Failed to update course status.',
  complete: 'Failed to complete course.',
  cancel: 'Failed to cancel course.',
};

export const CREATE_ERROR = 'Failed to create supplement course. Please try again.';

export const statusLabels: Readonly<Record<Course['status'], string>> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** "12 of 30 days" and the bar's percent. */
export function progressOf(course: Pick<Course, 'progress' | 'durationDays'>): { text: string; percent: number } {
  const done = Math.min(course.progress, course.durationDays);
  return { text: `${done} of ${course.durationDays} days`, percent: Math.round((done / course.durationDays) * 100) };
}

export const durationOptions = courseDurations.map((days) => ({ value: String(days), label: `${days} days` }));

export interface CourseDraft {
  readonly supplementId: string;
  readonly startDate: string;
  readonly durationDays: number;
}

export const emptyDraft = (supplementId: string, today: string): CourseDraft => ({ supplementId, startDate: today, durationDays: DEFAULT_COURSE_DAYS });

/** The read-only end date (spec: start plus duration minus one day), empty while there is no start. */
export function draftEndDate(draft: CourseDraft): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(draft.startDate) ? courseEndDate(draft.startDate, draft.durationDays) : '';
}

/** The spec's form messages; empty when the draft can be sent. */
export function draftErrors(draft: CourseDraft): { startDate?: string; endDate?: string; supplementId?: string } {
  const errors: { startDate?: string; endDate?: string; supplementId?: string } = {};
  if (draft.supplementId === '') errors.supplementId = 'Choose a supplement';
  if (draft.startDate === '') errors.startDate = 'Start date is required';
  else if (draftEndDate(draft) === '') errors.endDate = 'End date is required';
  return errors;
}

export function draftName(supplementName: string | undefined, durationDays: number): string {
  return supplementName === undefined ? '' : defaultCourseName(supplementName, durationDays);
}
