import { describe, expect, it } from 'vitest';
import { feedbackStatusButtons } from './feedback-actions.ts';

describe('feedbackStatusButtons', () => {
  it('disables only the button of the current status', () => {
    expect(feedbackStatusButtons('reviewed').map((button) => [button.label, button.disabled])).toEqual([
      ['Mark as New', false],
      ['Reviewed', true],
      ['Resolved', false],
    ]);
  });
  it('disables Mark as New for new feedback', () => {
    expect(feedbackStatusButtons('new').find((button) => button.status === 'new')?.disabled).toBe(true);
  });
});
