import { describe, expect, it } from 'vitest';
import type { Supplement } from '@regimen/domain/contracts/supplements';
import { filterSupplements } from './filter-supplements.ts';

const base: Omit<Supplement, 'id' | 'name' | 'brand'> = {
  userId: 'u',
  type: 'single',
  dosage: '1',
  frequency: 'daily',
  timing: 'morning',
  currentStock: null,
  lowStockThreshold: null,
  isActive: true,
  fastingSafe: false,
  nextDueTime: null,
  imageUrl: null,
  notes: null,
  ingredients: null,
  unitsPerDose: 1,
  doseTimes: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const supplements: Supplement[] = [
  { ...base, id: '1', name: 'Vitamin D3', brand: 'Nordic Naturals' },
  { ...base, id: '2', name: 'Magnesium Glycinate', brand: null },
  { ...base, id: '3', name: 'Fish Oil', brand: 'NORDIC' },
];

describe('filterSupplements', () => {
  it('matches name or brand regardless of case', () => {
    expect(filterSupplements(supplements, 'nordic').map((s) => s.id)).toEqual(['1', '3']);
    expect(filterSupplements(supplements, 'MAGNES').map((s) => s.id)).toEqual(['2']);
  });

  it('keeps everything for a blank search', () => {
    expect(filterSupplements(supplements, '  ')).toHaveLength(3);
  });
});
