import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import { describe, expect, it } from 'vitest';
import { courseText, filterPrescriptions } from './prescription-view.ts';

const base: Prescription = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  medicationName: 'Sertraline',
  brand: 'Zoloft',
  dosage: '50 mg',
  frequency: 'once-daily',
  prescribedBy: null,
  purpose: 'Depression',
  notes: null,
  isActive: true,
  startDate: null,
  endDate: null,
};
const metformin: Prescription = { ...base, id: '00000000-0000-4000-8000-000000000003', medicationName: 'Metformin', brand: null, purpose: 'Type 2 diabetes' };

describe('filterPrescriptions', () => {
  it('matches name, brand or purpose, ignoring case', () => {
    expect(filterPrescriptions([base, metformin], 'zolo').map((p) => p.medicationName)).toEqual(['Sertraline']);
    expect(filterPrescriptions([base, metformin], 'DIABETES').map((p) => p.medicationName)).toEqual(['Metformin']);
    expect(filterPrescriptions([base, metformin], 'met').map((p) => p.medicationName)).toEqual(['Metformin']);
  });

  it('shows everything for a blank search and nothing for no match', () => {
    expect(filterPrescriptions([base, metformin], '  ')).toHaveLength(2);
    expect(filterPrescriptions([base, metformin], 'warfarin')).toEqual([]);
  });
});

describe('courseText', () => {
  it('names the start and the end, or nothing without dates', () => {
    expect(courseText({ startDate: '2025-03-01', endDate: '2025-06-30' })).toBe('Started 1 Mar 2025 · ends 30 Jun 2025');
    expect(courseText({ startDate: null, endDate: '2025-06-30' })).toBe('Ends 30 Jun 2025');
    expect(courseText({ startDate: null, endDate: null })).toBeNull();
  });
});
