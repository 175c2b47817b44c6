import type { Supplement } from '@regimen/domain/contracts/supplements';
import { describe, expect, it } from 'vitest';
import { prescriptionFromSupplement, supplementNamed } from './drug-lookalike.ts';

const sertraline = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sertraline',
  brand: 'Zoloft',
  dosage: '50 mg',
  frequency: 'daily',
  notes: 'morning',
  isActive: true,
} as Supplement;

describe('prescriptionFromSupplement', () => {
  it('keeps name, brand, dosage and notes, and maps daily to once daily', () => {
    expect(prescriptionFromSupplement(sertraline)).toEqual({
      medicationName: 'Sertraline',
      brand: 'Zoloft',
      dosage: '50 mg',
      frequency: 'once-daily',
      notes: 'morning',
      isActive: true,
    });
  });

  it('maps both spellings of the supplement frequencies, and anything else to once daily', () => {
    expect(prescriptionFromSupplement({ ...sertraline, frequency: 'twice_daily' }).frequency).toBe('twice-daily');
    expect(prescriptionFromSupplement({ ...sertraline, frequency: 'as-needed' }).frequency).toBe('as-needed');
    expect(prescriptionFromSupplement({ ...sertraline, frequency: 'with meals' }).frequency).toBe('once-daily');
  });
});

describe('supplementNamed', () => {
  it('finds a supplement of the same name whatever the case and spacing', () => {
    expect(supplementNamed([sertraline], '  sertraline ')).toBe(sertraline);
    expect(supplementNamed([sertraline], 'Sertraline HCl')).toBeUndefined();
  });
});
