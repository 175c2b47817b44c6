import { describe, expect, it } from 'vitest';
import { userId } from '../testing/ids.ts';
import { createSupplementRequestSchema, updateSupplementRequestSchema } from './supplements.ts';

describe('createSupplementRequestSchema', () => {
  it('fills the spec defaults', () => {
    expect(createSupplementRequestSchema.parse({ name: 'Vitamin D3', dosage: '2000 IU' })).toEqual({
      name: 'Vitamin D3',
      brand: null,
      type: 'single',
      dosage: '2000 IU',
      frequency: 'daily',
      timing: 'morning',
      currentStock: 0,
      lowStockThreshold: 10,
      isActive: true,
      fastingSafe: false,
      nextDueTime: '8:00 AM',
      imageUrl: null,
      notes: null,
      ingredients: null,
      unitsPerDose: 1,
      doseTimes: null,
    });
  });

  it('takes up to 6 distinct times of day as HH:MM, sorted', () => {
    const base = { name: 'D3', dosage: '1' };
    expect(createSupplementRequestSchema.parse({ ...base, doseTimes: ['19:45', '07:15'] }).doseTimes).toEqual(['07:15', '19:45']);
    expect(createSupplementRequestSchema.parse({ ...base, doseTimes: null }).doseTimes).toBeNull();
    expect(updateSupplementRequestSchema.parse({ doseTimes: ['00:00', '23:59'] })).toEqual({ doseTimes: ['00:00', '23:59'] });
    const six = ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'];
    expect(createSupplementRequestSchema.parse({ ...base, doseTimes: six }).doseTimes).toEqual(six);
    for (const doseTimes of [[], [...six, '07:00'], ['07:15', '07:15'], ['24:00'], ['7:15'], ['07:60'], [715], '07:15']) {
      expect(createSupplementRequestSchema.safeParse({ ...base, doseTimes }).success, JSON.stringify(doseTimes)).toBe(false);
    }
    expect(updateSupplementRequestSchema.safeParse({ doseTimes: ['07:15', '07:15'] }).error?.issues[0]?.message).toBe('Each time can be listed only once');
  });

  it('takes units per dose from 1 to 1000, whole', () => {
    const base = { name: 'D3', dosage: '1' };
    expect(createSupplementRequestSchema.parse({ ...base, unitsPerDose: 2 }).unitsPerDose).toBe(2);
    expect(createSupplementRequestSchema.parse({ ...base, unitsPerDose: 1000 }).unitsPerDose).toBe(1000);
    for (const unitsPerDose of [0, 1001, 1.5, '2']) {
      const result = createSupplementRequestSchema.safeParse({ ...base, unitsPerDose });
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['unitsPerDose']]);
    }
  });

  it('strips unknown keys such as userId', () => {
    const parsed = createSupplementRequestSchema.parse({ name: 'D3', dosage: '1', userId, id: 'x' });
    expect(parsed).not.toHaveProperty('userId');
    expect(parsed).not.toHaveProperty('id');
  });

  it('requires a non-blank name and dosage', () => {
    expect(createSupplementRequestSchema.safeParse({ name: '  ', dosage: '1' }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ name: 'D3' }).success).toBe(false);
  });

  it('trims text, turns blank optional text into null and drops blank ingredients', () => {
    const parsed = createSupplementRequestSchema.parse({
      name: ' D3 ',
      dosage: '1',
      brand: '  ',
      notes: '',
      type: 'complex',
      ingredients: ['D3', ' ', ' K2 '],
    });
    expect(parsed).toMatchObject({ name: 'D3', brand: null, notes: null, ingredients: ['D3', 'K2'] });
  });

  it('accepts known and other short frequencies and timings, not long ones', () => {
    expect(
      createSupplementRequestSchema.parse({ name: 'D3', dosage: '1', frequency: 'twice_daily', timing: 'with_meals' }),
    ).toMatchObject({
      frequency: 'twice_daily',
      timing: 'with_meals',
    });
    expect(createSupplementRequestSchema.safeParse({ name: 'D3', dosage: '1', timing: 'x'.repeat(51) }).success).toBe(
      false,
    );
  });

  it('takes null stock to mean tracking is off and refuses negative or fractional stock', () => {
    expect(
      createSupplementRequestSchema.parse({ name: 'D3', dosage: '1', currentStock: null, lowStockThreshold: null }),
    ).toMatchObject({
      currentStock: null,
      lowStockThreshold: null,
    });
    expect(createSupplementRequestSchema.safeParse({ name: 'D3', dosage: '1', currentStock: -1 }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ name: 'D3', dosage: '1', currentStock: 1.5 }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ name: 'D3', dosage: '1', lowStockThreshold: 0 }).success).toBe(
      false,
    );
  });

  it('enforces the length limits', () => {
    const ok = { name: 'D3', dosage: '1' };
    expect(createSupplementRequestSchema.safeParse({ ...ok, name: 'x'.repeat(201) }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ ...ok, notes: 'x'.repeat(5001) }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ ...ok, ingredients: Array(51).fill('a') }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ ...ok, ingredients: ['x'.repeat(201)] }).success).toBe(false);
  });

  it('accepts only http(s) image URLs', () => {
    const ok = { name: 'D3', dosage: '1' };
    expect(createSupplementRequestSchema.parse({ ...ok, imageUrl: 'https://img.example/d3.png' }).imageUrl).toBe(
      'https://img.example/d3.png',
    );
    expect(createSupplementRequestSchema.safeParse({ ...ok, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(createSupplementRequestSchema.safeParse({ ...ok, imageUrl: 'not a url' }).success).toBe(false);
  });
});

describe('updateSupplementRequestSchema', () => {
  it('keeps only the fields sent, without defaults', () => {
    expect(updateSupplementRequestSchema.parse({ notes: 'with food' })).toEqual({ notes: 'with food' });
  });

  it('refuses an empty update, including one with only unknown keys', () => {
    expect(updateSupplementRequestSchema.safeParse({}).success).toBe(false);
    expect(updateSupplementRequestSchema.safeParse({ userId }).success).toBe(false);
  });

  it('validates the fields it gets', () => {
    expect(updateSupplementRequestSchema.safeParse({ name: '' }).success).toBe(false);
    expect(updateSupplementRequestSchema.safeParse({ unitsPerDose: 0 }).success).toBe(false);
  });

  it('changes units per dose alone', () => {
    expect(updateSupplementRequestSchema.parse({ unitsPerDose: 3 })).toEqual({ unitsPerDose: 3 });
  });
});
