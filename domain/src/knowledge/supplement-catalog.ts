import type { SupplementEntry } from './knowledge-schema.ts';
import { buildPhraseIndex, type PhraseIndex } from './phrase-index.ts';
import { aminoAcids } from './supplements/amino-acids.ts';
import { enzymes } from './supplements/enzymes.ts';
import { herbs } from './supplements/herbs.ts';
import { minerals } from './supplements/minerals.ts';
import { other } from './supplements/other.ts';
import { regulatedAndAdded } from './supplements/regulated-and-added.ts';
import { vitamins } from './supplements/vitamins.ts';

export const supplementEntries: readonly SupplementEntry[] = [...vitamins, ...minerals, ...aminoAcids, ...herbs, ...enzymes, ...other, ...regulatedAndAdded];

const byId = new Map(supplementEntries.map((entry) => [entry.id, entry]));

export function supplementById(id: string): SupplementEntry | undefined {
  return byId.get(id);
}

/** Canonical names and aliases of every entry, for matching free text. */
export const supplementPhraseIndex: PhraseIndex<SupplementEntry> = buildPhraseIndex(
  supplementEntries.flatMap((entry) => [entry.name, ...entry.aliases].map((phrase) => [phrase, entry] as const)),
);

/** The research-result shape of the second spec, served offline from the knowledge base. */
export function researchResultOf(entry: SupplementEntry) {
  return {
    name: entry.name,
    overview: entry.overview,
    evidenceLevel: entry.evidenceLevel,
    primaryBenefits: entry.primaryBenefits,
    recommendedDosage: entry.recommendedDosage,
    timing: entry.timing,
    foodInteraction: entry.foodInteraction,
    sideEffects: entry.sideEffects,
    contraindications: entry.contraindications,
    drugInteractions: entry.drugInteractions,
    qualityConsiderations: entry.qualityConsiderations,
    sources: entry.sources,
  };
}
