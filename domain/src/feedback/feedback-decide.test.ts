import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { feedbackId } from '../testing/ids.ts';
import type { ChangeFeedbackStatus, SubmitFeedback } from './feedback-commands.ts';
import { feedbackDecider } from './feedback-decide.ts';
import type { FeedbackStatusChanged, FeedbackSubmitted } from './feedback-events.ts';

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

describe('ChangeFeedbackStatus', () => {
  const change = (data: Partial<ChangeFeedbackStatus['data']>): ChangeFeedbackStatus => ({ type: 'ChangeFeedbackStatus', data: { feedbackId, status: 'reviewed', ...data } });
  const reviewed: FeedbackStatusChanged = { type: 'FeedbackStatusChanged', data: { status: 'reviewed', adminNotes: 'Seen it' } };

  it('moves new feedback to reviewed with trimmed notes', () => {
    given([submitted]).when(change({ adminNotes: '  Seen it ' })).then([reviewed]);
  });
  it('keeps the notes when none are sent', () => {
    given([submitted, reviewed])
      .when(change({ status: 'resolved' }))
      .then([{ type: 'FeedbackStatusChanged', data: { status: 'resolved', adminNotes: 'Seen it' } }]);
  });
  it('clears the notes with null or blank', () => {
    given([submitted, reviewed])
      .when(change({ adminNotes: '  ' }))
      .then([{ type: 'FeedbackStatusChanged', data: { status: 'reviewed', adminNotes: null } }]);
  });
  it('records nothing when status and notes are unchanged', () => {
    given([submitted, reviewed]).when(change({ adminNotes: 'Seen it' })).then([]);
  });
  it('refuses feedback that was never submitted', () => {
    given([]).when(change({})).thenThrows('FeedbackNotFound');
  });
});
