import { matchSupplement, SOURCES } from '@regimen/domain';
import type { PositiveInteraction } from '@regimen/domain/contracts/ai';
import type { InsightSupplement } from './provider.ts';

interface Synergy {
  readonly id: string;
  /** Knowledge-base entry ids; the pair must be in two different products. */
  readonly first: string;
  readonly second: string;
  readonly type: string;
  readonly benefit: string;
  readonly description: string;
  readonly enhancement: string;
  readonly sources: readonly string[];
}

/**
 * Only combinations the knowledge base's own entries state, worded as conservatively as they are.
 * Vitamin D with K2 is left out on purpose: the vitamin K entry says bone benefits of supplements
 * are not established.
 */
const synergies: readonly Synergy[] = [
  {
    id: 'vitamin-c-iron',
    first: 'vitamin-c',
    second: 'iron',
    type: 'absorption',
    benefit: 'Vitamin C increases the absorption of non-heme iron.',
    description: 'Iron from supplements and plant foods (non-heme iron) is absorbed better when vitamin C is taken at the same time.',
    enhancement: 'Take them together; keep calcium, antacids, tea and coffee away from the iron dose.',
    sources: [SOURCES.odsIron, SOURCES.odsVitaminC],
  },
  {
    id: 'calcium-vitamin-d',
    first: 'calcium',
    second: 'vitamin-d',
    type: 'complementary',
    benefit: 'Vitamin D is needed to absorb calcium; together they support bone health in people with low intake.',
    description: 'The benefit of calcium with vitamin D is shown for people who do not get enough of either, not for everyone.',
    enhancement: 'They need not be taken at the same time; keep the total vitamin D within the upper limit.',
    sources: [SOURCES.odsCalcium, SOURCES.odsVitaminD, SOURCES.iomCalciumVitaminD],
  },
];

function holders(products: readonly { supplement: InsightSupplement; ids: ReadonlySet<string> }[], entryId: string) {
  return products.filter((product) => product.ids.has(entryId)).map((product) => product.supplement);
}

/** Synergies among the user's active supplements, one per combination, naming the products involved. */
export function findSynergies(supplements: readonly InsightSupplement[]): PositiveInteraction[] {
  const products = supplements
    .filter((supplement) => supplement.isActive !== false)
    .map((supplement) => ({
      supplement,
      ids: new Set(matchSupplement(supplement).filter((match) => match.provenance !== 'implied').map((match) => match.entry.id)),
    }));
  return synergies.flatMap((synergy) => {
    const firsts = holders(products, synergy.first);
    const seconds = holders(products, synergy.second);
    const involved = products
      .map((product) => product.supplement)
      .filter((supplement) =>
        (firsts.includes(supplement) && seconds.some((other) => other !== supplement)) ||
        (seconds.includes(supplement) && firsts.some((other) => other !== supplement)),
      );
    if (involved.length < 2) return [];
    return [
      {
        id: `${synergy.id}:${involved.map((supplement) => supplement.id).sort().join('+')}`,
        supplements: involved.map((supplement) => supplement.name),
        type: synergy.type,
        benefit: synergy.benefit,
        description: synergy.description,
        enhancement: synergy.enhancement,
        sources: [...synergy.sources],
        origin: 'knowledge-base',
      },
    ];
  });
}

/** Entry ids that pair with `entryId` in a known synergy (vitamin C for iron). */
export function synergyPartners(entryId: string): { partner: string; synergy: Synergy }[] {
  return synergies.flatMap((synergy) => {
    if (synergy.first === entryId) return [{ partner: synergy.second, synergy }];
    if (synergy.second === entryId) return [{ partner: synergy.first, synergy }];
    return [];
  });
}
