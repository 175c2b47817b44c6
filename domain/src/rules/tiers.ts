import type { TierInfo } from '../contracts/tiers.ts';
import { tiers, type Tier, type TierColor } from './tier-names.ts';

export { tierColorNames, tiers, type Tier, type TierColor } from './tier-names.ts';

/** -1 means unlimited, as in the product's tier payloads. */
export const UNLIMITED = -1;

export interface TierLimits {
  readonly maxSupplements: number;
  readonly maxAiRequestsPerDay: number;
}

export interface TierUsage {
  readonly supplements: number;
  readonly dailyAiRequests: number;
}

// The spec gives free and premium; pro and enterprise limits are product choices.
export const tierLimits: Readonly<Record<Tier, TierLimits>> = {
  free: { maxSupplements: 10, maxAiRequestsPerDay: 3 },
  premium: { maxSupplements: 25, maxAiRequestsPerDay: 10 },
  pro: { maxSupplements: 50, maxAiRequestsPerDay: 25 },
  enterprise: { maxSupplements: UNLIMITED, maxAiRequestsPerDay: UNLIMITED },
};

export const tierDisplayNames: Readonly<Record<Tier, string>> = {
  free: 'Free Plan',
  premium: 'Premium Plan',
  pro: 'Pro Plan',
  enterprise: 'Enterprise Plan',
};

export const tierColors: Readonly<Record<Tier, TierColor>> = {
  free: 'gray',
  premium: 'blue',
  pro: 'purple',
  enterprise: 'emerald',
};

/** The usage bar turns to a warning state above this percentage. */
export const USAGE_WARNING_PERCENT = 80;

export function isTier(value: string): value is Tier {
  return (tiers as readonly string[]).includes(value);
}

export function tierInfo(tier: Tier, usage: TierUsage): TierInfo {
  return {
    tier,
    limits: tierLimits[tier],
    usage,
    displayName: tierDisplayNames[tier],
    color: tierColors[tier],
  };
}

/** True when one more item would still fit under `limit` (-1 = unlimited). */
export function isWithinLimit(used: number, limit: number): boolean {
  return limit === UNLIMITED || used < limit;
}

/** Percentage of `limit` used, capped at 100; null when unlimited. */
export function usagePercent(used: number, limit: number): number | null {
  if (limit === UNLIMITED) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

// Compared unrounded so that 80.4 percent does not warn and 80.6 does.
export function isUsageWarning(used: number, limit: number): boolean {
  if (limit === UNLIMITED) return false;
  return used * 100 > limit * USAGE_WARNING_PERCENT;
}
