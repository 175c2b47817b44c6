import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { feedbackStatuses, feedbackTypes } from '../feedback/feedback-events.ts';
import { boundedInt, plainText } from './fields.ts';

export { feedbackStatuses, feedbackTypes };

export const submitFeedbackRequestSchema = z.object({
  type: z.enum(feedbackTypes),
  rating: boundedInt(1, 5)
    .nullable()
    .optional()
    .transform((rating) => rating ?? null),
  message: plainText().trim().min(1, 'Please select a feedback type and enter your message.').max(5000),
  page: plainText().max(500).default(''),
  userAgent: plainText().max(1000).default(''),
});
export type SubmitFeedbackRequest = z.output<typeof submitFeedbackRequestSchema>;
export type SubmitFeedbackInput = z.input<typeof submitFeedbackRequestSchema>;

/** The stored feedback as the admin area lists it. */
export const feedbackSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  type: z.enum(feedbackTypes),
  rating: z.int().min(1).max(5).nullable(),
  message: z.string(),
  page: z.string(),
  userAgent: z.string(),
  status: z.enum(feedbackStatuses),
  adminNotes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** `PATCH /api/admin/feedback/:id/status`: notes absent are kept, null or blank clears them. */
export const changeFeedbackStatusRequestSchema = z.object({
  status: z.enum(feedbackStatuses),
  adminNotes: plainText().max(2000).nullable().optional(),
});
export type ChangeFeedbackStatusRequest = z.output<typeof changeFeedbackStatusRequestSchema>;

/** `GET /api/admin/feedback`: newest first, optionally one status and one type. */
export const feedbackListQuerySchema = z.object({
  status: z.enum(feedbackStatuses).optional(),
  type: z.enum(feedbackTypes).optional(),
  page: z.coerce.number().pipe(boundedInt(1, 10_000)).default(1),
  limit: z.coerce.number().pipe(boundedInt(1, 100)).default(50),
});
export const feedbackListSchema = z.object({ feedback: z.array(feedbackSchema), total: z.int().min(0) });
export type FeedbackList = z.infer<typeof feedbackListSchema>;
