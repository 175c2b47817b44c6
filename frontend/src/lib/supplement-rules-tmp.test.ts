import { describe, expect, it } from 'vitest';
import { frequencyLabel, isActiveSupplement, isLowStock, timingLabel, timingOrder } from './supplement-rules-tmp.ts';

describe('timingLabel', () => {
  it('maps every known timing, bedtime included, to its label', () => {
    expect(timingLabel('with-breakfast')).toBe('With Breakfast');
    expect(timingLabel('empty-stomach')).toBe('Empty Stomach');
    expect(timingLabel('before-bed')).toBe('Before Bed');
    expect(timingLabel('bedtime')).toBe('Before Bed');
  });

  it('reads underscores like hyphens and humanises unknown values', () => {
    expect(timingLabel('with_dinner')).toBe('With Dinner');
    expect(timingLabel('with_meals')).toBe('With meals');
  });
});

describe('frequencyLabel', () => {
  it('labels both spellings of the same frequency alike', () => {
    expect(frequencyLabel('twice_daily')).toBe('Twice daily');
    expect(frequencyLabel('twice-daily')).toBe('Twice daily');
    expect(frequencyLabel('every-other-day')).toBe('Every other day');
  });
});

describe('timingOrder', () => {
  it('orders the day from morning to bed and puts unknown timings last', () => {
    const timings = ['before-bed', 'with_meals', 'morning', 'with-lunch', 'bedtime'];
    expect([...timings].sort((a, b) => timingOrder(a) - timingOrder(b))).toEqual([
      'morning',
      'with-lunch',
      'before-bed',
      'bedtime',
      'with_meals',
    ]);
  });
});

describe('isActiveSupplement', () => {
  it('is active unless isActive is explicitly false', () => {
    expect(isActiveSupplement({ isActive: true })).toBe(true);
    expect(isActiveSupplement({ isActive: null })).toBe(true);
    expect(isActiveSupplement({ isActive: false })).toBe(false);
  });
});

describe('isLowStock', () => {
  it('is low at or below the threshold', () => {
    expect(isLowStock({ currentStock: 5, lowStockThreshold: 5 })).toBe(true);
    expect(isLowStock({ currentStock: 6, lowStockThreshold: 5 })).toBe(false);
  });

  it('uses 10 when no threshold is set', () => {
    expect(isLowStock({ currentStock: 10, lowStockThreshold: null })).toBe(true);
    expect(isLowStock({ currentStock: 11, lowStockThreshold: null })).toBe(false);
  });

  it('is never low when stock is not tracked', () => {
    expect(isLowStock({ currentStock: null, lowStockThreshold: 10 })).toBe(false);
  });
});
