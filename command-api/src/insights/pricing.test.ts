import { describe, expect, it } from 'vitest';
import { estimateCostUsd, priceKey } from './pricing.ts';

describe('estimateCostUsd', () => {
  it('prices input and output tokens per million', () => {
    expect(estimateCostUsd('gpt-4o-mini', 1_000_000, 1_000_000)).toBe(0.75);
    expect(estimateCostUsd('gpt-4o-mini', 1000, 200)).toBe(0.00027);
  });

  it('prices a dated snapshot as its family, and not a longer name as a shorter one', () => {
    expect(priceKey('gpt-4o-mini-2024-07-18')).toBe('gpt-4o-mini');
    expect(priceKey('gpt-4o-2024-08-06')).toBe('gpt-4o');
    expect(priceKey('gpt-4o-mini-search-preview')).toBeNull();
  });

  it('gives no estimate for an unknown model or unknown token counts', () => {
    expect(estimateCostUsd('llama3.1:8b', 1000, 1000)).toBeNull();
    expect(estimateCostUsd('gpt-4o', null, 10)).toBeNull();
  });
});
