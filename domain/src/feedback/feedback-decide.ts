import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { FeedbackCommand, SubmitFeedback } from './feedback-commands.ts';
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

function decide(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.type) {
    case 'SubmitFeedback':
      return submitFeedback(command, state);
    default:
      // A one-member union does not narrow to never, its discriminant does.
      return assertNever(command.type);
  }
}

export const feedbackDecider: Decider<FeedbackCommand, FeedbackState, FeedbackEvent> = {
  initialState,
  evolve,
  decide,
};
