import { describe, expect, it } from 'vitest';
import { EMPTY_PRESCRIPTION_FORM, readPrescriptionForm } from './prescription-form.ts';

describe('readPrescriptionForm', () => {
  it('needs a medication name and a dosage, with the contract messages', () => {
    const result = readPrescriptionForm(EMPTY_PRESCRIPTION_FORM);
    expect(result).toEqual({ ok: false, errors: { medicationName: 'Required', dosage: 'Required' } });
  });

  it('turns blank optional fields into null and keeps the spec defaults', () => {
    const result = readPrescriptionForm({ ...EMPTY_PRESCRIPTION_FORM, medicationName: ' Zoloft ', dosage: '50 mg' });
    expect(result).toEqual({
      ok: true,
      body: {
        medicationName: 'Zoloft',
        brand: null,
        dosage: '50 mg',
        frequency: 'once-daily',
        prescribedBy: null,
        purpose: null,
        notes: null,
        isActive: true,
        startDate: null,
        endDate: null,
      },
    });
  });

  it('refuses an end date before the start date on the end date field', () => {
    const result = readPrescriptionForm({
      ...EMPTY_PRESCRIPTION_FORM,
      medicationName: 'Metformin',
      dosage: '500 mg',
      startDate: '2025-03-01',
      endDate: '2025-02-01',
    });
    expect(result).toEqual({ ok: false, errors: { endDate: 'End date must not be before start date' } });
  });

  it('refuses a frequency outside the spec list', () => {
    const result = readPrescriptionForm({ ...EMPTY_PRESCRIPTION_FORM, medicationName: 'A', dosage: '1', frequency: 'hourly' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.frequency).toBeTruthy();
  });
});
