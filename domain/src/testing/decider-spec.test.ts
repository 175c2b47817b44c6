import { describe, expect, it } from 'vitest';
import { feedbackDecider } from '../feedback/feedback-decide.ts';
import type { SubmitFeedback } from '../feedback/feedback-commands.ts';
import { deciderSpec } from './decider-spec.ts';
import { feedbackId } from './ids.ts';

// The helper must be able to fail, or every given/when/then test would pass vacuously.
const given = deciderSpec(feedbackDecider);
const submit: SubmitFeedback = {
  type: 'SubmitFeedback',
  data: { feedbackId, type: 'bug', rating: null, message: 'x', page: '', userAgent: '' },
};

describe('deciderSpec', () => {
  it('then fails when the events differ', () => {
    expect(() => given([]).when(submit).then([])).toThrow();
  });

  it('thenThrows fails when nothing is thrown', () => {
    expect(() => given([]).when(submit).thenThrows('FeedbackAlreadySubmitted')).toThrow(
      /expected FeedbackAlreadySubmitted/,
    );
  });

  it('thenThrows fails on another code', () => {
    expect(() =>
      given([])
        .when({ ...submit, data: { ...submit.data, message: ' ' } })
        .thenThrows('FeedbackRatingInvalid'),
    ).toThrow();
  });
});
