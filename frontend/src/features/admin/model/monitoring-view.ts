/** "12.5%": the share of an endpoint's requests that were refused, to one decimal (spec 02). */
export function blockedPercent(requests: number, limited: number): string {
  if (requests === 0) return '0.0%';
  return `${((limited / requests) * 100).toFixed(1)}%`;
}

/** Spec 02: the daily API cost the cache prevents is estimated as double the savings figure. */
export function preventedDailyCost(costSavings: string): string {
  const amount = Number(costSavings.replace(/^\$/, ''));
  return Number.isFinite(amount) ? `$${(amount * 2).toFixed(2)}` : costSavings;
}

export const onOff = (enabled: boolean): 'Active' | 'Disabled' => (enabled ? 'Active' : 'Disabled');
