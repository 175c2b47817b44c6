import type { Origin } from '@regimen/domain/contracts/ai';
import { BookOpen, Sparkles } from 'lucide-react';
import { ORIGIN_LABELS } from '../../lib/ai-provenance.ts';
import { Badge } from '../ui/badge.tsx';

/** Where one item of an answer came from: the curated knowledge base or an AI model. */
export function OriginBadge({ origin }: { origin: Origin }) {
  return (
    <Badge variant={origin === 'model' ? 'purple' : 'blue'} title={`Source: ${ORIGIN_LABELS[origin]}`}>
      {origin === 'model' ? <Sparkles aria-hidden="true" /> : <BookOpen aria-hidden="true" />}
      {ORIGIN_LABELS[origin]}
    </Badge>
  );
}
