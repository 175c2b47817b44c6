import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

export const feedbackTypes = ['bug', 'feature', 'love', 'general'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

export const feedbackSubmitted = defineEvent(
  'FeedbackSubmitted',
  1,
  z.object({
    feedbackId: idSchema,
    type: z.enum(feedbackTypes),
    rating: z.int().min(1).max(5).nullable(),
    message: z.string().min(1),
    page: z.string(),
    userAgent: z.string(),
  }),
);

export const feedbackStatuses = ['new', 'reviewed', 'resolved'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** An admin's triage of one feedback: the status and the notes as they now stand (the admin is `actorId`). */
export const feedbackStatusChanged = defineEvent(
  'FeedbackStatusChanged',
  1,
  z.object({ status: z.enum(feedbackStatuses), adminNotes: z.string().nullable() }),
);

export type FeedbackSubmitted = EventOf<typeof feedbackSubmitted>;
export type FeedbackStatusChanged = EventOf<typeof feedbackStatusChanged>;

export type FeedbackEvent = FeedbackSubmitted | FeedbackStatusChanged;
