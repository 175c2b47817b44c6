import {
  type feedbackTypes,
  submitFeedbackRequestSchema,
  type SubmitFeedbackRequest,
} from '@regimen/domain/contracts/feedback';

export type FeedbackType = (typeof feedbackTypes)[number];

export type FeedbackTypeOption = {
  value: FeedbackType;
  label: string;
  messageLabel: string;
  placeholder: string;
};

export const FEEDBACK_TYPE_OPTIONS: readonly FeedbackTypeOption[] = [
  {
    value: 'bug',
    label: 'Bug Report',
    messageLabel: 'What went wrong?',
    placeholder: 'What did you do, what did you expect, and what happened instead?',
  },
  {
    value: 'feature',
    label: 'Feature Request',
    messageLabel: 'What would you like to see?',
    placeholder: 'Describe the feature and how it would help your routine.',
  },
  {
    value: 'love',
    label: 'Something I Love',
    messageLabel: 'What do you love about Regimen?',
    placeholder: 'Tell us what works well for you.',
  },
  {
    value: 'general',
    label: 'General Feedback',
    messageLabel: 'Your feedback',
    placeholder: 'Share your thoughts, ideas or questions.',
  },
];

/** Before a type is chosen the message box still needs a label and a hint. */
export const NO_TYPE_MESSAGE = {
  messageLabel: 'Your message',
  placeholder: 'Choose a feedback type, then tell us more.',
};

export const MISSING_INFORMATION = {
  title: 'Missing information',
  description: 'Please select a feedback type and enter your message.',
} as const;

/** Spec: stars only for general feedback and for love. */
export function showsRating(type: FeedbackType | null): boolean {
  return type === 'general' || type === 'love';
}

export type FeedbackDraft = { type: FeedbackType | null; rating: number | null; message: string };

/** Spec: send is possible only with a type and a non-blank message, and not while sending. */
export function canSendFeedback(draft: FeedbackDraft, pending: boolean): boolean {
  return !pending && draft.type !== null && draft.message.trim() !== '';
}

export type FeedbackRequestResult = { success: true; body: SubmitFeedbackRequest } | { success: false };

/** The POST /api/feedback body: the rating only where it was offered, the page and browser for context. */
export function feedbackRequest(draft: FeedbackDraft, page: string, userAgent: string): FeedbackRequestResult {
  if (draft.type === null) return { success: false };
  const parsed = submitFeedbackRequestSchema.safeParse({
    type: draft.type,
    rating: showsRating(draft.type) ? draft.rating : null,
    message: draft.message,
    page: page.slice(0, 500),
    userAgent: userAgent.slice(0, 1000),
  });
  return parsed.success ? { success: true, body: parsed.data } : { success: false };
}
