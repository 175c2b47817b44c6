import { createSupplementRequestSchema, type Supplement } from '@regimen/domain/contracts/supplements';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@regimen/domain/rules/low-stock';
import { supplementTypes, type SupplementType } from '@regimen/domain/supplement/supplement-events';
import { z } from 'zod';

/** What the add and edit forms hold, as the browser gives it: text, ticks and the ingredient rows. */
export type SupplementFormValues = {
  name: string;
  brand: string;
  type: string;
  dosage: string;
  unitsPerDose: string;
  frequency: string;
  timing: string;
  trackStock: boolean;
  currentStock: string;
  lowStockThreshold: string;
  /** Own times instead of the usual time of the timing; the next due time is derived from them. */
  useOwnTimes: boolean;
  doseTimes: readonly string[];
  notes: string;
  fastingSafe: boolean;
  isActive: boolean;
  ingredients: readonly string[];
};

export type SupplementFormField = keyof SupplementFormValues;

/** Every field a supplement has that the forms edit; the add body and the base of an edit. */
export type SupplementFields = {
  name: string;
  brand: string | null;
  type: SupplementType;
  dosage: string;
  unitsPerDose: number;
  frequency: string;
  timing: string;
  currentStock: number | null;
  lowStockThreshold: number | null;
  isActive: boolean;
  fastingSafe: boolean;
  doseTimes: string[] | null;
  notes: string | null;
  ingredients: string[] | null;
};

export type SupplementFormResult =
  | { success: true; fields: SupplementFields }
  | { success: false; errors: Partial<Record<SupplementFormField, string>> };

export const DOSAGE_PLACEHOLDERS: Readonly<Record<SupplementType, string>> = {
  single: 'e.g. 2000 IU',
  complex: 'e.g. 2 capsules',
  multivitamin: 'e.g. 1 tablet',
};

/**
 * Spec section 5 defaults: single, daily, morning, stock 0, threshold 10, active, not fasting safe;
 * one unit per dose at the usual time of the timing (the next due time, 8:00 AM, follows from it).
 */
export const EMPTY_SUPPLEMENT_FORM: SupplementFormValues = {
  name: '',
  brand: '',
  type: 'single',
  dosage: '',
  unitsPerDose: '1',
  frequency: 'daily',
  timing: 'morning',
  trackStock: true,
  currentStock: '0',
  lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
  useOwnTimes: false,
  doseTimes: [],
  notes: '',
  fastingSafe: false,
  isActive: true,
  ingredients: [],
};

/** The edit form starts from the supplement as stored. */
export function supplementFormValues(supplement: Supplement): SupplementFormValues {
  const tracked = supplement.currentStock !== null;
  return {
    name: supplement.name,
    brand: supplement.brand ?? '',
    type: supplement.type,
    dosage: supplement.dosage,
    unitsPerDose: String(supplement.unitsPerDose),
    frequency: supplement.frequency,
    timing: supplement.timing,
    trackStock: tracked,
    currentStock: tracked ? String(supplement.currentStock) : '0',
    lowStockThreshold: String(supplement.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    useOwnTimes: supplement.doseTimes !== null,
    doseTimes: supplement.doseTimes ?? [],
    notes: supplement.notes ?? '',
    fastingSafe: supplement.fastingSafe,
    isActive: supplement.isActive,
    ingredients: supplement.ingredients ?? [],
  };
}

/** Ingredient rows only mean something for complex and multivitamin types (spec section 5). */
export function takesIngredients(type: string): boolean {
  return type === 'complex' || type === 'multivitamin';
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

/** Unparseable numbers fall back to the default rather than blocking the form (spec section 5). */
function integerOr(fallback: number, minimum: number) {
  return z.string().transform((value) => {
    const parsed = Number.parseInt(value, 10);
    return Number.isNaN(parsed) ? fallback : Math.max(minimum, parsed);
  });
}

const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  brand: optionalText,
  type: z.enum(supplementTypes).catch('single'),
  dosage: z.string().trim().min(1, 'Dosage is required'),
  unitsPerDose: integerOr(1, 1),
  frequency: z.string().trim().min(1).catch('daily'),
  timing: z.string().trim().min(1).catch('morning'),
  trackStock: z.boolean(),
  currentStock: integerOr(0, 0),
  lowStockThreshold: integerOr(DEFAULT_LOW_STOCK_THRESHOLD, 1),
  useOwnTimes: z.boolean(),
  doseTimes: z.array(z.string().trim()),
  notes: optionalText,
  fastingSafe: z.boolean(),
  isActive: z.boolean(),
  ingredients: z.array(z.string()),
});

function isField(key: PropertyKey | undefined): key is SupplementFormField {
  return typeof key === 'string' && Object.hasOwn(EMPTY_SUPPLEMENT_FORM, key);
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<SupplementFormField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export function parseSupplementForm(values: SupplementFormValues): SupplementFormResult {
  const result = formSchema.safeParse(values);
  if (!result.success) return { success: false, errors: fieldErrors(result.error.issues) };
  const { trackStock, ingredients, useOwnTimes, doseTimes, ...data } = result.data;
  const kept = ingredients.map((ingredient) => ingredient.trim()).filter((ingredient) => ingredient !== '');
  const fields: SupplementFields = {
    ...data,
    // Spec: with stock tracking off, stock and threshold are sent empty.
    currentStock: trackStock ? data.currentStock : null,
    lowStockThreshold: trackStock ? data.lowStockThreshold : null,
    ingredients: takesIngredients(data.type) && kept.length > 0 ? kept : null,
    // Blank rows are dropped; the contract sorts the rest and refuses none or a repeat.
    doseTimes: useOwnTimes ? doseTimes.filter((time) => time !== '').sort() : null,
  };
  // The command API's own contract has the last word (lengths and the like), so its refusals show here too.
  const contract = createSupplementRequestSchema.safeParse(fields);
  if (!contract.success) return { success: false, errors: fieldErrors(contract.error.issues) };
  return { success: true, fields };
}

export function readSupplementForm(form: HTMLFormElement): SupplementFormValues {
  const data = new FormData(form);
  const text = (field: string) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  const ticked = (field: string) => data.get(field) === 'on';
  return {
    name: text('name'),
    brand: text('brand'),
    type: text('type'),
    dosage: text('dosage'),
    unitsPerDose: text('unitsPerDose'),
    frequency: text('frequency'),
    timing: text('timing'),
    trackStock: ticked('trackStock'),
    currentStock: text('currentStock'),
    lowStockThreshold: text('lowStockThreshold'),
    useOwnTimes: data.get('timesMode') === 'own',
    doseTimes: data.getAll('doseTimes').filter((value): value is string => typeof value === 'string'),
    notes: text('notes'),
    fastingSafe: ticked('fastingSafe'),
    // The add form has no Active box: a new supplement is active (spec default).
    isActive: form.elements.namedItem('isActive') === null ? true : ticked('isActive'),
    ingredients: data.getAll('ingredients').filter((value): value is string => typeof value === 'string'),
  };
}
