/**
 * Case-, accent- and punctuation-insensitive phrase matching shared by supplements, drugs
 * and conditions. Text is split into letter runs and digit runs ("D3" -> "d", "3";
 * "CoQ10" -> "coq", "10"), apostrophes vanish, Greek α/β become alpha/beta, and a plural
 * "s" is dropped, so "St. John's Wort", "St Johns wort" and "ST JOHN'S WORT" all match.
 */
export interface Token {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

const TOKEN = /\p{L}[\p{L}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*|\p{N}+/gu;
const GREEK: Readonly<Record<string, string>> = { α: 'alpha', β: 'beta', γ: 'gamma' };

function normalizeToken(raw: string): string {
  const folded = raw
    .replace(/['’]/g, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[αβγ]/g, (letter) => GREEK[letter] ?? letter);
  return folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss') ? folded.slice(0, -1) : folded;
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    value: normalizeToken(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The normalised form two phrases share when they match each other. */
export function normalizePhrase(text: string): string {
  return tokenize(text)
    .map((token) => token.value)
    .join(' ');
}

export interface PhraseIndex<T> {
  readonly byFirstToken: ReadonlyMap<string, readonly { readonly tokens: readonly string[]; readonly value: T }[]>;
}

/** Builds an index; a phrase already present keeps its first value (tests assert there are no clashes). */
export function buildPhraseIndex<T>(phrases: Iterable<readonly [phrase: string, value: T]>): PhraseIndex<T> {
  const seen = new Set<string>();
  const byFirstToken = new Map<string, { tokens: string[]; value: T }[]>();
  for (const [phrase, value] of phrases) {
    const tokens = tokenize(phrase).map((token) => token.value);
    const key = tokens.join(' ');
    const first = tokens[0];
    if (first === undefined || seen.has(key)) continue;
    seen.add(key);
    const bucket = byFirstToken.get(first) ?? [];
    bucket.push({ tokens, value });
    byFirstToken.set(first, bucket);
  }
  return { byFirstToken };
}

export interface PhraseMatch<T> {
  readonly value: T;
  /** Character offsets of the match in the searched text. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** The normalised token just before the match, if any ("as" in "as calcium carbonate"). */
  readonly previousToken: string | undefined;
}

/** All phrase occurrences, longest first where they overlap, returned in text order. */
export function findPhrases<T>(index: PhraseIndex<T>, text: string): PhraseMatch<T>[] {
  const tokens = tokenize(text);
  const candidates: { from: number; to: number; value: T }[] = [];
  tokens.forEach((token, from) => {
    for (const entry of index.byFirstToken.get(token.value) ?? []) {
      const fits = entry.tokens.every((value, offset) => tokens[from + offset]?.value === value);
      if (fits) candidates.push({ from, to: from + entry.tokens.length, value: entry.value });
    }
  });
  candidates.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
  const taken = new Set<number>();
  const chosen: { from: number; to: number; value: T }[] = [];
  for (const candidate of candidates) {
    const span = Array.from({ length: candidate.to - candidate.from }, (_, i) => candidate.from + i);
    if (span.some((position) => taken.has(position))) continue;
    span.forEach((position) => taken.add(position));
    chosen.push(candidate);
  }
  return chosen
    .sort((a, b) => a.from - b.from)
    .flatMap(({ from, to, value }) => {
      const first = tokens[from];
      const last = tokens[to - 1];
      if (first === undefined || last === undefined) return [];
      return [{ value, start: first.start, end: last.end, text: text.slice(first.start, last.end), previousToken: tokens[from - 1]?.value }];
    });
}
