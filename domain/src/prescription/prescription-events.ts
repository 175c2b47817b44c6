import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

export const prescriptionFrequencies = [
  'once-daily',
  'twice-daily',
  'three-times-daily',
  'four-times-daily',
  'every-other-day',
  'weekly',
  'as-needed',
] as const;
export type PrescriptionFrequency = (typeof prescriptionFrequencies)[number];

export const prescriptionAdded = defineEvent(
  'PrescriptionAdded',
  1,
  z.object({
    prescriptionId: idSchema,
    medicationName: z.string().min(1),
    brand: z.string().nullable(),
    dosage: z.string().min(1),
    frequency: z.enum(prescriptionFrequencies),
    prescribedBy: z.string().nullable(),
    purpose: z.string().nullable(),
    notes: z.string().nullable(),
    isActive: z.boolean(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
);

export const prescriptionNotesUpdated = defineEvent(
  'PrescriptionNotesUpdated',
  1,
  z.object({ prescriptionId: idSchema, notes: z.string().nullable() }),
);

export const prescriptionRemoved = defineEvent('PrescriptionRemoved', 1, z.object({ prescriptionId: idSchema }));

export type PrescriptionAdded = EventOf<typeof prescriptionAdded>;
export type PrescriptionNotesUpdated = EventOf<typeof prescriptionNotesUpdated>;
export type PrescriptionRemoved = EventOf<typeof prescriptionRemoved>;

export type PrescriptionEvent = PrescriptionAdded | PrescriptionNotesUpdated | PrescriptionRemoved;
