import { matchSupplement } from '../knowledge/match-supplement.ts';
import { normalizePhrase } from '../knowledge/phrase-index.ts';

// Apart from analytics-rules.ts: the contract imports those constants, and this pulls in the knowledge base.
/**
 * The name a supplement is counted under: the knowledge base's name when the product's name names
 * exactly one known supplement ("D3 2000 IU" -> "Vitamin D3"), else its normalised text (lower
 * case, punctuation and extra spaces dropped), so spellings of one product count together.
 */
export const supplementUsageKey = (name: string): string => {
  const named = matchSupplement({ name }).filter((match) => match.provenance === 'name');
  const [only] = named;
  if (only && named.length === 1) return only.entry.name;
  return normalizePhrase(name).slice(0, 200) || name.trim().toLowerCase().slice(0, 200);
};
