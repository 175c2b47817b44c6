import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { FeedbackEvent } from './feedback-events.ts';

// Feedback is written once; status and admin notes are read-side concerns not in the catalog.
export type FeedbackState = { readonly status: 'none' } | { readonly status: 'submitted'; readonly feedbackId: string };

export function initialState(): FeedbackState {
  return { status: 'none' };
}

export function evolve(state: FeedbackState, event: EventWithMetadata<FeedbackEvent>): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { status: 'submitted', feedbackId: event.data.feedbackId };
    default:
      // A one-member union does not narrow to never, its discriminant does.
      return ignoreUnhandled(event.type, state);
  }
}
