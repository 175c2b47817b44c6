import { evidenceBadge } from '../../lib/evidence-level.ts';
import { Badge } from '../ui/badge.tsx';

/** Spec: the evidence level badge is green for high, yellow for moderate, grey otherwise. */
export function EvidenceBadge({ level }: { level: string }) {
  const { label, variant } = evidenceBadge(level);
  return <Badge variant={variant}>{label}</Badge>;
}
