import { describe, expect, it } from 'vitest';
import { convertAmount, dosesPerDay, parseAmounts, parseDoseCount, vitaminEForm } from './dosage-parser.ts';

const first = (text: string) => {
  const [amount] = parseAmounts(text);
  return amount === undefined ? undefined : { value: amount.value, unit: amount.unit, basis: amount.basis };
};

describe('parseAmounts', () => {
  it.each([
    ['2000 IU', 2000, 'IU'],
    ['5,000IU', 5000, 'IU'],
    ['50 mcg', 50, 'mcg'],
    ['50 µg', 50, 'mcg'],
    ['50 μg', 50, 'mcg'],
    ['50ug', 50, 'mcg'],
    ['1 g', 1, 'g'],
    ['1.5 grams', 1.5, 'g'],
    ['500mg', 500, 'mg'],
    ['2 x 500 mg', 1000, 'mg'],
    ['2x500mg', 1000, 'mg'],
    ['500 mg x 2', 1000, 'mg'],
    ['1,5 mg', 1.5, 'mg'],
    ['10 000', undefined, undefined],
  ])('reads "%s" as %s %s', (text, value, unit) => {
    const amount = first(text);
    if (value === undefined) expect(amount).toBeUndefined();
    else expect(amount).toMatchObject({ value, unit });
  });

  it('reads label bases', () => {
    expect(first('Folate 680 mcg DFE (400 mcg folic acid)')).toEqual({ value: 680, unit: 'mcg', basis: 'DFE' });
    expect(first('Vitamin A 900 mcg RAE')).toEqual({ value: 900, unit: 'mcg', basis: 'RAE' });
  });

  it('ignores digits that belong to a name, and words that start with g', () => {
    expect(first('Vitamin B12 1000 mcg')).toMatchObject({ value: 1000, unit: 'mcg' });
    expect(first('Vitamin D3 2 gummies')).toBeUndefined();
    expect(first('Omega 3')).toBeUndefined();
  });

  it('finds every amount in order', () => {
    expect(parseAmounts('Calcium 600 mg + D3 400 IU').map((amount) => [amount.value, amount.unit])).toEqual([
      [600, 'mg'],
      [400, 'IU'],
    ]);
  });
});

describe('parseDoseCount', () => {
  it.each([
    ['2 capsules', 2],
    ['1 softgel', 1],
    ['one tablet', 1],
    ['1/2 tablet', 0.5],
    ['2 gummies daily', 2],
    ['500 mg', null],
  ])('reads "%s" as %s', (text, count) => {
    expect(parseDoseCount(text)).toBe(count);
  });
});

describe('dosesPerDay', () => {
  it.each([
    ['daily', 1],
    ['twice-daily', 2],
    ['three-times-daily', 3],
    ['weekly', 1 / 7],
    ['every-other-day', 0.5],
    ['as-needed', 1],
    ['Twice Daily', 2],
    [null, 1],
  ])('%s -> %s', (frequency, doses) => {
    expect(dosesPerDay(frequency)).toBeCloseTo(doses);
  });
});

describe('convertAmount', () => {
  it('converts vitamin D IU at 0.025 mcg per IU', () => {
    expect(convertAmount('vitamin-d', { value: 4000, unit: 'IU' }, 'mcg')).toBeCloseTo(100);
  });

  it('converts vitamin A IU of retinol at 0.3 mcg RAE', () => {
    expect(convertAmount('vitamin-a', { value: 10000, unit: 'IU' }, 'mcg')).toBeCloseTo(3000);
  });

  it('converts vitamin E by form, assuming natural when the label does not say', () => {
    expect(convertAmount('vitamin-e', { value: 400, unit: 'IU' }, 'mg', 'd-alpha tocopherol')).toBeCloseTo(268);
    expect(convertAmount('vitamin-e', { value: 400, unit: 'IU' }, 'mg', 'dl-alpha tocopheryl acetate')).toBeCloseTo(180);
    expect(convertAmount('vitamin-e', { value: 400, unit: 'IU' }, 'mg')).toBeCloseTo(268);
    expect(vitaminEForm('Vitamin E 400 IU')).toBe('unknown');
  });

  it('converts mass units and folate DFE to folic acid', () => {
    expect(convertAmount('calcium', { value: 1.2, unit: 'g' }, 'mg')).toBeCloseTo(1200);
    expect(convertAmount('copper', { value: 900, unit: 'mcg' }, 'mg')).toBeCloseTo(0.9);
    expect(convertAmount('folate', { value: 1700, unit: 'mcg', basis: 'DFE' }, 'mcg')).toBeCloseTo(1020);
  });

  it('cannot convert IU of a nutrient without an IU definition', () => {
    expect(convertAmount('zinc', { value: 100, unit: 'IU' }, 'mg')).toBeNull();
  });
});
