import { FUTURE_DATE_MESSAGE } from '@regimen/domain/common-schemas';
import { createHealthConditionRequestSchema, type conditionSeverities, type CreateHealthConditionInput } from '@regimen/domain/contracts/health-conditions';

export type ConditionFormValues = {
  name: string;
  description: string;
  severity: string;
  diagnosedDate: string;
  symptoms: string[];
  currentTreatments: string[];
  notes: string;
};
export type ConditionFormField = keyof ConditionFormValues;

export const EMPTY_CONDITION_FORM: ConditionFormValues = {
  name: '',
  description: '',
  severity: 'mild',
  diagnosedDate: '',
  symptoms: [],
  currentTreatments: [],
  notes: '',
};

export const SEVERITY_LABELS: Record<(typeof conditionSeverities)[number], string> = { mild: 'Mild', moderate: 'Moderate', severe: 'Severe' };

/** Spec section 5: a blank entry or one already in the list (any case) is ignored. */
export function addTag(tags: readonly string[], entry: string): string[] {
  const tag = entry.trim();
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export type ConditionFormResult =
  | { ok: true; body: CreateHealthConditionInput }
  | { ok: false; errors: Partial<Record<ConditionFormField, string>> };

/** The form's values as the POST body: empty optional fields are sent as null (spec section 5). */
const dateError = (message: string): string => (message === FUTURE_DATE_MESSAGE ? 'Diagnosed date cannot be in the future' : 'Enter a valid date');

export function readConditionForm(values: ConditionFormValues): ConditionFormResult {
  if (values.name.trim() === '') return { ok: false, errors: { name: 'Condition name is required' } };
  const body = {
    name: values.name.trim(),
    description: blankToNull(values.description),
    severity: values.severity,
    diagnosedDate: blankToNull(values.diagnosedDate),
    symptoms: values.symptoms,
    currentTreatments: values.currentTreatments,
    notes: blankToNull(values.notes),
  };
  const parsed = createHealthConditionRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: body as CreateHealthConditionInput };
  const errors: Partial<Record<ConditionFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ConditionFormField;
    errors[field] ??= field === 'diagnosedDate' ? dateError(issue.message) : issue.message;
  }
  return { ok: false, errors };
}

/** The edit form starts from the condition as it is; null fields are empty inputs. */
export function formValuesOf(condition: {
  name: string;
  description: string | null;
  severity: string;
  diagnosedDate: string | null;
  symptoms: readonly string[];
  currentTreatments: readonly string[];
  notes: string | null;
}): ConditionFormValues {
  return {
    name: condition.name,
    description: condition.description ?? '',
    severity: condition.severity,
    diagnosedDate: condition.diagnosedDate ?? '',
    symptoms: [...condition.symptoms],
    currentTreatments: [...condition.currentTreatments],
    notes: condition.notes ?? '',
  };
}
