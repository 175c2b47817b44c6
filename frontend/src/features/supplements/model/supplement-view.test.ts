import { describe, expect, it } from 'vitest';
import { ingredientSummary, reorderUrl, stockLabel } from './supplement-view.ts';

describe('ingredientSummary', () => {
  it('shows three ingredients and counts the rest', () => {
    expect(ingredientSummary(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: 'A, B, C', more: '+2 more' });
  });

  it('has no "+N more" for three or fewer, and nothing for none', () => {
    expect(ingredientSummary(['A', 'B', 'C'])).toEqual({ shown: 'A, B, C', more: null });
    expect(ingredientSummary([])).toBeNull();
    expect(ingredientSummary(null)).toBeNull();
  });
});

describe('stockLabel', () => {
  it('counts units, and says when stock is not tracked', () => {
    expect(stockLabel(45)).toBe('45 units');
    expect(stockLabel(1)).toBe('1 unit');
    expect(stockLabel(0)).toBe('0 units');
    expect(stockLabel(null)).toBe('Not tracked');
  });
});

describe('reorderUrl', () => {
  it('searches for brand and name', () => {
    expect(reorderUrl({ name: 'Vitamin D3', brand: "Doctor's Best" })).toBe(
      "https://www.amazon.com/s?k=Doctor's%20Best%20Vitamin%20D3",
    );
    expect(reorderUrl({ name: 'Zinc', brand: null })).toBe('https://www.amazon.com/s?k=Zinc');
  });
});
