import { elementalFractions, parseAmounts, parseDoseCount, type ParsedAmount } from './dosage-parser.ts';
import type { SupplementEntry } from './knowledge-schema.ts';
import { findPhrases, normalizePhrase, type PhraseMatch } from './phrase-index.ts';
import { supplementById, supplementPhraseIndex } from './supplement-catalog.ts';

/** The fields of a user's supplement the matcher reads (a `Supplement` from the contracts fits). */
export interface SupplementText {
  readonly name: string;
  readonly brand?: string | null;
  readonly dosage?: string | null;
  readonly type?: string | null;
  readonly ingredients?: readonly string[] | null;
}

/** Where a match came from: the product name or brand, its ingredient list, or an assumption about its kind. */
export type MatchProvenance = 'name' | 'ingredients' | 'implied';

export interface IngredientAmount extends Pick<ParsedAmount, 'value' | 'unit' | 'basis'> {
  /** The text the amount was read from, for form hints (natural vs synthetic vitamin E). */
  readonly context: string;
  /** Multiplier for salt weights ("ferrous sulfate 325 mg" is about 65 mg iron). */
  readonly elementalFraction: number;
}

export interface MatchedIngredient {
  readonly entry: SupplementEntry;
  readonly provenance: MatchProvenance;
  readonly matchedText: string;
  /** Amounts per dose; several when an ingredient appears on several lines. Empty when unknown. */
  readonly amounts: readonly IngredientAmount[];
}

const saltFractions = new Map(Object.entries(elementalFractions).map(([salt, fraction]) => [normalizePhrase(salt), fraction]));

interface Occurrence {
  readonly entry: SupplementEntry;
  readonly matchedText: string;
  readonly amount: IngredientAmount | null;
}

function amountAt(match: PhraseMatch<SupplementEntry>, segment: string, segmentStart: number, text: string): IngredientAmount | null {
  const amount = parseAmounts(segment)[0];
  if (amount === undefined) return null;
  const salt = saltFractions.get(normalizePhrase(match.text));
  const weighsSalt =
    salt !== undefined &&
    match.previousToken !== 'as' &&
    !/elemental/i.test(segment) &&
    text.slice(match.end, segmentStart + amount.index).trim().replace(/[:\-–]/g, '') === '';
  return { value: amount.value, unit: amount.unit, basis: amount.basis, context: segment, elementalFraction: weighsSalt ? salt : 1 };
}

/**
 * Entries named in one text, each with the amount that follows its name ("Calcium 600 mg +
 * D3 400 IU"). The first name may also take an amount written before it ("5000 IU Vitamin D3").
 * Repeated names of one entry in a text keep the first amount found.
 */
function occurrencesIn(text: string): Occurrence[] {
  const matches = findPhrases(supplementPhraseIndex, text);
  const byEntry = new Map<string, Occurrence>();
  matches.forEach((match, position) => {
    const segmentEnd = matches[position + 1]?.start ?? text.length;
    let amount = amountAt(match, text.slice(match.start, segmentEnd), match.start, text);
    if (amount === null && position === 0) {
      const before = parseAmounts(text.slice(0, match.start)).at(-1);
      if (before !== undefined) amount = { value: before.value, unit: before.unit, basis: before.basis, context: text, elementalFraction: 1 };
    }
    const known = byEntry.get(match.value.id);
    if (known === undefined || (known.amount === null && amount !== null)) {
      byEntry.set(match.value.id, { entry: match.value, matchedText: known?.matchedText ?? match.text, amount });
    }
  });
  return [...byEntry.values()];
}

/** "Ferrous Sulfate" named with "325 mg" as the dosage: the dosage is the salt's weight. */
function saltFraction(matchedText: string, context: string): number {
  const salt = saltFractions.get(normalizePhrase(matchedText));
  return salt === undefined || /elemental|\bas\b/i.test(context) ? 1 : salt;
}

function scaled(amount: IngredientAmount, times: number): IngredientAmount {
  return { ...amount, value: amount.value * times };
}

/** Name and brand matches; the dosage field supplies the amount when the name names one ingredient. */
function fromName(supplement: SupplementText): MatchedIngredient[] {
  const named = occurrencesIn(supplement.name);
  const branded = occurrencesIn(supplement.brand ?? '').filter((occurrence) => !named.some((n) => n.entry.id === occurrence.entry.id));
  const dosage = supplement.dosage ?? '';
  const dosageAmount = parseAmounts(dosage)[0];
  const count = parseDoseCount(dosage) ?? 1;
  const all = [...named, ...branded];
  return all.map((occurrence) => {
    let amounts: IngredientAmount[] = occurrence.amount === null ? [] : [scaled(occurrence.amount, count)];
    if (all.length === 1 && dosageAmount !== undefined) {
      const context = `${supplement.name} ${dosage}`;
      const elementalFraction = occurrence.amount?.elementalFraction ?? saltFraction(occurrence.matchedText, context);
      amounts = [{ value: dosageAmount.value, unit: dosageAmount.unit, basis: dosageAmount.basis, context, elementalFraction }];
    }
    return { entry: occurrence.entry, provenance: 'name', matchedText: occurrence.matchedText, amounts };
  });
}

/**
 * Ingredient lines are taken as amounts per serving as printed on the label, so they are not
 * multiplied by the dosage's unit count (a "2 tablets" serving would otherwise count twice).
 */
function fromIngredients(ingredients: readonly string[]): MatchedIngredient[] {
  const byEntry = new Map<string, { entry: SupplementEntry; matchedText: string; amounts: IngredientAmount[] }>();
  for (const line of ingredients) {
    for (const occurrence of occurrencesIn(line)) {
      const known = byEntry.get(occurrence.entry.id) ?? { entry: occurrence.entry, matchedText: occurrence.matchedText, amounts: [] };
      if (occurrence.amount !== null) known.amounts.push(occurrence.amount);
      byEntry.set(occurrence.entry.id, known);
    }
  }
  return [...byEntry.values()].map((found) => ({ ...found, provenance: 'ingredients' }));
}

/** "Vitamin A 5000 IU (as beta-carotene)" is beta-carotene, which does not count towards the vitamin A limit. */
function redirectBetaCarotene(ingredients: readonly string[]): string[] {
  return ingredients.map((line) =>
    /\bvitamin\s*a\b/i.test(line) && /\bas\s+(?:beta|β)[-\s]?carotene\b/i.test(line) && !/retin|palmitate|acetate|%/i.test(line)
      ? line.replace(/\bvitamin\s*a\b/i, '').replace(/\bas\s+(?=(?:beta|β)[-\s]?carotene)/i, '')
      : line,
  );
}

/** Entries that are a form of another: the form decides the limit ("Folate (as L-methylfolate)" is methylfolate). */
const FORM_OF: Readonly<Record<string, string>> = { methylfolate: 'folate', nicotinamide: 'niacin' };
const QUALIFIER = /\(\s*(from|as|source|derived\s+from)\b:?\s*([^)]*)\)/gi;

/**
 * Label lines "Nutrient (from source) amount" and "Nutrient (as form) amount": the amount is the
 * nutrient's, so names inside the parentheses ("fish liver oil", the calcium of "L-methylfolate
 * calcium", "magnesium oxide") are not separate ingredients and do not take the amount. A form that
 * is its own entry with its own limit (methylfolate, nicotinamide) replaces the nutrient; mixed forms
 * ("retinyl palmitate and 50% as beta-carotene") keep the nutrient, which counts the larger amount.
 */
function applyLabelQualifiers(line: string): string {
  const head = line.split('(')[0] ?? line;
  const headMatches = findPhrases(supplementPhraseIndex, head);
  const headIds = new Set(headMatches.map((match) => match.value.id));
  const forms: { text: string; baseId: string }[] = [];
  const rewritten = line.replace(QUALIFIER, (whole: string, kind: string, inner: string) => {
    const inside = findPhrases(supplementPhraseIndex, inner);
    if (/^as$/i.test(kind) && !/%|\band\b/i.test(inner)) {
      const found = inside.find((match) => headIds.has(FORM_OF[match.value.id] ?? ''));
      if (found !== undefined) forms.push({ text: found.text, baseId: FORM_OF[found.value.id] ?? '' });
    }
    return inside.every((match) => headIds.has(match.value.id)) ? whole : ' ';
  });
  const chosen = forms[0];
  if (chosen === undefined) return rewritten;
  const base = findPhrases(supplementPhraseIndex, rewritten).find((match) => match.value.id === chosen.baseId);
  return base === undefined ? rewritten : `${rewritten.slice(0, base.start)}${chosen.text}${rewritten.slice(base.end)}`;
}

/**
 * Knowledge entries in a user's supplement: "Vitamin D3 2000 IU" -> vitamin D with 2000 IU per
 * dose; a multivitamin's ingredient lines each matched; a multivitamin without an ingredient
 * list gets the ingredients such products usually contain, marked as implied and without amounts.
 */
export function matchSupplement(supplement: SupplementText): MatchedIngredient[] {
  const listed = redirectBetaCarotene((supplement.ingredients ?? []).filter((line) => line.trim() !== '')).map(applyLabelQualifiers);
  const fromLines = fromIngredients(listed);
  const result = new Map<string, MatchedIngredient>(fromLines.map((match) => [match.entry.id, match]));
  for (const match of fromName(supplement)) {
    const known = result.get(match.entry.id);
    if (known === undefined) result.set(match.entry.id, match);
    else if (known.amounts.length === 0 && match.amounts.length > 0) result.set(match.entry.id, { ...known, amounts: match.amounts });
  }
  const multivitamin = supplementById('multivitamin');
  if (result.size === 0 && supplement.type === 'multivitamin' && multivitamin !== undefined) {
    result.set(multivitamin.id, { entry: multivitamin, provenance: 'name', matchedText: supplement.name, amounts: [] });
  }
  if (listed.length === 0) {
    const implied = [...result.values()].flatMap((match) => match.entry.impliedIngredients ?? []);
    for (const id of implied) {
      const entry = supplementById(id);
      if (entry !== undefined && !result.has(id)) result.set(id, { entry, provenance: 'implied', matchedText: supplement.name, amounts: [] });
    }
  }
  return [...result.values()];
}
