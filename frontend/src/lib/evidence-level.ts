import type { BadgeVariant } from '../components/ui/badge.tsx';

/** Spec: evidence level badge green for high, yellow for moderate, grey for anything else. */
export function evidenceBadge(level: string): { label: string; variant: BadgeVariant } {
  const normalized = level.trim().toLowerCase();
  if (normalized === 'high') return { label: 'High evidence', variant: 'emerald' };
  if (normalized === 'moderate') return { label: 'Moderate evidence', variant: 'warning' };
  if (normalized === '') return { label: 'Evidence unknown', variant: 'neutral' };
  return { label: `${normalized.charAt(0).toUpperCase()}${normalized.slice(1)} evidence`, variant: 'neutral' };
}
