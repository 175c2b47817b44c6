import { describe, expect, it } from 'vitest';
import { EMPTY_SUPPLEMENT_FORM, parseSupplementForm, type SupplementFormValues } from './supplement-form.ts';

const filled: SupplementFormValues = {
  ...EMPTY_SUPPLEMENT_FORM,
  name: '  Vitamin D3 ',
  brand: 'Nordic Naturals',
  dosage: '2000 IU',
  timing: 'with-breakfast',
  currentStock: '60',
  lowStockThreshold: '12',
};

describe('a filled-in supplement form', () => {
  it('becomes the add-supplement body with the spec defaults', () => {
    expect(parseSupplementForm(filled)).toEqual({
      success: true,
      fields: {
        name: 'Vitamin D3',
        brand: 'Nordic Naturals',
        type: 'single',
        dosage: '2000 IU',
        unitsPerDose: 1,
        frequency: 'daily',
        timing: 'with-breakfast',
        currentStock: 60,
        lowStockThreshold: 12,
        notes: null,
        isActive: true,
        fastingSafe: false,
        doseTimes: null,
        ingredients: null,
      },
    });
  });

  it('sends a blank brand as null', () => {
    const result = parseSupplementForm({ ...filled, brand: '   ' });
    expect(result.success && result.fields.brand).toBeNull();
  });
});

describe('the Times choice', () => {
  it('sends own times sorted, without blank rows, and null for the usual time', () => {
    const own = parseSupplementForm({ ...filled, useOwnTimes: true, doseTimes: ['19:45', '', '07:15'] });
    expect(own.success && own.fields.doseTimes).toEqual(['07:15', '19:45']);
    const usual = parseSupplementForm({ ...filled, useOwnTimes: false, doseTimes: ['07:15'] });
    expect(usual.success && usual.fields.doseTimes).toBeNull();
  });

  it("shows the contract's complaint on Times: none left, or one twice", () => {
    expect(parseSupplementForm({ ...filled, useOwnTimes: true, doseTimes: [''] })).toEqual({
      success: false,
      errors: { doseTimes: 'Add at least one time, or use the usual time' },
    });
    expect(parseSupplementForm({ ...filled, useOwnTimes: true, doseTimes: ['07:15', '07:15'] })).toEqual({
      success: false,
      errors: { doseTimes: 'Each time can be listed only once' },
    });
  });
});

describe('stock numbers that do not parse', () => {
  it('fall back to stock 0 and threshold 10', () => {
    const result = parseSupplementForm({ ...filled, currentStock: 'lots', lowStockThreshold: '' });
    expect(result.success && [result.fields.currentStock, result.fields.lowStockThreshold]).toEqual([0, 10]);
  });

  it('are raised to their minimum of 0 and 1', () => {
    const result = parseSupplementForm({ ...filled, currentStock: '-4', lowStockThreshold: '0' });
    expect(result.success && [result.fields.currentStock, result.fields.lowStockThreshold]).toEqual([0, 1]);
  });
});

describe('units per dose', () => {
  it('is sent as a whole number, 1 when blank or unreadable', () => {
    const units = (unitsPerDose: string) => {
      const result = parseSupplementForm({ ...filled, unitsPerDose });
      return result.success ? result.fields.unitsPerDose : result.errors;
    };
    expect(units('3')).toBe(3);
    expect(units('')).toBe(1);
    expect(units('0')).toBe(1);
  });

  it('above 1000 is refused on its own field', () => {
    const result = parseSupplementForm({ ...filled, unitsPerDose: '1001' });
    expect(result.success ? null : Object.keys(result.errors)).toEqual(['unitsPerDose']);
  });
});

describe('a form with stock tracking off', () => {
  it('sends stock and threshold as null, whatever the boxes hold', () => {
    const result = parseSupplementForm({ ...filled, trackStock: false });
    expect(result.success && [result.fields.currentStock, result.fields.lowStockThreshold]).toEqual([null, null]);
  });
});

describe('ingredient rows', () => {
  it('are kept for a complex supplement, without the blank ones', () => {
    const result = parseSupplementForm({ ...filled, type: 'complex', ingredients: [' B6 ', '', '  ', 'B12'] });
    expect(result.success && result.fields.ingredients).toEqual(['B6', 'B12']);
  });

  it('are dropped for a single-ingredient supplement, and become null when all are blank', () => {
    const single = parseSupplementForm({ ...filled, type: 'single', ingredients: ['B6'] });
    const blank = parseSupplementForm({ ...filled, type: 'multivitamin', ingredients: [' '] });
    expect(single.success && single.fields.ingredients).toBeNull();
    expect(blank.success && blank.fields.ingredients).toBeNull();
  });
});

describe('a form missing its required fields', () => {
  it('reports name and dosage, and nothing else', () => {
    expect(parseSupplementForm({ ...filled, name: ' ', dosage: '' })).toEqual({
      success: false,
      errors: { name: 'Name is required', dosage: 'Dosage is required' },
    });
  });
});

describe('a form the command API would refuse', () => {
  it("shows the contract's complaint on the field, here a name that is too long", () => {
    const result = parseSupplementForm({ ...filled, name: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    expect(!result.success && Object.keys(result.errors)).toEqual(['name']);
  });
});
