import type { FeedbackType } from './feedback-events.ts';

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

export type FeedbackCommand = SubmitFeedback;
