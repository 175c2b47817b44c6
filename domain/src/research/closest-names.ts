import { supplementEntries } from '../knowledge/supplement-catalog.ts';

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Edit distance between two short strings (names of at most 100 characters). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * How far a typed name is from one phrase, relative to its length, so that a typo in a long name
 * ("ashwaganda") ranks before an unrelated short one; a phrase that starts with or contains the
 * query counts as near.
 */
function distance(query: string, phrase: string): number {
  if (phrase.startsWith(query) || query.startsWith(phrase)) return 0.1;
  if (phrase.includes(query) || query.includes(phrase)) return 0.2;
  return editDistance(query, phrase) / Math.max(query.length, phrase.length);
}

const phrases = supplementEntries.flatMap((entry) => [entry.name, ...entry.aliases].map((phrase) => ({ name: entry.name, phrase: normalize(phrase) })));

/** Further than this share of edits the suggestion is noise rather than help. */
const MAX_DISTANCE = 0.5;

/**
 * The knowledge base's supplement names nearest to a name it does not know, nearest first, for a
 * "did you mean" answer; empty when nothing is near.
 */
export function closestSupplementNames(query: string, limit = 3): string[] {
  const wanted = normalize(query);
  if (wanted === '') return [];
  const best = new Map<string, number>();
  for (const { name, phrase } of phrases) {
    if (phrase === '') continue;
    const score = distance(wanted, phrase);
    if (score <= MAX_DISTANCE && score < (best.get(name) ?? Infinity)) best.set(name, score);
  }
  return [...best.entries()]
    .sort(([nameA, a], [nameB, b]) => a - b || nameA.localeCompare(nameB))
    .slice(0, limit)
    .map(([name]) => name);
}
