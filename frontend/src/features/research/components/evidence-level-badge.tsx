import type { EvidenceLevel } from '@regimen/domain/knowledge/knowledge-schema';
import { Badge } from '../../../components/ui/badge.tsx';
import { researchEvidence } from '../model/research-view.ts';

export function EvidenceLevelBadge({ level }: { level: EvidenceLevel }) {
  const { label, variant } = researchEvidence(level);
  return <Badge variant={variant}>{label}</Badge>;
}
