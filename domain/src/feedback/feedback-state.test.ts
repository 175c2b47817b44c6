import { describe, expect, it } from 'vitest';
import { feedbackId } from '../testing/ids.ts';
import { unknownEvent } from '../testing/unknown-event.ts';
import { evolve, initialState } from './feedback-state.ts';

describe('feedback evolve', () => {
  it('FeedbackSubmitted marks the feedback submitted', () => {
    const state = evolve(initialState(), {
      type: 'FeedbackSubmitted',
      data: { feedbackId, type: 'love', rating: 5, message: 'Great', page: '/', userAgent: 'test' },
    });
    expect(state).toEqual({ status: 'submitted', feedbackId, triage: 'new', adminNotes: null });
  });

  it('ignores unknown events', () => {
    expect(evolve(initialState(), unknownEvent())).toEqual({ status: 'none' });
  });
});
