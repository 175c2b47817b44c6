import { describe, expect, it } from 'vitest';
import { canSendFeedback, feedbackRequest, FEEDBACK_TYPE_OPTIONS, showsRating } from './feedback-form.ts';

describe('the feedback types', () => {
  it('are the four of the spec, each with its own message label and placeholder', () => {
    expect(FEEDBACK_TYPE_OPTIONS.map((option) => option.value)).toEqual(['bug', 'feature', 'love', 'general']);
    expect(new Set(FEEDBACK_TYPE_OPTIONS.map((option) => option.messageLabel)).size).toBe(4);
    expect(new Set(FEEDBACK_TYPE_OPTIONS.map((option) => option.placeholder)).size).toBe(4);
  });

  it('offer a star rating only for general feedback and love', () => {
    expect(FEEDBACK_TYPE_OPTIONS.map((option) => option.value).filter(showsRating)).toEqual(['love', 'general']);
    expect(showsRating(null)).toBe(false);
  });
});

describe('a feedback draft', () => {
  it('cannot be sent without a type, with a blank message, or while sending', () => {
    expect(canSendFeedback({ type: null, rating: null, message: 'hello' }, false)).toBe(false);
    expect(canSendFeedback({ type: 'bug', rating: null, message: '   ' }, false)).toBe(false);
    expect(canSendFeedback({ type: 'bug', rating: null, message: 'hello' }, true)).toBe(false);
    expect(canSendFeedback({ type: 'bug', rating: null, message: 'hello' }, false)).toBe(true);
  });

  it('becomes a trimmed request with page and browser', () => {
    expect(feedbackRequest({ type: 'love', rating: 4, message: '  great app ' }, '/supplements', 'Chromium')).toEqual({
      success: true,
      body: { type: 'love', rating: 4, message: 'great app', page: '/supplements', userAgent: 'Chromium' },
    });
  });

  it('drops a rating left over from a type that offers stars', () => {
    const result = feedbackRequest({ type: 'bug', rating: 5, message: 'broken' }, '/', 'x');
    expect(result.success && result.body.rating).toBeNull();
  });

  it('refuses a blank message or a missing type', () => {
    expect(feedbackRequest({ type: 'bug', rating: null, message: ' ' }, '/', 'x')).toEqual({ success: false });
    expect(feedbackRequest({ type: null, rating: null, message: 'hi' }, '/', 'x')).toEqual({ success: false });
  });
});
