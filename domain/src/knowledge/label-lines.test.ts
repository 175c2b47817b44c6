import { describe, expect, it } from 'vitest';
import { dailyAmount } from './daily-intake.ts';
import type { MassUnit } from './knowledge-schema.ts';
import { matchSupplement } from './match-supplement.ts';

const amountsOf = (line: string, unit: MassUnit) =>
  Object.fromEntries(matchSupplement({ name: 'House blend', ingredients: [line] }).map((match) => [match.entry.id, dailyAmount(match, 'daily', unit)]));

describe('supplement-facts label lines with a source or form in parentheses', () => {
  it.each([
    ['Vitamin A (from fish liver oil) 900 mcg', 'mcg', { 'vitamin-a': 900 }],
    ['Magnesium (from magnesium oxide) 200 mg', 'mg', { magnesium: 200 }],
    ['Iron (from ferrous bisglycinate chelate) 18 mg', 'mg', { iron: 18 }],
    ['Potassium (from potassium chloride) 99 mg', 'mg', { potassium: 99 }],
    ['Selenium (from L-selenomethionine) 55 mcg', 'mcg', { selenium: 55 }],
    ['Calcium (as calcium carbonate) 500 mg', 'mg', { calcium: 500 }],
    ['Zinc (as zinc picolinate) 15 mg', 'mg', { zinc: 15 }],
    ['Vitamin D3 (as cholecalciferol) 25 mcg', 'mcg', { 'vitamin-d': 25 }],
    ['Folate (as L-methylfolate calcium) 680 mcg DFE', 'mcg', { methylfolate: 680 }],
    ['Niacin (as niacinamide) 20 mg', 'mg', { nicotinamide: 20 }],
    ['Vitamin A (as retinyl palmitate and 50% as beta-carotene) 900 mcg', 'mcg', { 'vitamin-a': 900 }],
  ] as const)('%s', (line, unit, expected) => {
    expect(amountsOf(line, unit)).toEqual(expected);
  });

  it('does not turn the salt of a form into a second ingredient (no calcium from methylfolate calcium)', () => {
    const ids = matchSupplement({ name: 'B Complex', ingredients: ['Folate (as L-methylfolate calcium) 680 mcg DFE'] }).map((match) => match.entry.id);
    expect(ids).not.toContain('calcium');
  });
});
