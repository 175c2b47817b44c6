import type { Suggestion } from '@regimen/domain/contracts/ai';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const PRIORITY_BADGES: Readonly<Record<Suggestion['priority'], { label: string; variant: BadgeVariant }>> = {
  high: { label: 'High priority', variant: 'warning' },
  medium: { label: 'Medium priority', variant: 'default' },
  low: { label: 'Low priority', variant: 'neutral' },
};

export const CATEGORY_LABELS: Readonly<Record<Suggestion['category'], string>> = {
  foundational: 'Foundational',
  targeted: 'Targeted',
  optimization: 'Optimization',
  deficiency: 'Deficiency',
};
