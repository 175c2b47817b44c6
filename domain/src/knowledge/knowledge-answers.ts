import type { BenefitsAnalysis, ProvenanceEntry, ResearchResult, SupplementOfTheDay } from '../contracts/ai.ts';
import { KNOWLEDGE_VERSION, refreshIntervalDays, type SupplementEntry } from './knowledge-schema.ts';
import { matchSupplement, type SupplementText } from './match-supplement.ts';
import { researchResultOf } from './supplement-catalog.ts';

/**
 * Answers built from the knowledge base alone, in the shapes of the AI contracts: what the
 * server's offline provider answers, and what demo mode shows without a server. Pure.
 */

export const KNOWLEDGE_BASE_NAME = 'Regimen knowledge base';

const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];

export function knowledgeProvenance(documents: Iterable<string>, parts: readonly string[]): ProvenanceEntry {
  return { kind: 'knowledge-base', name: KNOWLEDGE_BASE_NAME, documents: unique(documents), parts: [...parts] };
}

/** The provenance fields of an answer made by the knowledge base alone. */
export function withKnowledgeProvenance(documents: Iterable<string>, parts: readonly string[]) {
  return { knowledgeVersion: KNOWLEDGE_VERSION, provenance: [knowledgeProvenance(documents, parts)] };
}

/** "Vitamin D (D3 cholecalciferol, D2 ergocalciferol)" -> "Vitamin D", for lists a person reads. */
export function shortName(entryName: string): string {
  return entryName.replace(/\s*\([^)]*\)\s*$/, '');
}

/** Entries the product names or lists, named ones first; assumed multivitamin contents are not claimed. */
export function recognizedEntries(supplement: SupplementText): SupplementEntry[] {
  const matches = matchSupplement(supplement).filter((match) => match.provenance !== 'implied');
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
export function knowledgeBenefits(supplement: SupplementText): BenefitsAnalysis {
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
      [main, ...others].flatMap((entry) => entry.sources),
      ['summary', 'primaryBenefits', 'secondaryBenefits', 'recommendedTiming', 'foodInteraction', 'evidenceLevel', 'dosageRecommendation', 'sideEffects'],
    ),
  };
}

/** The research result (spec 02) of a knowledge-base entry, with its category and refresh tier. */
export function knowledgeResearch(entry: SupplementEntry): ResearchResult {
  const base = researchResultOf(entry);
  return {
    ...base,
    primaryBenefits: [...base.primaryBenefits],
    sideEffects: [...base.sideEffects],
    contraindications: [...base.contraindications],
    drugInteractions: [...base.drugInteractions],
    qualityConsiderations: [...base.qualityConsiderations],
    sources: [...base.sources],
    category: entry.category,
    refreshTier: entry.refreshTier,
    refreshIntervalDays: refreshIntervalDays[entry.refreshTier],
    ...withKnowledgeProvenance(entry.sources, Object.keys(base)),
  };
}

/** A knowledge-base entry as the supplement of the day of `date` (YYYY-MM-DD). */
export function supplementOfTheDayFrom(entry: SupplementEntry, date: string): SupplementOfTheDay {
  return {
    date,
    supplementName: entry.name,
    researchData: {
      evidenceLevel: entry.evidenceLevel,
      summary: entry.overview,
      primaryBenefits: [...entry.primaryBenefits],
      dosageRecommendation: entry.recommendedDosage,
      timing: entry.timing,
    },
    ...withKnowledgeProvenance(entry.sources, ['supplementName', 'researchData']),
  };
}
