import type { BadgeVariant } from '../../../components/ui/badge.tsx';

type Tag = { label: string; variant: BadgeVariant };

/** Spec: overall safety is safe, caution or unsafe; any other value is treated as dangerous. */
export function safetyBadge(overallSafety: string): Tag {
  switch (overallSafety.trim().toLowerCase()) {
    case 'safe':
      return { label: 'Safe', variant: 'emerald' };
    case 'caution':
      return { label: 'Use caution', variant: 'warning' };
    case 'unsafe':
      return { label: 'Unsafe', variant: 'destructive' };
    default:
      return { label: 'Dangerous', variant: 'destructive' };
  }
}

/** Spec: severity major, moderate, or other. */
export function severityBadge(severity: string): Tag {
  switch (severity.trim().toLowerCase()) {
    case 'major':
      return { label: 'Major', variant: 'destructive' };
    case 'moderate':
      return { label: 'Moderate', variant: 'warning' };
    default:
      return { label: severity.trim() === '' ? 'Minor' : severity.trim(), variant: 'neutral' };
  }
}
