import { describe, expect, it } from 'vitest';
import { isLowStock } from './low-stock.ts';

describe('isLowStock', () => {
  it('is never low when stock is not tracked', () => {
    expect(isLowStock({ currentStock: null, lowStockThreshold: 10 })).toBe(false);
    expect(isLowStock({ lowStockThreshold: 10 })).toBe(false);
  });

  it('is low at or below the threshold', () => {
    expect(isLowStock({ currentStock: 5, lowStockThreshold: 5 })).toBe(true);
    expect(isLowStock({ currentStock: 0, lowStockThreshold: 5 })).toBe(true);
    expect(isLowStock({ currentStock: 6, lowStockThreshold: 5 })).toBe(false);
  });

  it('uses 10 when the threshold is empty', () => {
    expect(isLowStock({ currentStock: 10, lowStockThreshold: null })).toBe(true);
    expect(isLowStock({ currentStock: 11 })).toBe(false);
  });
});
