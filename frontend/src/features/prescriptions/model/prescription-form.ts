import {
  createPrescriptionRequestSchema,
  prescriptionFrequencies,
  type CreatePrescriptionInput,
  type Prescription,
} from '@regimen/domain/contracts/prescriptions';

export type PrescriptionFormValues = {
  medicationName: string;
  brand: string;
  dosage: string;
  frequency: string;
  prescribedBy: string;
  purpose: string;
  notes: string;
  isActive: boolean;
  startDate: string;
  endDate: string;
};
export type PrescriptionFormField = keyof PrescriptionFormValues;

export const EMPTY_PRESCRIPTION_FORM: PrescriptionFormValues = {
  medicationName: '',
  brand: '',
  dosage: '',
  frequency: 'once-daily',
  prescribedBy: '',
  purpose: '',
  notes: '',
  isActive: true,
  startDate: '',
  endDate: '',
};

export function formValuesOf(prescription: Prescription): PrescriptionFormValues {
  return {
    medicationName: prescription.medicationName,
    brand: prescription.brand ?? '',
    dosage: prescription.dosage,
    frequency: prescription.frequency,
    prescribedBy: prescription.prescribedBy ?? '',
    purpose: prescription.purpose ?? '',
    notes: prescription.notes ?? '',
    isActive: prescription.isActive,
    startDate: prescription.startDate?.slice(0, 10) ?? '',
    endDate: prescription.endDate?.slice(0, 10) ?? '',
  };
}

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_PRESCRIPTION_FORM));

export type PrescriptionFormResult =
  | { ok: true; body: CreatePrescriptionInput }
  | { ok: false; errors: Partial<Record<PrescriptionFormField, string>> };

/**
 * The form's values as the request, checked by the same contract the server uses, so the messages
 * (Required, lengths, end before start) are the server's. Blank optional fields become null.
 */
export function readPrescriptionForm(values: PrescriptionFormValues): PrescriptionFormResult {
  const frequency = prescriptionFrequencies.find((value) => value === values.frequency) ?? values.frequency;
  const body = {
    medicationName: values.medicationName,
    brand: values.brand,
    dosage: values.dosage,
    frequency,
    prescribedBy: values.prescribedBy,
    purpose: values.purpose,
    notes: values.notes,
    isActive: values.isActive,
    startDate: values.startDate === '' ? null : values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
  };
  const parsed = createPrescriptionRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<PrescriptionFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (FIELD_NAMES.has(field) && errors[field as PrescriptionFormField] === undefined) {
      errors[field as PrescriptionFormField] = issue.message;
    }
  }
  return { ok: false, errors };
}
