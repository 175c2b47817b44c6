// Stand-in for pure supplement rules that belong in `@regimen/domain` (the demo mode, projections
// and the UI must agree on them). Move them there and delete this file.

export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const DEFAULT_NEXT_DUE_TIME = '8:00 AM';

export const TIMING_OPTIONS = [
  { value: 'morning', label: 'Morning' },
  { value: 'with-breakfast', label: 'With Breakfast' },
  { value: 'empty-stomach', label: 'Empty Stomach' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'with-lunch', label: 'With Lunch' },
  { value: 'evening', label: 'Evening' },
  { value: 'with-dinner', label: 'With Dinner' },
  { value: 'before-bed', label: 'Before Bed' },
] as const;

export const FREQUENCY_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'twice-daily', label: 'Twice daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'as-needed', label: 'As needed' },
] as const;

const EXTRA_TIMING_LABELS: Record<string, string> = { bedtime: 'Before Bed' };
const EXTRA_FREQUENCY_LABELS: Record<string, string> = {
  'three-times-daily': 'Three times daily',
  'every-other-day': 'Every other day',
};

/** Stored values mix `twice_daily` and `twice-daily`; both read the same. */
function normalise(value: string): string {
  return value.trim().toLowerCase().replaceAll('_', '-');
}

function humanise(value: string): string {
  const words = normalise(value).split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function timingLabel(timing: string): string {
  const key = normalise(timing);
  return TIMING_OPTIONS.find((option) => option.value === key)?.label ?? EXTRA_TIMING_LABELS[key] ?? humanise(timing);
}

export function frequencyLabel(frequency: string): string {
  const key = normalise(frequency);
  return (
    FREQUENCY_OPTIONS.find((option) => option.value === key)?.label ?? EXTRA_FREQUENCY_LABELS[key] ?? humanise(frequency)
  );
}

/** Position of a timing in the day, for ordering a schedule; unknown timings go last. */
export function timingOrder(timing: string): number {
  const key = normalise(timing) === 'bedtime' ? 'before-bed' : normalise(timing);
  const index = TIMING_OPTIONS.findIndex((option) => option.value === key);
  return index === -1 ? TIMING_OPTIONS.length : index;
}

/** A supplement is active unless it is explicitly deactivated. */
export function isActiveSupplement(supplement: { isActive?: boolean | null }): boolean {
  return supplement.isActive !== false;
}

/** Low stock only when stock is tracked and at or below the threshold (10 when none is set). */
export function isLowStock(supplement: { currentStock: number | null; lowStockThreshold: number | null }): boolean {
  if (supplement.currentStock === null) return false;
  return supplement.currentStock <= (supplement.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
}
