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

export type CourseCommand = StartCourse | PauseCourse | ResumeCourse | CompleteCourse | CancelCourse;
