import type { CreatePrescriptionInput } from '@regimen/domain/contracts/prescriptions';
import type { Supplement } from '@regimen/domain/contracts/supplements';
import type { PrescriptionFrequency } from '@regimen/domain/prescription/prescription-events';

const FREQUENCIES: Readonly<Record<string, PrescriptionFrequency>> = {
  daily: 'once-daily',
  'once-daily': 'once-daily',
  'twice-daily': 'twice-daily',
  twice_daily: 'twice-daily',
  'three-times-daily': 'three-times-daily',
  'four-times-daily': 'four-times-daily',
  'every-other-day': 'every-other-day',
  weekly: 'weekly',
  'as-needed': 'as-needed',
  as_needed: 'as-needed',
};

/** The prescription a supplement that is really a medicine becomes: what the user typed, kept. */
export function prescriptionFromSupplement(supplement: Supplement): CreatePrescriptionInput {
  return {
    medicationName: supplement.name,
    brand: supplement.brand,
    dosage: supplement.dosage,
    frequency: FREQUENCIES[supplement.frequency] ?? 'once-daily',
    notes: supplement.notes,
    isActive: supplement.isActive !== false,
  };
}

/** Two names are the same product name when they differ only in case and spacing. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The supplement already kept under this name, if any: adding another asks first. */
export function supplementNamed(supplements: readonly Supplement[], name: string): Supplement | undefined {
  return supplements.find((supplement) => sameName(supplement.name, name));
}
