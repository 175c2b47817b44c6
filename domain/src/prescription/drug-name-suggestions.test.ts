import { describe, expect, it } from 'vitest';
import { recognisedDrugs, suggestDrugNames } from './drug-name-suggestions.ts';

describe('suggestDrugNames', () => {
  it('offers the brand and the generic for what was typed, prefix matches first', () => {
    expect(suggestDrugNames('zol')).toContainEqual({ label: 'Zoloft', generic: 'sertraline', isBrand: true });
    expect(suggestDrugNames('sertr')[0]).toEqual({ label: 'sertraline', generic: 'sertraline', isBrand: false });
  });

  it('ignores case and gives nothing for one letter or an unknown name', () => {
    expect(suggestDrugNames('ZOLO').map((s) => s.label)).toEqual(['Zoloft']);
    expect(suggestDrugNames('z')).toEqual([]);
    expect(suggestDrugNames('qwertyzz')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(suggestDrugNames('ce', 3)).toHaveLength(3);
  });
});

describe('recognisedDrugs', () => {
  it('recognises a brand or a generic inside a longer name', () => {
    expect(recognisedDrugs('Zoloft 50 mg')).toEqual(['sertraline']);
    expect(recognisedDrugs('My pill', 'Prozac')).toEqual(['fluoxetine']);
  });

  it('recognises nothing in an unknown name', () => {
    expect(recognisedDrugs('Xyzzymab')).toEqual([]);
  });
});
