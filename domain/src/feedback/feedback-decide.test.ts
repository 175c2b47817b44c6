import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { feedbackId } from '../testing/ids.ts';
import type { SubmitFeedback } from './feedback-commands.ts';
import { feedbackDecider } from './feedback-decide.ts';
import type { FeedbackSubmitted } from './feedback-events.ts';

const given = deciderSpec(feedbackDecider);

const submit = (overrides: Partial<SubmitFeedback['data']> = {}): SubmitFeedback => ({
  type: 'SubmitFeedback',
  data: {
    feedbackId,
    type: 'bug',
    rating: null,
    message: '  It broke  ',
    page: '/supplements',
    userAgent: 'test',
    ...overrides,
  },
});
const submitted: FeedbackSubmitted = {
  type: 'FeedbackSubmitted',
  data: { feedbackId, type: 'bug', rating: null, message: 'It broke', page: '/supplements', userAgent: 'test' },
};

describe('SubmitFeedback', () => {
  it('submits with the message trimmed', () => {
    given([]).when(submit()).then([submitted]);
  });

  it('keeps a rating from 1 to 5', () => {
    given([])
      .when(submit({ type: 'love', rating: 5 }))
      .then([{ ...submitted, data: { ...submitted.data, type: 'love', rating: 5 } }]);
  });

  it('refuses a blank message', () => {
    given([])
      .when(submit({ message: ' \n ' }))
      .thenThrows('FeedbackMessageRequired');
  });

  it('refuses a rating outside 1 to 5 or fractional', () => {
    given([])
      .when(submit({ rating: 0 }))
      .thenThrows('FeedbackRatingInvalid');
    given([])
      .when(submit({ rating: 6 }))
      .thenThrows('FeedbackRatingInvalid');
    given([])
      .when(submit({ rating: 2.5 }))
      .thenThrows('FeedbackRatingInvalid');
  });

  it('refuses a feedback id already submitted', () => {
    given([submitted]).when(submit()).thenThrows('FeedbackAlreadySubmitted');
  });
});
