import { z } from 'zod';
import { idSchema, isoDateSchema, pastCalendarDateSchema } from '../common-schemas.ts';
import { conditionSeverities } from '../health/health-condition-events.ts';
import { optionalText, plainText, requiredText } from './fields.ts';

export { conditionSeverities };

export const healthConditionSchema = z.object({
  id: idSchema,
  userId: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  severity: z.enum(conditionSeverities),
  diagnosedDate: isoDateSchema.nullable(),
  symptoms: z.array(z.string()),
  currentTreatments: z.array(z.string()),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});
export type HealthCondition = z.infer<typeof healthConditionSchema>;

/** Tags as the form sends them: blank and duplicate entries are dropped, as the spec's form does. */
const tagList = z
  .array(plainText().max(200))
  .max(50)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))]);

export const createHealthConditionRequestSchema = z.object({
  name: requiredText(200),
  description: optionalText(2000).default(null),
  severity: z.enum(conditionSeverities).default('mild'),
  diagnosedDate: pastCalendarDateSchema.nullable().default(null),
  symptoms: tagList.default([]),
  currentTreatments: tagList.default([]),
  notes: optionalText(5000).default(null),
  isActive: z.boolean().default(true),
});
export type CreateHealthConditionRequest = z.output<typeof createHealthConditionRequestSchema>;
export type CreateHealthConditionInput = z.input<typeof createHealthConditionRequestSchema>;

/** A partial edit; fields left out keep their value. */
export const updateHealthConditionRequestSchema = z.object({
  name: requiredText(200).optional(),
  description: optionalText(2000).optional(),
  severity: z.enum(conditionSeverities).optional(),
  diagnosedDate: pastCalendarDateSchema.nullable().optional(),
  symptoms: tagList.optional(),
  currentTreatments: tagList.optional(),
  notes: optionalText(5000).optional(),
  isActive: z.boolean().optional(),
});
export type UpdateHealthConditionRequest = z.output<typeof updateHealthConditionRequestSchema>;
export type UpdateHealthConditionInput = z.input<typeof updateHealthConditionRequestSchema>;
