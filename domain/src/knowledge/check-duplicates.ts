import type { SupplementEntry } from './knowledge-schema.ts';
import { findingId, supplementParty, type ProductView, type SafetyFinding } from './safety-model.ts';

/**
 * One ingredient listed in two or more active products. Ingredients already reported above an
 * upper limit are skipped: that finding says more. What remains is below the limit (or unknown),
 * so it is information, not a caution. Assumed multivitamin contents do not count.
 */
export function checkDuplicates(products: readonly ProductView[], exceeded: ReadonlySet<string>): SafetyFinding[] {
  const byEntry = new Map<string, { entry: SupplementEntry; products: ProductView[] }>();
  for (const product of products) {
    for (const match of product.matches) {
      if (match.provenance === 'implied' || exceeded.has(match.entry.id)) continue;
      const known = byEntry.get(match.entry.id) ?? { entry: match.entry, products: [] };
      if (!known.products.includes(product)) known.products.push(product);
      byEntry.set(match.entry.id, known);
    }
  }
  return [...byEntry.values()]
    .filter((found) => found.products.length > 1)
    .map(({ entry, products: holders }) => {
      const parties = holders.map((product) => supplementParty(product, entry.name));
      const names = holders.map((product) => `"${product.supplement.name}"`).join(', ');
      return {
        id: findingId(`duplicate-${entry.id}`, parties),
        kind: 'duplicate_ingredient',
        severity: 'minor',
        ruleId: `duplicate-${entry.id}`,
        title: `${entry.name} in ${holders.length} products`,
        message: `${entry.name} is in ${names}. Taking the same ingredient in several products makes the total easy to lose track of.`,
        recommendation: 'Check the combined daily amount on the labels and whether you need every product; ask a pharmacist if unsure.',
        sources: entry.sources,
        parties,
        notes: ['For information: the combined amount is not above the upper limit.'],
        informational: true,
      };
    });
}
