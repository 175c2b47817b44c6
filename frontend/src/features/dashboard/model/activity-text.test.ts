import { describe, expect, it } from 'vitest';
import { activityText } from './activity-text.ts';

describe('activityText', () => {
  it('says what happened to which supplement', () => {
    expect(activityText({ type: 'supplement_taken', supplementName: 'Zinc' })).toBe('Took Zinc');
    expect(activityText({ type: 'supplement_added', supplementName: 'Zinc' })).toBe('Added Zinc');
    expect(activityText({ type: 'ai_analysis', supplementName: 'Zinc' })).toBe('AI analysis of Zinc');
  });
});
