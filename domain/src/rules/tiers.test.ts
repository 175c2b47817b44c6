import { describe, expect, it } from 'vitest';
import { tierInfoSchema } from '../contracts/tiers.ts';
import { isTier, isUsageWarning, isWithinLimit, tierInfo, tierLimits, usagePercent } from './tiers.ts';

describe('tier limits', () => {
  it('match the product plans, -1 meaning unlimited', () => {
    expect(tierLimits).toEqual({
      free: { maxSupplements: 10, maxAiRequestsPerDay: 3 },
      premium: { maxSupplements: 25, maxAiRequestsPerDay: 10 },
      pro: { maxSupplements: 50, maxAiRequestsPerDay: 25 },
      enterprise: { maxSupplements: -1, maxAiRequestsPerDay: -1 },
    });
  });
});

describe('tierInfo', () => {
  it('builds the tier info object of the spec', () => {
    const info = tierInfo('free', { supplements: 4, dailyAiRequests: 1 });
    expect(info).toEqual({
      tier: 'free',
      limits: { maxSupplements: 10, maxAiRequestsPerDay: 3 },
      usage: { supplements: 4, dailyAiRequests: 1 },
      displayName: 'Free Plan',
      color: 'gray',
    });
    expect(tierInfoSchema.parse(info)).toEqual(info);
  });

  it.each([
    ['premium', 'Premium Plan', 'blue'],
    ['pro', 'Pro Plan', 'purple'],
    ['enterprise', 'Enterprise Plan', 'emerald'],
  ] as const)('names %s "%s" in %s', (tier, displayName, color) => {
    expect(tierInfo(tier, { supplements: 0, dailyAiRequests: 0 })).toMatchObject({ displayName, color });
  });
});

describe('limits and usage', () => {
  it('isWithinLimit allows one more below the limit and always when unlimited', () => {
    expect(isWithinLimit(9, 10)).toBe(true);
    expect(isWithinLimit(10, 10)).toBe(false);
    expect(isWithinLimit(1000, -1)).toBe(true);
  });

  it('usagePercent rounds, caps at 100 and is null when unlimited', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(12, 10)).toBe(100);
    expect(usagePercent(5, -1)).toBeNull();
  });

  it('warns only above 80 percent', () => {
    expect(isUsageWarning(8, 10)).toBe(false);
    expect(isUsageWarning(9, 10)).toBe(true);
    expect(isUsageWarning(21, 25)).toBe(true);
    expect(isUsageWarning(20, 25)).toBe(false);
    expect(isUsageWarning(100, -1)).toBe(false);
  });

  it('isTier recognises the four tiers only', () => {
    expect(['free', 'premium', 'pro', 'enterprise'].every(isTier)).toBe(true);
    expect(isTier('gold')).toBe(false);
  });
});
