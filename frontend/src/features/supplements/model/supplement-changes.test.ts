import type { Supplement } from '@regimen/domain/contracts/supplements';
import { describe, expect, it } from 'vitest';
import { hasChanges, supplementChanges } from './supplement-changes.ts';
import { parseSupplementForm, supplementFormValues } from './supplement-form.ts';

const stored: Supplement = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  name: 'B-Complex',
  brand: 'Thorne',
  type: 'complex',
  dosage: '1 capsule',
  frequency: 'daily',
  timing: 'morning',
  currentStock: 11,
  lowStockThreshold: 15,
  isActive: true,
  fastingSafe: false,
  nextDueTime: '8:00 AM',
  imageUrl: null,
  notes: null,
  ingredients: ['B1', 'B6'],
  unitsPerDose: 1,
  doseTimes: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function edit(changes: Partial<ReturnType<typeof supplementFormValues>>) {
  const result = parseSupplementForm({ ...supplementFormValues(stored), ...changes });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return supplementChanges(stored, result.fields);
}

describe('an edit form saved untouched', () => {
  it('changes nothing', () => {
    expect(edit({})).toEqual({});
    expect(hasChanges(edit({}))).toBe(false);
  });
});

describe('an edit of a few fields', () => {
  it('sends only those fields', () => {
    expect(edit({ dosage: '2 capsules', isActive: false })).toEqual({ dosage: '2 capsules', isActive: false });
  });

  it('sends units per dose when it changed', () => {
    expect(edit({ unitsPerDose: '2' })).toEqual({ unitsPerDose: 2 });
  });

  it('sends own times when set, and null when back to the usual time; never the derived next due time', () => {
    expect(edit({ useOwnTimes: true, doseTimes: ['19:45', '07:15'] })).toEqual({ doseTimes: ['07:15', '19:45'] });
    const own = { ...stored, doseTimes: ['07:15', '19:45'], nextDueTime: 'Tomorrow 7:15 AM' };
    const back = parseSupplementForm({ ...supplementFormValues(own), useOwnTimes: false });
    expect(back.success && supplementChanges(own, back.fields)).toEqual({ doseTimes: null });
  });

  it('sends the whole ingredient list when one ingredient changes', () => {
    expect(edit({ ingredients: ['B1', 'B6', 'B12'] })).toEqual({ ingredients: ['B1', 'B6', 'B12'] });
  });
});

describe('turning stock tracking off in the edit form', () => {
  it('sends both stock fields as empty', () => {
    expect(edit({ trackStock: false })).toEqual({ currentStock: null, lowStockThreshold: null });
  });
});
