import { z } from 'zod';
import { calendarDateSchema, idSchema, isoDateSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { courseDurations, courseEndDate, DEFAULT_COURSE_DAYS } from '../rules/courses.ts';
import { optionalText } from './fields.ts';

export const courseStatuses = ['active', 'paused', 'completed', 'cancelled'] as const;

export const courseSchema = z.object({
  id: idSchema,
  userId: idSchema,
  supplementId: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  durationDays: z.int().min(1),
  dosage: z.string(),
  timing: z.string(),
  frequency: z.string(),
  status: z.enum(courseStatuses),
  /** Days done: days in the window with a dose taken; the full duration once completed. */
  progress: z.int().min(0),
  /** Which day of the course today is, null outside its window. */
  currentDay: z.int().min(1).nullable(),
  notes: z.string().nullable(),
  /** Spec field: true while the course is active or paused. */
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Course = z.infer<typeof courseSchema>;

const durationSchema = z
  .int()
  .refine((days) => (courseDurations as readonly number[]).includes(days), `Duration must be one of ${courseDurations.join(', ')} days`);

/**
 * The course form (spec section 5). Name, dosage, timing and frequency default to the supplement's
 * ('{supplement} {days}-Day Course'); the end date is computed, and if sent must match.
 */
export const createCourseRequestSchema = z
  .object({
    supplementId: idSchema,
    name: optionalText(200).default(null),
    description: optionalText(2000).default(null),
    startDate: z.string({ error: 'Start date is required' }).min(1, 'Start date is required').pipe(calendarDateSchema),
    endDate: calendarDateSchema.optional(),
    durationDays: durationSchema.default(DEFAULT_COURSE_DAYS),
    dosage: optionalText(100).default(null),
    timing: optionalText(50).default(null),
    frequency: optionalText(50).default(null),
    notes: optionalText(5000).default(null),
  })
  .refine((course) => course.endDate === undefined || course.endDate === courseEndDate(course.startDate, course.durationDays), {
    message: 'End date must be the start date plus the duration minus one day',
    path: ['endDate'],
  });
export type CreateCourseRequest = z.output<typeof createCourseRequestSchema>;
export type CreateCourseInput = z.input<typeof createCourseRequestSchema>;

/**
 * Spec: PUT carries status and progress (partial). Status moves the course (active resumes, paused
 * pauses, completed completes and sets progress to the full duration; cancelling is the DELETE).
 * Progress records days done, 0 to the course's duration (the decider checks the course's own);
 * days with a logged dose count too when they are more. An empty PUT is refused, not ignored.
 */
export const updateCourseRequestSchema = z
  .object({
    status: z.enum(['active', 'paused', 'completed']).optional(),
    progress: z.int().min(0).max(Math.max(...courseDurations)).optional(),
  })
  .refine((body) => body.status !== undefined || body.progress !== undefined, { message: 'Provide a status or a progress' });
export type UpdateCourseRequest = z.infer<typeof updateCourseRequestSchema>;
