import type {
  AnswerCache,
  BenefitsAnalysis,
  ProvenanceEntry,
  ResearchResult,
  SupplementOfTheDay,
} from '@regimen/domain/contracts/ai';
import { refreshIntervalDays, KNOWLEDGE_VERSION, type SupplementEntry } from '@regimen/domain/knowledge/knowledge-schema';
import { matchSupplement, type SupplementText } from '@regimen/domain/knowledge/match-supplement';
import { supplementById, supplementEntries, researchResultOf } from '@regimen/domain/knowledge/supplement-catalog';

/**
 * Demo answers drawn from the same offline knowledge base the server's default provider uses, so
 * what a demo visitor reads is as true as the real thing; nothing leaves the browser.
 */

export const KNOWLEDGE_BASE_NAME = 'Regimen knowledge base';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function knowledgeProvenance(documents: Iterable<string>, parts: readonly string[]) {
  const entry: ProvenanceEntry = {
    kind: 'knowledge-base',
    name: KNOWLEDGE_BASE_NAME,
    documents: [...new Set(documents)],
    parts: [...parts],
  };
  return { knowledgeVersion: KNOWLEDGE_VERSION, provenance: [entry] };
}

/** How the demo "served" an answer: freshly, by the knowledge base, cached for the spec's time. */
export function demoCache(
  now: Date,
  analysisId: string,
  ttlMs: number | null,
  refresh: { tier: SupplementEntry['refreshTier'] } | null = null,
): AnswerCache {
  return {
    analysisId,
    hit: false,
    generatedAt: now.toISOString(),
    expiresAt: ttlMs === null ? null : new Date(now.getTime() + ttlMs).toISOString(),
    refreshTier: refresh?.tier ?? null,
    nextRefreshAt: refresh ? new Date(now.getTime() + refreshIntervalDays[refresh.tier] * DAY).toISOString() : null,
    provider: 'knowledge-base',
    model: null,
  };
}

export const DEMO_TTL = { benefits: DAY, suggestions: 10 * 60 * 1000, supplementOfTheDay: DAY } as const;

const shortName = (name: string) => name.replace(/\s*\(.*\)$/, '');

/** The product's recognised entries, named ones first; a multivitamin's assumed contents are not claimed. */
function recognizedEntries(supplement: SupplementText): SupplementEntry[] {
  const matches = matchSupplement(supplement).filter((match) => match.provenance !== 'implied');
  return [...matches.filter((m) => m.provenance === 'name'), ...matches.filter((m) => m.provenance !== 'name')].map(
    (match) => match.entry,
  );
}

/** The benefits of the product's main knowledge-base entry, or an honest "not in the knowledge base". */
export function demoBenefits(supplement: SupplementText): BenefitsAnalysis {
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
      ...knowledgeProvenance([], ['summary', 'evidenceLevel']),
    };
  }
  const also = others.map((entry) => shortName(entry.name));
  return {
    supplementName: supplement.name,
    summary: also.length === 0 ? main.overview : `${main.overview} This product also contains ${also.join(', ')}.`,
    primaryBenefits: [...main.primaryBenefits],
    secondaryBenefits: others.flatMap((entry) =>
      entry.primaryBenefits.slice(0, 1).map((benefit) => `${shortName(entry.name)}: ${benefit}`),
    ),
    recommendedTiming: main.timing,
    foodInteraction: main.foodInteraction,
    evidenceLevel: main.evidenceLevel,
    dosageRecommendation: main.recommendedDosage,
    sideEffects: [...main.sideEffects],
    targetConditions: [],
    knowledgeEntries: [main, ...others].map((entry) => ({ id: entry.id, name: entry.name })),
    ...knowledgeProvenance(
      [main, ...others].flatMap((entry) => entry.sources),
      [
        'summary',
        'primaryBenefits',
        'secondaryBenefits',
        'recommendedTiming',
        'foodInteraction',
        'evidenceLevel',
        'dosageRecommendation',
        'sideEffects',
      ],
    ),
  };
}

/** Well-evidenced entries the demo features in turn, one a day. */
const FEATURED = ['magnesium', 'vitamin-d', 'creatine', 'fish-oil', 'psyllium', 'probiotics', 'vitamin-b12'];

export function demoSupplementOfTheDay(now: Date): SupplementOfTheDay {
  const date = now.toISOString().slice(0, 10);
  const day = Math.floor(Date.parse(date) / DAY);
  const entry = supplementById(FEATURED[day % FEATURED.length] ?? 'magnesium') ?? supplementEntries[0];
  if (entry === undefined) throw new Error('the knowledge base is empty');
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
    ...knowledgeProvenance(entry.sources, ['researchData']),
  };
}

/** Research is a knowledge-base lookup (the server's offline provider answers not-found the same way). */
export function demoResearch(supplementName: string): ResearchResult | null {
  const [entry] = recognizedEntries({ name: supplementName });
  if (entry === undefined) return null;
  return {
    ...researchResultOf(entry),
    primaryBenefits: [...entry.primaryBenefits],
    sideEffects: [...entry.sideEffects],
    contraindications: [...entry.contraindications],
    drugInteractions: [...entry.drugInteractions],
    qualityConsiderations: [...entry.qualityConsiderations],
    sources: [...entry.sources],
    category: entry.category,
    refreshTier: entry.refreshTier,
    refreshIntervalDays: refreshIntervalDays[entry.refreshTier],
    ...knowledgeProvenance(entry.sources, [
      'overview',
      'evidenceLevel',
      'primaryBenefits',
      'recommendedDosage',
      'timing',
      'foodInteraction',
      'sideEffects',
      'contraindications',
      'drugInteractions',
      'qualityConsiderations',
      'sources',
    ]),
  };
}

export function knowledgeEntry(id: string): SupplementEntry | undefined {
  return supplementById(id);
}
