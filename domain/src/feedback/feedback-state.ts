import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { FeedbackEvent, FeedbackStatus } from './feedback-events.ts';

// Feedback is written once by its sender; admins then move its status and keep notes on it.
export type FeedbackState =
  | { readonly status: 'none' }
  | { readonly status: 'submitted'; readonly feedbackId: string; readonly triage: FeedbackStatus; readonly adminNotes: string | null };

export function initialState(): FeedbackState {
  return { status: 'none' };
}

export function evolve(state: FeedbackState, event: EventWithMetadata<FeedbackEvent>): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { status: 'submitted', feedbackId: event.data.feedbackId, triage: 'new', adminNotes: null };
    case 'FeedbackStatusChanged':
      return state.status === 'submitted' ? { ...state, triage: event.data.status, adminNotes: event.data.adminNotes } : state;
    default:
      return ignoreUnhandled(event, state);
  }
}
