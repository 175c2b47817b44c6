import { z } from 'zod';
import { idSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';

export const MAX_UNITS_PER_DOSE = 1000;

/** A local wall-clock time of day, `HH:MM` (24-hour). */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day as HH:MM');

export const supplementTypes = ['single', 'complex', 'multivitamin'] as const;
export type SupplementType = (typeof supplementTypes)[number];

// Fields that SupplementUpdated may carry. Notes, stock and activation have their own
// events because the product changes them on their own (notes editor, stock, toggle).
const describingFields = {
  name: z.string().min(1),
  brand: z.string().nullable(),
  type: z.enum(supplementTypes),
  dosage: z.string().min(1),
  // Free text on purpose: the product has used several spellings (twice_daily, twice-daily).
  frequency: z.string().min(1),
  timing: z.string().min(1),
  nextDueTime: z.string().nullable(),
  imageUrl: z.string().nullable(),
  fastingSafe: z.boolean(),
  ingredients: z.array(z.string()).nullable(),
  // Since v2: how many units (capsules, tablets, drops) one dose is; the schedule will count stock by it.
  unitsPerDose: z.int().min(1).max(MAX_UNITS_PER_DOSE),
  // Since v3: the user's own local times of day (sorted, unique); null keeps the timing's usual times.
  doseTimes: z.array(clockTimeSchema).nullable(),
};

// v1 → v2 added unitsPerDose. Every supplement added before it was taken one unit at a time.
// v2 → v3 added doseTimes. Every supplement added before it followed its timing's usual times.
export const supplementAdded = defineEvent(
  'SupplementAdded',
  3,
  z.object({
    supplementId: idSchema,
    ...describingFields,
    currentStock: z.int().nullable(),
    lowStockThreshold: z.int().nullable(),
    isActive: z.boolean(),
    notes: z.string().nullable(),
  }),
  { 1: (v1) => ({ ...v1, unitsPerDose: 1 }), 2: (v2) => ({ ...v2, doseTimes: null }) },
);

// v2 may change unitsPerDose, v3 doseTimes. An older update never did, so it reads as the next
// version unchanged; the version still moved so that code which knows only the older version
// refuses a newer update instead of silently dropping the field.
export const supplementUpdated = defineEvent(
  'SupplementUpdated',
  3,
  z.object({ supplementId: idSchema, changes: z.object(describingFields).partial() }),
  { 1: (v1) => ({ ...v1 }), 2: (v2) => ({ ...v2 }) },
);

export const supplementNotesUpdated = defineEvent(
  'SupplementNotesUpdated',
  1,
  z.object({ supplementId: idSchema, notes: z.string().nullable() }),
);

// Both values travel together so a reader never has to look back for the other one.
// v2 adds stockSet: whether the user set the stock itself (doses taken before it stop counting)
// or only the threshold (currentStock then repeats the last setting, and doses keep counting).
// Every v1 adjustment is read as a setting: that is what it was displayed as.
export const supplementStockAdjusted = defineEvent(
  'SupplementStockAdjusted',
  2,
  z.object({
    supplementId: idSchema,
    currentStock: z.int().nullable(),
    lowStockThreshold: z.int().nullable(),
    stockSet: z.boolean(),
  }),
  { 1: (v1) => ({ ...v1, stockSet: true }) },
);

// "I bought 60 more". currentStock is the stock as last set plus this and earlier refills (the
// cabinet's own figure); doses taken since the last setting are subtracted on the read side.
export const supplementRestocked = defineEvent(
  'SupplementRestocked',
  1,
  z.object({ supplementId: idSchema, units: z.int().min(1), currentStock: z.int() }),
);

export const supplementActivated = defineEvent('SupplementActivated', 1, z.object({ supplementId: idSchema }));
export const supplementDeactivated = defineEvent('SupplementDeactivated', 1, z.object({ supplementId: idSchema }));
export const supplementRemoved = defineEvent('SupplementRemoved', 1, z.object({ supplementId: idSchema }));

export type SupplementAdded = EventOf<typeof supplementAdded>;
export type SupplementUpdated = EventOf<typeof supplementUpdated>;
export type SupplementNotesUpdated = EventOf<typeof supplementNotesUpdated>;
export type SupplementStockAdjusted = EventOf<typeof supplementStockAdjusted>;
export type SupplementRestocked = EventOf<typeof supplementRestocked>;
export type SupplementActivated = EventOf<typeof supplementActivated>;
export type SupplementDeactivated = EventOf<typeof supplementDeactivated>;
export type SupplementRemoved = EventOf<typeof supplementRemoved>;

export type SupplementEvent =
  | SupplementAdded
  | SupplementUpdated
  | SupplementNotesUpdated
  | SupplementStockAdjusted
  | SupplementActivated
  | SupplementDeactivated
  | SupplementRemoved
  | SupplementRestocked;
