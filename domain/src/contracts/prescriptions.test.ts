import { describe, expect, it } from 'vitest';
import { createPrescriptionRequestSchema, updatePrescriptionRequestSchema } from './prescriptions.ts';

const minimal = { medicationName: 'Metformin', dosage: '500 mg', frequency: 'twice-daily' };

describe('createPrescriptionRequestSchema', () => {
  it('fills optional fields with null and isActive with true', () => {
    expect(createPrescriptionRequestSchema.parse(minimal)).toEqual({
      ...minimal,
      brand: null,
      prescribedBy: null,
      purpose: null,
      notes: null,
      isActive: true,
      startDate: null,
      endDate: null,
    });
  });

  it('requires name, dosage and a known frequency', () => {
    expect(createPrescriptionRequestSchema.safeParse({ ...minimal, medicationName: ' ' }).success).toBe(false);
    expect(createPrescriptionRequestSchema.safeParse({ ...minimal, frequency: 'daily' }).success).toBe(false);
    expect(createPrescriptionRequestSchema.safeParse({ ...minimal, frequency: 'four-times-daily' }).success).toBe(true);
  });

  it('refuses an end date before the start date', () => {
    const result = createPrescriptionRequestSchema.safeParse({
      ...minimal,
      startDate: '2025-03-10',
      endDate: '2025-03-09',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});

describe('updatePrescriptionRequestSchema', () => {
  it('takes notes, blank meaning none', () => {
    expect(updatePrescriptionRequestSchema.parse({ notes: ' after meals ' })).toEqual({ notes: 'after meals' });
    expect(updatePrescriptionRequestSchema.parse({ notes: '' })).toEqual({ notes: null });
  });
});
