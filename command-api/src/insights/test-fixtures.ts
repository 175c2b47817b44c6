import type { InsightPrescription, InsightSupplement } from './provider.ts';

/** Builders for tests: a user's supplement and prescription with the fields the providers read. */
export function fixtures() {
  let next = 0;
  const id = (prefix: string) => {
    next += 1;
    return `${prefix}-${next}`;
  };
  return {
    supplement: (name: string, dosage: string, extra: Partial<InsightSupplement> = {}): InsightSupplement => ({
      id: id('supplement'),
      name,
      dosage,
      brand: null,
      type: 'single',
      frequency: 'daily',
      timing: 'morning',
      ingredients: null,
      isActive: true,
      ...extra,
    }),
    prescription: (medicationName: string, extra: Partial<InsightPrescription> = {}): InsightPrescription => ({
      id: id('prescription'),
      medicationName,
      brand: null,
      dosage: '1 tablet',
      frequency: 'once-daily',
      isActive: true,
      ...extra,
    }),
  };
}
