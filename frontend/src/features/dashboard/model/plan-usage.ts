import type { TierInfo } from '@regimen/domain/contracts/tiers';
import { isUsageWarning, UNLIMITED, usagePercent } from '@regimen/domain/rules/tiers';

export type UsageBar = {
  label: string;
  /** "4 / 10" or "4 / Unlimited". */
  text: string;
  /** For the bar; null when unlimited (no bar to fill). */
  percent: number | null;
  warning: boolean;
};

function bar(label: string, used: number, limit: number): UsageBar {
  return {
    label,
    text: `${used} / ${limit === UNLIMITED ? 'Unlimited' : limit}`,
    percent: usagePercent(used, limit),
    warning: isUsageWarning(used, limit),
  };
}

export type UpgradePrompt = { title: string; text: string };

/** Spec section 9: the premium promotion; paid plans are pointed further up. */
const PREMIUM_PROMO: UpgradePrompt = {
  title: 'Upgrade to Premium',
  text: 'Track up to 25 supplements and get 10 AI requests per day for $4.99/month.',
};
const HIGHER_PLANS: UpgradePrompt = { title: 'Need more?', text: 'Higher plans raise your supplement and AI limits.' };

export type PlanUsage =
  | { kind: 'known'; tierName: string; color: TierInfo['color']; bars: UsageBar[]; upgrade: UpgradePrompt | null }
  /** Spec: no tier info is shown as the Free Plan with "Track up to 10 supplements". */
  | { kind: 'fallback'; tierName: 'Free Plan'; color: 'gray'; note: string; upgrade: UpgradePrompt };

export function planUsage(info: TierInfo | undefined | null): PlanUsage {
  if (!info)
    return {
      kind: 'fallback',
      tierName: 'Free Plan',
      color: 'gray',
      note: 'Track up to 10 supplements',
      upgrade: PREMIUM_PROMO,
    };
  return {
    kind: 'known',
    tierName: info.displayName,
    color: info.color,
    bars: [
      bar('Supplements', info.usage.supplements, info.limits.maxSupplements),
      bar('Daily AI requests', info.usage.dailyAiRequests, info.limits.maxAiRequestsPerDay),
    ],
    // Spec: the upgrade prompt is hidden for enterprise.
    upgrade: info.tier === 'enterprise' ? null : info.tier === 'free' ? PREMIUM_PROMO : HIGHER_PLANS,
  };
}
