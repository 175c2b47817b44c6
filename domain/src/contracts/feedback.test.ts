import { describe, expect, it } from 'vitest';
import { submitFeedbackRequestSchema } from './feedback.ts';

describe('submitFeedbackRequestSchema', () => {
  it('trims the message and defaults rating, page and userAgent', () => {
    expect(submitFeedbackRequestSchema.parse({ type: 'bug', message: '  broken  ' })).toEqual({
      type: 'bug',
      rating: null,
      message: 'broken',
      page: '',
      userAgent: '',
    });
  });

  it('refuses a blank message with the product wording', () => {
    const result = submitFeedbackRequestSchema.safeParse({ type: 'bug', message: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Please select a feedback type and enter your message.');
  });

  it('accepts ratings 1 to 5 only and known types only', () => {
    expect(submitFeedbackRequestSchema.parse({ type: 'love', message: 'x', rating: 5 }).rating).toBe(5);
    expect(submitFeedbackRequestSchema.safeParse({ type: 'love', message: 'x', rating: 0 }).success).toBe(false);
    expect(submitFeedbackRequestSchema.safeParse({ type: 'rant', message: 'x' }).success).toBe(false);
  });

  it('limits lengths', () => {
    expect(submitFeedbackRequestSchema.safeParse({ type: 'bug', message: 'x'.repeat(5001) }).success).toBe(false);
    expect(submitFeedbackRequestSchema.safeParse({ type: 'bug', message: 'x', page: 'p'.repeat(501) }).success).toBe(
      false,
    );
    expect(
      submitFeedbackRequestSchema.safeParse({ type: 'bug', message: 'x', userAgent: 'u'.repeat(1001) }).success,
    ).toBe(false);
  });
});
