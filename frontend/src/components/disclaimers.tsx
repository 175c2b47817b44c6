import { Info } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export const MEDICAL_DISCLAIMER =
  'Regimen provides educational information only and is not medical advice. ' +
  'Always consult a qualified healthcare provider before starting, stopping or changing any supplement or medication.';

/** The compact form shown next to anything AI-generated. */
export function AiDisclaimer({ className }: { className?: string }) {
  return (
    <p className={cn('text-muted-foreground flex items-start gap-2 text-xs', className)}>
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        AI-generated insights are for information only: educational, not medical advice, and they may be incomplete or
        wrong. Consult a qualified healthcare professional before changing your supplements or medication.
      </span>
    </p>
  );
}
