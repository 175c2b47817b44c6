import { z } from 'zod';
import { calendarDateSchema, idSchema, isoDateSchema } from '../common-schemas.ts';
import { prescriptionFrequencies } from '../prescription/prescription-events.ts';
import { optionalText, requiredText } from './fields.ts';

export { prescriptionFrequencies };

export const prescriptionSchema = z.object({
  id: idSchema,
  userId: idSchema,
  medicationName: z.string(),
  brand: z.string().nullable(),
  dosage: z.string(),
  frequency: z.enum(prescriptionFrequencies),
  prescribedBy: z.string().nullable(),
  purpose: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const createPrescriptionRequestSchema = z
  .object({
    medicationName: requiredText(200),
    brand: optionalText(200).default(null),
    dosage: requiredText(100),
    frequency: z.enum(prescriptionFrequencies),
    prescribedBy: optionalText(200).default(null),
    purpose: optionalText(500).default(null),
    notes: optionalText(5000).default(null),
    isActive: z.boolean().default(true),
    startDate: calendarDateSchema.nullable().default(null),
    endDate: calendarDateSchema.nullable().default(null),
  })
  // ISO dates compare correctly as strings.
  .refine((p) => p.startDate === null || p.endDate === null || p.endDate >= p.startDate, {
    message: 'End date must not be before start date',
    path: ['endDate'],
  });
export type CreatePrescriptionRequest = z.output<typeof createPrescriptionRequestSchema>;
export type CreatePrescriptionInput = z.input<typeof createPrescriptionRequestSchema>;

/** A partial edit (spec: PUT with notes alone); fields left out keep their value. */
export const updatePrescriptionRequestSchema = z
  .object({
    medicationName: requiredText(200).optional(),
    brand: optionalText(200).optional(),
    dosage: requiredText(100).optional(),
    frequency: z.enum(prescriptionFrequencies).optional(),
    prescribedBy: optionalText(200).optional(),
    purpose: optionalText(500).optional(),
    notes: optionalText(5000).optional(),
    isActive: z.boolean().optional(),
    startDate: calendarDateSchema.nullable().optional(),
    endDate: calendarDateSchema.nullable().optional(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: 'End date must not be before start date',
    path: ['endDate'],
  });
export type UpdatePrescriptionRequest = z.output<typeof updatePrescriptionRequestSchema>;
export type UpdatePrescriptionInput = z.input<typeof updatePrescriptionRequestSchema>;
