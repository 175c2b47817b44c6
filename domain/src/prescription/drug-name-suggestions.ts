import { drugs } from '../knowledge/drug-classes.ts';
import { normalizePhrase } from '../knowledge/phrase-index.ts';
import { resolveDrug } from '../knowledge/resolve-drug.ts';

export interface DrugNameSuggestion {
  /** The name to fill in, as the dictionary spells it ("Zoloft", "sertraline"). */
  readonly label: string;
  /** The generic name it stands for. */
  readonly generic: string;
  readonly isBrand: boolean;
}

const entries = drugs.flatMap((drug) =>
  drug.names.map((name, index) => ({ label: name, generic: drug.name, isBrand: index > 0, key: normalizePhrase(name) })),
);

/**
 * Dictionary names (generic and brand) for what the user has typed so far: names starting with
 * it first, then names with a later word starting with it; alphabetical within each group.
 */
export function suggestDrugNames(typed: string, limit = 8): DrugNameSuggestion[] {
  const query = normalizePhrase(typed);
  if (query.length < 2) return [];
  const rank = (key: string): number => (key.startsWith(query) ? 0 : key.includes(` ${query}`) ? 1 : -1);
  return entries
    .map((entry) => ({ entry, rank: rank(entry.key) }))
    .filter(({ rank: r }) => r >= 0)
    .sort((a, b) => a.rank - b.rank || a.entry.label.localeCompare(b.entry.label))
    .slice(0, limit)
    .map(({ entry: { label, generic, isBrand } }) => ({ label, generic, isBrand }));
}

/**
 * The generic names the dictionary recognises in a medication name (brand included), or [] when
 * it knows none: then interactions with it cannot be checked, and the UI must say so.
 */
export function recognisedDrugs(medicationName: string, brand?: string | null): string[] {
  return [...new Set(resolveDrug(`${medicationName} ${brand ?? ''}`).map((drug) => drug.name))];
}
