import { describe, expect, it } from 'vitest';
import { dailyAmount } from './daily-intake.ts';
import { matchSupplement, type SupplementText } from './match-supplement.ts';

const ids = (supplement: SupplementText) => matchSupplement(supplement).map((match) => match.entry.id);
const found = (supplement: SupplementText, id: string) => matchSupplement(supplement).find((match) => match.entry.id === id);

describe('matchSupplement', () => {
  it.each([
    ['Vitamin D3 2000 IU', 'vitamin-d'],
    ['VITAMIN D-3', 'vitamin-d'],
    ['Cholecalciferol', 'vitamin-d'],
    ["St. John's Wort Extract", 'st-johns-wort'],
    ['St Johns Wort', 'st-johns-wort'],
    ['Hypericum perforatum 300mg', 'st-johns-wort'],
    ['Fish Oil Omega-3 1200mg', 'fish-oil'],
    ['CoQ10 100mg', 'coq10'],
    ['Magnesium Glycinate', 'magnesium'],
    ['Vitamin K2 (MK-7)', 'vitamin-k'],
    ['L-Theanine', 'l-theanine'],
    ['Acetyl-L-Carnitine', 'acetyl-l-carnitine'],
    ['Siberian Ginseng', 'eleuthero'],
    ['Korean Red Ginseng', 'panax-ginseng'],
    ['DGL Licorice', 'licorice-dgl'],
    ['Vegan Omega-3', 'algal-oil'],
    ['β-Carotene', 'beta-carotene'],
  ])('maps "%s" to %s', (name, id) => {
    expect(ids({ name })).toEqual([id]);
  });

  it('reads the amount from the name, times the unit count in the dosage', () => {
    expect(found({ name: 'Vitamin D3 5000 IU', dosage: '2 softgels' }, 'vitamin-d')?.amounts).toMatchObject([{ value: 10000, unit: 'IU' }]);
  });

  it('prefers the dosage amount for a single-ingredient product', () => {
    expect(found({ name: 'Vitamin D3', dosage: '2000 IU' }, 'vitamin-d')?.amounts).toMatchObject([{ value: 2000, unit: 'IU' }]);
    expect(found({ name: 'Vitamin D3 1000 IU', dosage: '2 x 1000 IU' }, 'vitamin-d')?.amounts).toMatchObject([{ value: 2000, unit: 'IU' }]);
  });

  it('splits a combination name into ingredients with their own amounts', () => {
    const matches = matchSupplement({ name: 'Calcium 600 mg + D3 400 IU', dosage: '1 tablet' });
    expect(matches.map((match) => [match.entry.id, match.amounts[0]?.value, match.amounts[0]?.unit])).toEqual([
      ['calcium', 600, 'mg'],
      ['vitamin-d', 400, 'IU'],
    ]);
  });

  it('matches each ingredient line of a multivitamin', () => {
    const matches = matchSupplement({
      name: 'Centrum Adults',
      type: 'multivitamin',
      ingredients: ['Vitamin D (as cholecalciferol) 25 mcg (1000 IU)', 'Zinc 15 mg', 'Vitamin K 30 mcg', 'Lutein 250 mcg', ''],
    });
    expect(matches.map((match) => [match.entry.id, match.provenance])).toEqual([
      ['vitamin-d', 'ingredients'],
      ['zinc', 'ingredients'],
      ['vitamin-k', 'ingredients'],
      ['lutein-zeaxanthin', 'ingredients'],
      ['multivitamin', 'name'],
    ]);
    expect(matches[0]?.amounts).toMatchObject([{ value: 25, unit: 'mcg' }]);
  });

  it('assumes the usual contents of a multivitamin without an ingredient list, without amounts', () => {
    const matches = matchSupplement({ name: 'Daily Multi', type: 'multivitamin', ingredients: null });
    expect(found({ name: 'Daily Multi' }, 'vitamin-k')).toMatchObject({ provenance: 'implied', amounts: [] });
    expect(matches.filter((match) => match.provenance === 'implied').map((match) => match.entry.id)).toEqual(
      expect.arrayContaining(['vitamin-k', 'calcium', 'iron', 'magnesium', 'zinc']),
    );
    expect(ids({ name: 'Women\'s One', type: 'multivitamin' })).toContain('iron');
  });

  it('counts elemental iron and calcium when the label gives the salt weight', () => {
    const iron = found({ name: 'Ferrous sulfate 325 mg' }, 'iron');
    expect(iron === undefined ? null : dailyAmount(iron, 'daily', 'mg')).toBeCloseTo(65);
    const named = found({ name: 'Ferrous Sulfate', dosage: '325 mg' }, 'iron');
    expect(named === undefined ? null : dailyAmount(named, 'daily', 'mg')).toBeCloseTo(65);
    const elemental = found({ name: 'Iron', ingredients: ['Iron (as ferrous sulfate) 65 mg'] }, 'iron');
    expect(elemental === undefined ? null : dailyAmount(elemental, 'daily', 'mg')).toBeCloseTo(65);
    const tums = found({ name: 'Calcium carbonate 1250 mg' }, 'calcium');
    expect(tums === undefined ? null : dailyAmount(tums, 'daily', 'mg')).toBeCloseTo(500);
  });

  it('reads "Vitamin A ... (as beta-carotene)" as beta-carotene', () => {
    expect(ids({ name: 'Multivitamin', ingredients: ['Vitamin A 5000 IU (as beta-carotene)'] })).toEqual(['beta-carotene', 'multivitamin']);
    expect(ids({ name: 'Multivitamin', ingredients: ['Vitamin A 5000 IU (as retinyl palmitate)'] })).toEqual(['vitamin-a', 'multivitamin']);
  });

  it('multiplies by doses per day', () => {
    const fishOil = found({ name: 'Fish oil', dosage: '1200 mg' }, 'fish-oil');
    expect(fishOil === undefined ? null : dailyAmount(fishOil, 'three-times-daily', 'mg')).toBeCloseTo(3600);
  });

  it('recognises nothing in an unknown product', () => {
    expect(matchSupplement({ name: 'Mystery Blend', dosage: '1 scoop' })).toEqual([]);
  });
});
