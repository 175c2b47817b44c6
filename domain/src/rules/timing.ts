/** Labels for the timing values the product knows (spec: supplement list). */
export const timingLabels: Readonly<Record<string, string>> = {
  morning: 'Morning',
  'with-breakfast': 'With Breakfast',
  'empty-stomach': 'Empty Stomach',
  afternoon: 'Afternoon',
  'with-lunch': 'With Lunch',
  evening: 'Evening',
  'with-dinner': 'With Dinner',
  bedtime: 'Before Bed',
  'before-bed': 'Before Bed',
};

/**
 * Timing and frequency values have come in several spellings (with_meals,
 * with-meals, Twice_Daily); rules compare the normalised form: trimmed, lower case, hyphens.
 */
export function normalizeSpelling(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
}

export function timingLabel(timing: string): string {
  const normalized = normalizeSpelling(timing);
  return timingLabels[normalized] ?? titleCase(normalized);
}

function titleCase(normalized: string): string {
  return normalized
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
