import { matchSupplement, type MatchedIngredient, type SupplementEntry, type SupplementText } from '@regimen/domain';
import type { BenefitsAnalysis } from '@regimen/domain/contracts/ai';
import { shortName, unique, withKnowledgeProvenance } from './kb-common.ts';
import type { InsightSupplement } from './provider.ts';

/** Entries the product names or lists; assumed multivitamin contents are not claimed as benefits. */
export function recognizedEntries(supplement: SupplementText): SupplementEntry[] {
  const matches: MatchedIngredient[] = matchSupplement(supplement).filter((match) => match.provenance !== 'implied');
  const named = matches.filter((match) => match.provenance === 'name');
  return [...named, ...matches.filter((match) => match.provenance !== 'name')].map((match) => match.entry);
}

/**
 * Benefits of the product's main entry (the first named by its name, else the first ingredient);
 * other recognised ingredients add one benefit each as secondary benefits. The knowledge base has
 * no "target conditions", so that list stays empty rather than guessed. A product the knowledge
 * base does not recognise gets an "insufficient" answer that says so, not an error: it is the
 * user's own product and the dialog should explain rather than offer a retry.
 */
export function knowledgeBenefits(supplement: InsightSupplement): BenefitsAnalysis {
  const [main, ...others] = recognizedEntries(supplement);
  if (main === undefined) {
    const unknown = 'No information: this product is not in the knowledge base.';
    return {
      supplementName: supplement.name,
      summary: `"${supplement.name}" is not in Regimen's knowledge base, so no benefits can be stated. Check the label and ask a pharmacist.`,
      primaryBenefits: [],
      secondaryBenefits: [],
      recommendedTiming: unknown,
      foodInteraction: unknown,
      evidenceLevel: 'insufficient',
      dosageRecommendation: 'Follow the label and your clinician.',
      sideEffects: [],
      targetConditions: [],
      knowledgeEntries: [],
      ...withKnowledgeProvenance([], ['summary', 'evidenceLevel']),
    };
  }
  const also = others.map((entry) => shortName(entry.name));
  const summary = also.length === 0 ? main.overview : `${main.overview} This product also contains ${also.join(', ')}.`;
  return {
    supplementName: supplement.name,
    summary,
    primaryBenefits: [...main.primaryBenefits],
    secondaryBenefits: others.flatMap((entry) => entry.primaryBenefits.slice(0, 1).map((benefit) => `${shortName(entry.name)}: ${benefit}`)),
    recommendedTiming: main.timing,
    foodInteraction: main.foodInteraction,
    evidenceLevel: main.evidenceLevel,
    dosageRecommendation: main.recommendedDosage,
    sideEffects: [...main.sideEffects],
    targetConditions: [],
    knowledgeEntries: [main, ...others].map((entry) => ({ id: entry.id, name: entry.name })),
    ...withKnowledgeProvenance(
      unique([main, ...others].flatMap((entry) => entry.sources)),
      ['summary', 'primaryBenefits', 'secondaryBenefits', 'recommendedTiming', 'foodInteraction', 'evidenceLevel', 'dosageRecommendation', 'sideEffects'],
    ),
  };
}
