import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { feedbackTypes } from '../feedback/feedback-events.ts';
import { boundedInt, plainText } from './fields.ts';

export { feedbackTypes };

export const feedbackStatuses = ['new', 'reviewed', 'resolved'] as const;

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
