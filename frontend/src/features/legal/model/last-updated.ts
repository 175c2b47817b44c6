/** Spec: the legal pages show today's date as their last update, written out in full (e.g. "March 5, 2025"). */
export function lastUpdatedLabel(today: Date): string {
  return today.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
