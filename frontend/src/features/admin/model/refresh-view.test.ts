import { describe, expect, it } from 'vitest';
import { batchSummary } from './refresh-view.ts';

describe('batchSummary', () => {
  it('says how many were refreshed, which failed, and the cost', () => {
    expect(batchSummary({ processed: 3, successful: 2, failed: 1, estimatedCost: '$0.0100', errors: ['Zinc: timeout'] })).toBe(
      'Refreshed 2 of 3 analyses, 1 failed (Zinc: timeout). Estimated cost $0.0100.',
    );
  });
  it('says when nothing was due', () => {
    expect(batchSummary({ processed: 0, successful: 0, failed: 0, estimatedCost: '$0.0000', errors: [] })).toBe('Nothing was due for a refresh.');
  });
});
