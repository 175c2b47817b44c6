import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { clockTimeSchema, MAX_UNITS_PER_DOSE, supplementTypes } from '../supplement/supplement-events.ts';
import { boundedInt, optionalText, plainText, requiredText, webUrl } from './fields.ts';

/** Values the forms offer. Requests accept other short strings too: stored data uses older spellings. */
export const supplementFrequencies = [
  'daily',
  'twice-daily',
  'three-times-daily',
  'weekly',
  'every-other-day',
  'as-needed',
] as const;

export const supplementTimings = [
  'morning',
  'with-breakfast',
  'empty-stomach',
  'afternoon',
  'with-lunch',
  'evening',
  'with-dinner',
  'before-bed',
  'bedtime',
] as const;

export const supplementSchema = z.object({
  id: idSchema,
  userId: idSchema,
  name: z.string(),
  brand: z.string().nullable(),
  type: z.enum(supplementTypes),
  dosage: z.string(),
  frequency: z.string(),
  timing: z.string(),
  currentStock: z.int().nullable(),
  lowStockThreshold: z.int().nullable(),
  isActive: z.boolean(),
  fastingSafe: z.boolean(),
  nextDueTime: z.string().nullable(),
  imageUrl: z.string().nullable(),
  notes: z.string().nullable(),
  ingredients: z.array(z.string()).nullable(),
  unitsPerDose: z.int().min(1),
  /** The user's own times of day (`HH:MM`, sorted); null: the timing's usual times. */
  doseTimes: z.array(z.string()).nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Supplement = z.infer<typeof supplementSchema>;

/** The most times of day a user may set for one supplement. */
export const MAX_DOSE_TIMES = 6;

/**
 * The user's own times of day for a supplement, stored sorted. Null (or absent on create) keeps
 * the usual times of its timing; frequency still decides on which days they apply.
 */
const doseTimesSchema = z
  .array(clockTimeSchema)
  .min(1, 'Add at least one time, or use the usual time')
  .max(MAX_DOSE_TIMES, `At most ${MAX_DOSE_TIMES} times a day`)
  .refine((times) => new Set(times).size === times.length, 'Each time can be listed only once')
  .transform((times) => [...times].sort())
  .nullable();

/** The largest stock count or low-stock threshold a supplement can have. */
export const MAX_STOCK = 1_000_000;

// Without defaults: zod 4 applies defaults even inside .partial(), which would turn
// every partial update into a reset of the omitted fields.
const supplementFields = {
  name: requiredText(200),
  brand: optionalText(200),
  type: z.enum(supplementTypes),
  dosage: requiredText(100),
  frequency: requiredText(50),
  timing: requiredText(50),
  // Null turns stock tracking off. Product bounds, well inside the read model's integer columns.
  currentStock: boundedInt(0, MAX_STOCK).nullable(),
  lowStockThreshold: boundedInt(1, MAX_STOCK).nullable(),
  isActive: z.boolean(),
  fastingSafe: z.boolean(),
  nextDueTime: optionalText(50),
  imageUrl: webUrl(2000).nullable(),
  notes: optionalText(5000),
  // Spec: blank ingredient entries are dropped.
  ingredients: z
    .array(plainText().trim().max(200))
    .max(50)
    .nullable()
    .transform((list) => (list === null ? null : list.filter((item) => item !== ''))),
  /** Units (capsules, tablets, drops) in one dose. */
  unitsPerDose: z.int().min(1).max(MAX_UNITS_PER_DOSE),
  doseTimes: doseTimesSchema,
};

/** Unknown keys (userId among them) are stripped: the owner always comes from the session. */
export const createSupplementRequestSchema = z.object({
  ...supplementFields,
  brand: supplementFields.brand.default(null),
  type: supplementFields.type.default('single'),
  frequency: supplementFields.frequency.default('daily'),
  timing: supplementFields.timing.default('morning'),
  currentStock: supplementFields.currentStock.default(0),
  lowStockThreshold: supplementFields.lowStockThreshold.default(10),
  isActive: supplementFields.isActive.default(true),
  fastingSafe: supplementFields.fastingSafe.default(false),
  nextDueTime: supplementFields.nextDueTime.default('8:00 AM'),
  imageUrl: supplementFields.imageUrl.default(null),
  notes: supplementFields.notes.default(null),
  ingredients: supplementFields.ingredients.default(null),
  unitsPerDose: supplementFields.unitsPerDose.default(1),
  doseTimes: supplementFields.doseTimes.default(null),
});
export type CreateSupplementRequest = z.output<typeof createSupplementRequestSchema>;
export type CreateSupplementInput = z.input<typeof createSupplementRequestSchema>;

/** Partial update (notes alone is fine); an empty body is refused rather than silently accepted. */
export const updateSupplementRequestSchema = z
  .object(supplementFields)
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Provide at least one field to update',
  });
export type UpdateSupplementRequest = z.output<typeof updateSupplementRequestSchema>;
export type UpdateSupplementInput = z.input<typeof updateSupplementRequestSchema>;

/** "I bought 60 more": units added to what is left. */
export const restockSupplementRequestSchema = z.object({ units: boundedInt(1, MAX_STOCK) });
export type RestockSupplementRequest = z.infer<typeof restockSupplementRequestSchema>;
