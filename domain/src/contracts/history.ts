import { z } from 'zod';
import { idSchema, instantSchema } from '../common-schemas.ts';
import { safetyFindingSchema } from '../knowledge/safety-model.ts';
import { regimenChangeKinds, regimenItemKinds } from '../views/regimen-history.ts';
import { courseSchema } from './courses.ts';
import { healthConditionSchema } from './health-conditions.ts';
import { prescriptionSchema } from './prescriptions.ts';
import { supplementSchema } from './supplements.ts';

export const regimenChangeSchema = z.object({
  at: z.string(),
  kind: z.enum(regimenChangeKinds),
  itemKind: z.enum(regimenItemKinds),
  itemId: idSchema,
  name: z.string(),
  detail: z.string().nullable(),
});

export const regimenSchema = z.object({
  supplements: z.array(supplementSchema),
  prescriptions: z.array(prescriptionSchema),
  conditions: z.array(healthConditionSchema),
  courses: z.array(courseSchema.omit({ progress: true, currentDay: true, isActive: true })),
});

/** `GET /api/account/regimen?at=`: the regimen as it was then, and what changed since. */
export const regimenAtQuerySchema = z.object({ at: instantSchema });
export const regimenAtResponseSchema = z.object({
  at: z.string(),
  regimen: regimenSchema,
  changesSince: z.array(regimenChangeSchema),
});
export type RegimenAtResponse = z.infer<typeof regimenAtResponseSchema>;

export const reportQuerySchema = z
  .object({ from: instantSchema, to: instantSchema })
  .refine((range) => Date.parse(range.from) <= Date.parse(range.to), { message: 'from must not be after to', path: ['from'] });

export const itemAdherenceSchema = z.object({
  supplementId: idSchema,
  name: z.string(),
  /** Doses recorded in the period, and how many of them were taken. */
  recorded: z.int().min(0),
  taken: z.int().min(0),
  /** taken / recorded in percent; null when nothing was recorded. */
  rate: z.number().min(0).max(100).nullable(),
});

/** `GET /api/account/report?from=&to=`: "since my last visit", for a doctor (also as PDF: `/api/account/report.pdf`). */
export const doctorReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  patient: z.object({ name: z.string().nullable(), email: z.string() }),
  start: regimenSchema,
  end: regimenSchema,
  changes: z.array(regimenChangeSchema),
  adherence: z.array(itemAdherenceSchema),
  safety: z.array(safetyFindingSchema),
  notes: z.array(z.object({ item: z.string(), note: z.string() })),
});
export type DoctorReport = z.infer<typeof doctorReportSchema>;
