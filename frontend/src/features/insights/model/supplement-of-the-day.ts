/** Spec section 9: the Supplement of the Day card shows at most 3 benefits. */
const SOTD_BENEFITS_SHOWN = 3;

export function sotdBenefits(benefits: readonly string[]): string[] {
  return benefits.slice(0, SOTD_BENEFITS_SHOWN);
}
