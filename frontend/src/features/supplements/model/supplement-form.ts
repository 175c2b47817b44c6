import { createSupplementRequestSchema, type CreateSupplementInput } from '@regimen/domain/contracts/supplements';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@regimen/domain/rules/low-stock';
import { supplementTypes } from '@regimen/domain/supplement/supplement-events';
import { z } from 'zod';

const DEFAULT_NEXT_DUE_TIME = '8:00 AM';

export type SupplementFormField =
  | 'name'
  | 'brand'
  | 'type'
  | 'dosage'
  | 'frequency'
  | 'timing'
  | 'currentStock'
  | 'lowStockThreshold'
  | 'notes';

export type SupplementFormValues = Record<SupplementFormField, string>;

export type SupplementFormResult =
  | { success: true; body: CreateSupplementInput }
  | { success: false; errors: Partial<Record<SupplementFormField, string>> };

export const DOSAGE_PLACEHOLDERS = {
  single: 'e.g. 2000 IU',
  complex: 'e.g. 2 capsules',
  multivitamin: 'e.g. 1 tablet',
} as const;

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
  frequency: z.string().trim().min(1).catch('daily'),
  timing: z.string().trim().min(1).catch('morning'),
  currentStock: integerOr(0, 0),
  lowStockThreshold: integerOr(DEFAULT_LOW_STOCK_THRESHOLD, 1),
  notes: optionalText,
});

function isField(key: PropertyKey | undefined, values: SupplementFormValues): key is SupplementFormField {
  return typeof key === 'string' && Object.hasOwn(values, key);
}

function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  values: SupplementFormValues,
): Partial<Record<SupplementFormField, string>> {
  const errors: Partial<Record<SupplementFormField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field, values)) errors[field] ??= issue.message;
  }
  return errors;
}

export function parseSupplementForm(values: SupplementFormValues): SupplementFormResult {
  const result = formSchema.safeParse(values);
  if (!result.success) return { success: false, errors: fieldErrors(result.error.issues, values) };
  const body: CreateSupplementInput = {
    ...result.data,
    isActive: true,
    fastingSafe: false,
    nextDueTime: DEFAULT_NEXT_DUE_TIME,
    ingredients: null,
  };
  // The command API's own contract has the last word (lengths and the like), so its refusals show here too.
  const contract = createSupplementRequestSchema.safeParse(body);
  if (!contract.success) return { success: false, errors: fieldErrors(contract.error.issues, values) };
  return { success: true, body };
}

export function readSupplementForm(form: HTMLFormElement): SupplementFormValues {
  const data = new FormData(form);
  const text = (field: SupplementFormField) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    brand: text('brand'),
    type: text('type'),
    dosage: text('dosage'),
    frequency: text('frequency'),
    timing: text('timing'),
    currentStock: text('currentStock'),
    lowStockThreshold: text('lowStockThreshold'),
    notes: text('notes'),
  };
}
