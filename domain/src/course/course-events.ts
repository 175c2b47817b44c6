import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

/** `YYYY-MM-DD`: a course runs over whole local days of the user. */
const localDateSchema = z.iso.date();

// Dosage, timing and frequency are copied from the supplement when the course starts (spec: the
// form fills them) so the course reads the same after the supplement changes.
export const courseStarted = defineEvent(
  'CourseStarted',
  1,
  z.object({
    courseId: idSchema,
    supplementId: idSchema,
    name: z.string().min(1),
    description: z.string().nullable(),
    startDate: localDateSchema,
    endDate: localDateSchema,
    durationDays: z.int().min(1),
    dosage: z.string(),
    timing: z.string(),
    frequency: z.string(),
    notes: z.string().nullable(),
  }),
);

export const coursePaused = defineEvent('CoursePaused', 1, z.object({ courseId: idSchema }));
export const courseResumed = defineEvent('CourseResumed', 1, z.object({ courseId: idSchema }));
// Spec: completing sets progress to the full duration; the event carries it so readers need not know the rule.
export const courseCompleted = defineEvent('CourseCompleted', 1, z.object({ courseId: idSchema, progress: z.int().min(0) }));
export const courseCancelled = defineEvent('CourseCancelled', 1, z.object({ courseId: idSchema }));
// Spec: PUT may carry progress. The days done the user states (doses taken without logging them);
// days with logged doses still count on their own when they are more.
export const courseProgressRecorded = defineEvent('CourseProgressRecorded', 1, z.object({ courseId: idSchema, progress: z.int().min(0) }));

export type CourseStarted = EventOf<typeof courseStarted>;
export type CoursePaused = EventOf<typeof coursePaused>;
export type CourseResumed = EventOf<typeof courseResumed>;
export type CourseCompleted = EventOf<typeof courseCompleted>;
export type CourseCancelled = EventOf<typeof courseCancelled>;
export type CourseProgressRecorded = EventOf<typeof courseProgressRecorded>;

export type CourseEvent = CourseStarted | CoursePaused | CourseResumed | CourseCompleted | CourseCancelled | CourseProgressRecorded;
