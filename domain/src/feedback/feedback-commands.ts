import type { FeedbackStatus, FeedbackType } from './feedback-events.ts';

export interface SubmitFeedback {
  readonly type: 'SubmitFeedback';
  readonly data: {
    readonly feedbackId: string;
    readonly type: FeedbackType;
    readonly rating: number | null;
    readonly message: string;
    readonly page: string;
    readonly userAgent: string;
  };
}

/** Absent notes are left as they are; null clears them. */
export interface ChangeFeedbackStatus {
  readonly type: 'ChangeFeedbackStatus';
  readonly data: { readonly feedbackId: string; readonly status: FeedbackStatus; readonly adminNotes?: string | null };
}

export type FeedbackCommand = SubmitFeedback | ChangeFeedbackStatus;
