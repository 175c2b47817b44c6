import { supplementTimings } from '@regimen/domain/contracts/supplements';
import { normalizeSpelling, timingLabel } from '@regimen/domain/rules/timing';

export type Option = { value: string; label: string };

/** The timings the form offers: every known one but `bedtime`, an older spelling of before-bed. */
export const TIMING_OPTIONS: readonly Option[] = supplementTimings
  .filter((timing) => timing !== 'bedtime')
  .map((timing) => ({ value: timing, label: timingLabel(timing) }));

const FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  daily: 'Daily',
  'twice-daily': 'Twice daily',
  'three-times-daily': 'Three times daily',
  weekly: 'Weekly',
  'every-other-day': 'Every other day',
  'as-needed': 'As needed',
};

/** The frequencies the add and edit forms offer (spec section 3). */
export const FREQUENCY_OPTIONS: readonly Option[] = ['daily', 'twice-daily', 'weekly', 'as-needed'].map((value) => ({
  value,
  label: frequencyLabel(value),
}));

/** Stored data spells frequencies several ways (twice_daily, twice-daily); they read the same. */
export function frequencyLabel(frequency: string): string {
  const normalized = normalizeSpelling(frequency);
  const label = FREQUENCY_LABELS[normalized];
  if (label !== undefined) return label;
  const words = normalized.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The form's options plus the stored value when the form would not offer it (an older spelling
 * or a frequency only sample data uses), so editing never silently changes it.
 */
export function optionsWithCurrent(
  options: readonly Option[],
  current: string,
  label: (value: string) => string,
): Option[] {
  if (current === '' || options.some((option) => option.value === current)) return [...options];
  return [...options, { value: current, label: label(current) }];
}
