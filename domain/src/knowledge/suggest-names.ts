import { drugs } from './drug-classes.ts';
import { normalizePhrase } from './phrase-index.ts';
import { supplementEntries } from './supplement-catalog.ts';

interface Candidate {
  readonly phrase: string;
  /** What the user is shown: the entry's canonical name, or "alias (name)" when they differ. */
  readonly label: string;
}

const supplementCandidates: readonly Candidate[] = supplementEntries.flatMap((entry) =>
  [entry.name, ...entry.aliases].map((phrase) => ({ phrase: normalizePhrase(phrase), label: entry.name })),
);
const drugCandidates: readonly Candidate[] = drugs.flatMap((drug) => drug.names.map((phrase) => ({ phrase: normalizePhrase(phrase), label: drug.name })));

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The best distance of the text, or of any of its words, to a candidate phrase (typos in "Sertralin 50 mg"). */
function distanceTo(text: string, words: readonly string[], phrase: string): number {
  let best = editDistance(text, phrase);
  for (const word of words) if (word.length >= 4) best = Math.min(best, editDistance(word, phrase));
  return best;
}

/**
 * Up to three known names closest to an unrecognised one, for "did you mean …?". A suggestion is
 * offered only when at most about a third of its letters differ, so unrelated names are not proposed.
 */
export function suggestNames(name: string, kind: 'supplement' | 'prescription'): string[] {
  const text = normalizePhrase(name);
  if (text.length < 3) return [];
  const words = text.split(' ').filter((word) => !/^\d+$/.test(word));
  const scored = new Map<string, number>();
  for (const candidate of kind === 'supplement' ? supplementCandidates : drugCandidates) {
    if (Math.abs(candidate.phrase.length - text.length) > text.length && words.length <= 1) continue;
    const distance = distanceTo(text, words, candidate.phrase);
    const allowed = Math.max(1, Math.floor(candidate.phrase.length / 3));
    if (distance > allowed) continue;
    const score = distance / candidate.phrase.length;
    const known = scored.get(candidate.label);
    if (known === undefined || score < known) scored.set(candidate.label, score);
  }
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([label]) => label);
}
