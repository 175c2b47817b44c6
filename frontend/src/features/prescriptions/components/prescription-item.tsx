import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import { Pill } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { FREQUENCY_LABELS } from '../model/prescription-view.ts';

type Props = {
  prescription: Prescription;
  view: 'cards' | 'list';
  /** Whether the drug dictionary recognises it (null until the dictionary has loaded). */
  recognised: boolean | null;
  onOpen: () => void;
};

/** One prescription as a card or a list row; the whole item opens the detail dialog through its button. */
export function PrescriptionItem({ prescription, view, recognised, onOpen }: Props) {
  const cards = view === 'cards';
  return (
    <Card className={cn('grid gap-2', cards ? 'p-5' : 'p-3 sm:grid-cols-[1fr_auto] sm:items-center')}>
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Pill aria-hidden="true" className="text-primary size-4 shrink-0" />
          <h2 className="truncate text-base font-semibold">{prescription.medicationName}</h2>
          {!prescription.isActive && <Badge variant="neutral">Inactive</Badge>}
          {recognised === false && <Badge variant="warning">Not in drug list</Badge>}
        </div>
        {prescription.brand && <p className="text-muted-foreground text-sm">{prescription.brand}</p>}
        <p className="text-sm">
          {prescription.dosage} · {FREQUENCY_LABELS[prescription.frequency]}
        </p>
        {prescription.purpose && <p className="text-muted-foreground text-sm">For: {prescription.purpose}</p>}
        {cards && prescription.prescribedBy && <p className="text-muted-foreground text-sm">Prescribed by {prescription.prescribedBy}</p>}
      </div>
      <Button variant="outline" size="sm" className={cards ? 'justify-self-start' : ''} onClick={onOpen}>
        View details<span className="sr-only"> of {prescription.medicationName}</span>
      </Button>
    </Card>
  );
}
