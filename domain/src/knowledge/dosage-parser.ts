import type { MassUnit } from './knowledge-schema.ts';

export type AmountUnit = MassUnit | 'IU';
/** Label bases: mcg DFE (folate), mcg RAE / RE (vitamin A), mg NE (niacin). */
export type AmountBasis = 'DFE' | 'RAE' | 'RE' | 'NE';

export interface ParsedAmount {
  readonly value: number;
  readonly unit: AmountUnit;
  readonly basis?: AmountBasis;
  /** Offset and length of the amount in the parsed text. */
  readonly index: number;
  readonly length: number;
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(mcg|µg|μg|ug|micrograms?|mg|milligrams?|gm|grams?|g|iu|i\.u\.|international\s+units?)`;
const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?:(\d+)\s*[x×]\s*)?${NUMBER}\s*${UNIT}(?:\s+(dfe|rae|re|ne)\b)?(?![\p{L}])(?:\s*[x×]\s*(\d+)(?![\p{N}]))?`,
  'giu',
);

const BASES: Readonly<Record<string, AmountBasis>> = { dfe: 'DFE', rae: 'RAE', re: 'RE', ne: 'NE' };

function toNumber(text: string): number {
  // "1,000" is a thousands separator; "1,5" is a decimal comma.
  return Number(/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text.replace(',', '.'));
}

function toUnit(text: string): AmountUnit {
  const unit = text.toLowerCase().replace(/\s+/g, ' ');
  if (unit === 'g' || unit === 'gm' || unit.startsWith('gram')) return 'g';
  if (unit === 'mg' || unit.startsWith('milligram')) return 'mg';
  if (unit.startsWith('i')) return 'IU';
  return 'mcg';
}

/** Every amount in the text, in order: "2000 IU", "50 µg", "1 g", "500mg", "2 x 500 mg" (= 1000 mg), "1,000 mcg DFE". */
export function parseAmounts(text: string): ParsedAmount[] {
  return [...text.matchAll(AMOUNT)].flatMap((match) => {
    const [whole, before, number, unit, basis, after] = match;
    if (number === undefined || unit === undefined) return [];
    const times = Number(before ?? '1') * Number(after ?? '1');
    const value = toNumber(number) * times;
    if (!Number.isFinite(value) || value <= 0) return [];
    const parsed: ParsedAmount = { value, unit: toUnit(unit), index: match.index, length: whole.length };
    const labelBasis = basis === undefined ? undefined : BASES[basis.toLowerCase()];
    return [labelBasis === undefined ? parsed : { ...parsed, basis: labelBasis }];
  });
}

const WORD_COUNTS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, half: 0.5 };
const DOSE_UNITS = String.raw`capsules?|caps?|tablets?|tabs?|soft\s?gels?|gummies|gummy|chewables?|chews?|drops?|scoops?|servings?|pills?|lozenges?|sachets?|packets?|vegcaps?|veggie\s+caps?|teaspoons?|tsp|tablespoons?|tbsp`;
const COUNT = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d+\/\d+|\d+(?:\.\d+)?|an?|one|two|three|four|half)\s*(?:x\s*)?(?:${DOSE_UNITS})(?![\p{L}])`, 'iu');

/** How many units one dose is ("2 capsules" -> 2, "1/2 tablet" -> 0.5); null when the text names none. */
export function parseDoseCount(text: string): number | null {
  const count = COUNT.exec(text)?.[1]?.toLowerCase();
  if (count === undefined) return null;
  const fraction = /^(\d+)\/(\d+)$/.exec(count);
  if (fraction !== null) return Number(fraction[1]) / Number(fraction[2]);
  return WORD_COUNTS[count] ?? Number(count);
}

/**
 * Doses per day for the product's frequency values (and older spellings). "as-needed" counts as
 * one dose a day, the most a user typically logs; weekly doses are averaged over 7 days.
 */
export function dosesPerDay(frequency: string | null | undefined): number {
  const key = (frequency ?? 'daily').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (/^(twicedaily|twiceaday|bid|2xdaily|2timesdaily|2timesaday|twice)$/.test(key)) return 2;
  if (/^(threetimesdaily|threetimesaday|tid|3xdaily|3timesdaily|3timesaday)$/.test(key)) return 3;
  if (/^(fourtimesdaily|fourtimesaday|qid|4xdaily|4timesdaily)$/.test(key)) return 4;
  if (/^(weekly|onceaweek|onceweekly|1xweekly)$/.test(key)) return 1 / 7;
  if (/^(everyotherday|alternatedays|eod|qod)$/.test(key)) return 1 / 2;
  return 1;
}

const MASS_IN_MCG: Readonly<Record<MassUnit, number>> = { g: 1_000_000, mg: 1_000, mcg: 1 };

/**
 * IU conversions by nutrient (NIH ODS). Vitamin E: natural d-alpha-tocopherol 1 IU = 0.67 mg,
 * synthetic dl-alpha 1 IU = 0.45 mg; when the label does not say which, natural is assumed
 * because it gives the larger amount, so upper-limit checks err towards warning.
 * Vitamin A: 1 IU retinol = 0.3 mcg RAE. Beta-carotene: 1 IU = 0.6 mcg beta-carotene.
 */
function iuInMcg(nutrientId: string, context: string): number | null {
  switch (nutrientId) {
    case 'vitamin-d':
      return 0.025;
    case 'vitamin-a':
      return 0.3;
    case 'beta-carotene':
      return 0.6;
    case 'vitamin-e':
      return vitaminEForm(context) === 'synthetic' ? 450 : 670;
    default:
      return null;
  }
}

export function vitaminEForm(context: string): 'natural' | 'synthetic' | 'unknown' {
  if (/\bdl[-\s]?alpha|\ball[-\s]?rac|\bsynthetic\b/i.test(context)) return 'synthetic';
  if (/\bd[-\s]alpha|\brrr\b|\bnatural\b/i.test(context)) return 'natural';
  return 'unknown';
}

/**
 * An amount in the target unit, or null when it cannot be converted (IU of a nutrient
 * without an IU definition). Folate in mcg DFE becomes mcg folic acid (x 0.6), the form
 * the upper limit is set for.
 */
export function convertAmount(
  nutrientId: string,
  amount: Pick<ParsedAmount, 'value' | 'unit' | 'basis'>,
  target: MassUnit,
  context = '',
): number | null {
  const perUnitMcg = amount.unit === 'IU' ? iuInMcg(nutrientId, context) : MASS_IN_MCG[amount.unit];
  if (perUnitMcg === null) return null;
  const dfeFactor = nutrientId === 'folate' && amount.basis === 'DFE' ? 0.6 : 1;
  return (amount.value * perUnitMcg * dfeFactor) / MASS_IN_MCG[target];
}

/**
 * Share of elemental mineral when a label gives the weight of the salt ("ferrous sulfate 325 mg").
 * Values from NIH ODS fact sheets and the safety reference.
 */
export const elementalFractions: Readonly<Record<string, number>> = {
  'calcium carbonate': 0.4,
  'calcium citrate': 0.21,
  'ferrous sulfate': 0.2,
  'ferrous sulphate': 0.2,
  'ferrous fumarate': 0.33,
  'ferrous gluconate': 0.12,
  'magnesium oxide': 0.6,
};
