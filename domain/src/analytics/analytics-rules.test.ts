import { describe, expect, it } from 'vitest';
import { adherenceBucketOf, shownCount } from './analytics-rules.ts';
import { supplementUsageKey } from './supplement-usage-key.ts';

describe('adherence buckets', () => {
  it('include their lower bound, and 100 % falls in the last', () => {
    expect([0, 19.99, 20, 59.9, 60, 79.99, 80, 100].map(adherenceBucketOf)).toEqual(['0-20', '0-20', '20-40', '40-60', '60-80', '60-80', '80-100', '80-100']);
  });
});

describe('a group of users', () => {
  it('is shown from 5 users, and as null (fewer than 5) from 1 to 4; none is 0', () => {
    expect([0, 1, 4, 5, 120].map(shownCount)).toEqual([0, null, null, 5, 120]);
  });
});

describe('the name a supplement counts under', () => {
  it('is the knowledge base\'s when the name names one supplement, else the normalised text', () => {
    expect(supplementUsageKey('D3 2000 IU')).toBe(supplementUsageKey('Vitamin D3'));
    expect(supplementUsageKey('Fish oil')).toBe(supplementUsageKey('Omega-3'));
    expect(supplementUsageKey('  My GREEN powder!! ')).toBe('my green powder');
  });
});
