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

const prescriptionFields = {
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
};

export const prescriptionAdded = defineEvent(
  'PrescriptionAdded',
  1,
  z.object({ prescriptionId: idSchema, ...prescriptionFields }),
);

export const prescriptionNotesUpdated = defineEvent(
  'PrescriptionNotesUpdated',
  1,
  z.object({ prescriptionId: idSchema, notes: z.string().nullable() }),
);

export const prescriptionRemoved = defineEvent('PrescriptionRemoved', 1, z.object({ prescriptionId: idSchema }));

/** Only the fields that changed; notes changed alone keep their own event (PrescriptionNotesUpdated). */
export const prescriptionUpdated = defineEvent(
  'PrescriptionUpdated',
  1,
  z.object({ prescriptionId: idSchema, changes: z.object(prescriptionFields).partial() }),
);

export type PrescriptionAdded = EventOf<typeof prescriptionAdded>;
export type PrescriptionNotesUpdated = EventOf<typeof prescriptionNotesUpdated>;
export type PrescriptionRemoved = EventOf<typeof prescriptionRemoved>;
export type PrescriptionUpdated = EventOf<typeof prescriptionUpdated>;
export type PrescriptionChanges = PrescriptionUpdated['data']['changes'];

export type PrescriptionEvent = PrescriptionAdded | PrescriptionNotesUpdated | PrescriptionRemoved | PrescriptionUpdated;
