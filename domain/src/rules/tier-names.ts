// The tier and colour names on their own: the tier contract's schema is built from them, and the
// tier rules return that contract's type, so keeping them in rules/tiers.ts made the two import each other.

export const tiers = ['free', 'premium', 'pro', 'enterprise'] as const;
export type Tier = (typeof tiers)[number];

export const tierColorNames = ['gray', 'blue', 'purple', 'emerald'] as const;
export type TierColor = (typeof tierColorNames)[number];
