import type { CachedResearch, ResearchResult, SupplementCache } from '@regimen/domain/contracts/ai';
import type { CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import type { EvidenceLevel, SupplementCategory } from '@regimen/domain/knowledge/knowledge-schema';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

/** Spec 02: add-from-research defaults; the threshold is 10 from the result and 7 from the cache dialog. */
export const RESEARCH_PAGE_THRESHOLD = 10;
export const CACHE_DIALOG_THRESHOLD = 7;
const DEFAULT_STOCK = 30;

/** A researched supplement as a new supplement of the user's, with the spec's defaults. */
export function supplementFromResearch(result: Pick<ResearchResult, 'name' | 'recommendedDosage' | 'timing'>, lowStockThreshold: number): CreateSupplementInput {
  return {
    name: result.name.slice(0, 100),
    dosage: dosageOf(result.recommendedDosage),
    frequency: 'daily',
    timing: 'morning',
    currentStock: DEFAULT_STOCK,
    lowStockThreshold,
    nextDueTime: '8:00 AM',
    notes: `Added from research. Timing: ${result.timing}`.slice(0, 1000),
  };
}

/** The dosage field holds a short amount; a long recommendation is cut at its first sentence or clause. */
export function dosageOf(recommendation: string): string {
  const first = recommendation.split(/[.;(]/)[0]?.trim() ?? '';
  const text = first === '' ? recommendation.trim() : first;
  return text.length <= 100 ? text : `${text.slice(0, 99).trimEnd()}…`;
}

/** Evidence in a colour per level (spec 02): green, yellow, orange, grey. */
const evidenceColours: Record<EvidenceLevel, { label: string; variant: BadgeVariant }> = {
  high: { label: 'High evidence', variant: 'emerald' },
  moderate: { label: 'Moderate evidence', variant: 'warning' },
  limited: { label: 'Limited evidence', variant: 'orange' },
  insufficient: { label: 'Insufficient evidence', variant: 'neutral' },
};

export function researchEvidence(level: EvidenceLevel): { label: string; variant: BadgeVariant } {
  return evidenceColours[level];
}

const categoryLabels: Record<SupplementCategory, string> = {
  vitamins: 'Vitamins',
  minerals: 'Minerals',
  amino_acids: 'Amino Acids',
  herbs: 'Herbs',
  enzymes: 'Enzymes',
  other: 'Other',
};

export type CacheGroup = { category: SupplementCategory; label: string; entries: readonly CachedResearch[] };

/** The shared cache's six groups in the spec's order, empty groups left out; empty list when nothing is cached. */
export function cacheGroups(cache: SupplementCache): CacheGroup[] {
  return (Object.keys(categoryLabels) as SupplementCategory[]).flatMap((category) => {
    const entries = cache[category];
    return entries.length > 0 ? [{ category, label: categoryLabels[category], entries }] : [];
  });
}

export function cachedCount(cache: SupplementCache): number {
  return Object.values(cache).reduce((total, entries) => total + entries.length, 0);
}

/** Whether the user already keeps a supplement of this name (the add button then says so). */
export function alreadyKept(name: string, keptNames: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase();
  return keptNames.some((kept) => kept.trim().toLowerCase() === wanted);
}

/** Spec: the research button is disabled when the input is blank or a request is pending. */
export function canResearch(query: string, pending: boolean): boolean {
  return !pending && query.trim() !== '';
}
