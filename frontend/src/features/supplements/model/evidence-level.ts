import type { BadgeVariant } from '../../../components/ui/badge.tsx';

/** Spec: evidence level badge green for high, yellow for moderate, grey for anything else. */
export function evidenceBadge(level: string): { label: string; variant: BadgeVariant } {
  const normalized = level.trim().toLowerCase();
  if (normalized === 'high') return { label: 'High evidence', variant: 'emerald' };
  if (normalized === 'moderate') return { label: 'Moderate evidence', variant: 'warning' };
  return { label: normalized === '' ? 'Evidence unknown' : `${level.trim()} evidence`, variant: 'neutral' };
}
