import { convertAmount, dosesPerDay } from './dosage-parser.ts';
import type { MassUnit } from './knowledge-schema.ts';
import type { MatchedIngredient } from './match-supplement.ts';

/**
 * Daily amount of one matched ingredient in the given unit: per-dose amounts (converted per
 * nutrient, salts reduced to the elemental mineral) times doses per day. Null when no amount
 * could be read or converted; amounts that cannot be converted are left out of a partial sum.
 */
export function dailyAmount(match: MatchedIngredient, frequency: string | null | undefined, unit: MassUnit): number | null {
  const converted = match.amounts.flatMap((amount) => {
    const value = convertAmount(match.entry.id, amount, unit, amount.context);
    return value === null ? [] : [value * amount.elementalFraction];
  });
  if (converted.length === 0) return null;
  return converted.reduce((sum, value) => sum + value, 0) * dosesPerDay(frequency);
}
