import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { ChangeFeedbackStatus, FeedbackCommand, SubmitFeedback } from './feedback-commands.ts';
import { feedbackErrors } from './feedback-errors.ts';
import { feedbackSubmitted, type FeedbackEvent } from './feedback-events.ts';
import { evolve, initialState, type FeedbackState } from './feedback-state.ts';

function submitFeedback(command: SubmitFeedback, state: FeedbackState): FeedbackEvent[] {
  const { rating } = command.data;
  if (state.status !== 'none') throw feedbackErrors.alreadySubmitted();
  const message = command.data.message.trim();
  if (message === '') throw feedbackErrors.messageRequired();
  if (rating !== null && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
    throw feedbackErrors.ratingInvalid(rating);
  }
  // Parsing keeps exactly the catalog's fields, whatever else a caller spread into the command.
  return [{ type: 'FeedbackSubmitted', data: feedbackSubmitted.schema.parse({ ...command.data, message }) }];
}

function changeFeedbackStatus(command: ChangeFeedbackStatus, state: FeedbackState): FeedbackEvent[] {
  if (state.status !== 'submitted') throw feedbackErrors.notFound();
  const { status } = command.data;
  const notes = command.data.adminNotes === undefined ? state.adminNotes : command.data.adminNotes?.trim() || null;
  if (status === state.triage && notes === state.adminNotes) return [];
  return [{ type: 'FeedbackStatusChanged', data: { status, adminNotes: notes } }];
}

function decide(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.type) {
    case 'SubmitFeedback':
      return submitFeedback(command, state);
    case 'ChangeFeedbackStatus':
      return changeFeedbackStatus(command, state);
    default:
      return assertNever(command);
  }
}

export const feedbackDecider: Decider<FeedbackCommand, FeedbackState, FeedbackEvent> = {
  initialState,
  evolve,
  decide,
};
