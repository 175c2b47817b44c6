import { describe, expect, it } from 'vitest';
import { lastUpdatedLabel } from './last-updated.ts';

describe('lastUpdatedLabel', () => {
  it('writes the given day out in full', () => {
    expect(lastUpdatedLabel(new Date(2025, 2, 5, 12))).toBe('March 5, 2025');
  });
});
