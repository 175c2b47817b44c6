import { z } from 'zod';
import { idSchema, instantSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { optionalText } from './fields.ts';

export const takeSchema = z.object({
  id: idSchema,
  userId: idSchema,
  supplementId: idSchema,
  plannedAt: isoDateTimeSchema,
  /** Null: not taken. */
  takenAt: isoDateTimeSchema.nullable(),
  dosage: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Take = z.infer<typeof takeSchema>;

export const recordTakeRequestSchema = z
  .object({
    supplementId: idSchema,
    plannedAt: instantSchema,
    takenAt: instantSchema.nullable().optional(),
    dosage: optionalText(100).optional(),
    notes: optionalText(5000).optional(),
  })
  // The dashboard marks a dose taken "now" with plannedAt = takenAt; absent means exactly that.
  .transform(({ takenAt, dosage, notes, ...take }) => ({
    ...take,
    takenAt: takenAt === undefined ? take.plannedAt : takenAt,
    dosage: dosage ?? null,
    notes: notes ?? null,
  }));
export type RecordTakeRequest = z.output<typeof recordTakeRequestSchema>;
export type RecordTakeInput = z.input<typeof recordTakeRequestSchema>;

/** takenAt null unmarks the take; an instant marks it taken at that time. */
export const updateTakeRequestSchema = z.object({ takenAt: instantSchema.nullable() });
export type UpdateTakeRequest = z.infer<typeof updateTakeRequestSchema>;
