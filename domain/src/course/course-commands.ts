import type { CourseStarted } from './course-events.ts';

type Filled = 'name' | 'dosage' | 'timing' | 'frequency';

/** Null name, dosage, timing or frequency: taken from the supplement (spec: the form fills them). */
export interface StartCourse {
  readonly type: 'StartCourse';
  readonly data: Omit<CourseStarted['data'], Filled> & { readonly [K in Filled]: string | null };
}

export interface PauseCourse {
  readonly type: 'PauseCourse';
  readonly data: { readonly courseId: string };
}

export interface ResumeCourse {
  readonly type: 'ResumeCourse';
  readonly data: { readonly courseId: string };
}

export interface CompleteCourse {
  readonly type: 'CompleteCourse';
  readonly data: { readonly courseId: string };
}

export interface CancelCourse {
  readonly type: 'CancelCourse';
  readonly data: { readonly courseId: string };
}

/** The spec's PUT: a status to move to, progress (days done) to record, or both. */
export interface UpdateCourse {
  readonly type: 'UpdateCourse';
  readonly data: { readonly courseId: string; readonly status?: 'active' | 'paused' | 'completed'; readonly progress?: number };
}

export type CourseCommand = StartCourse | PauseCourse | ResumeCourse | CompleteCourse | CancelCourse | UpdateCourse;
