import type { Supplement } from '@regimen/domain/contracts/supplements';
import { Pill } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDrugNames } from '../../../lib/drug-names.ts';
import { settle } from '../../../lib/settle.ts';
import { useMoveToPrescriptions } from '../api/move-to-prescriptions.ts';

/**
 * A supplement named like a prescription medicine (sertraline) is checked as a supplement, which
 * finds none of the drug's interactions: say so, and offer to move it to My Prescriptions.
 */
const sameAsName = (drugs: readonly string[], name: string) => drugs.length === 1 && drugs[0]?.toLowerCase() === name.trim().toLowerCase();

export function DrugLookalikeNotice({ supplements }: { supplements: readonly Supplement[] }) {
  const names = useDrugNames();
  const move = useMoveToPrescriptions();
  const toast = useToast();
  if (!names) return null;
  const lookalikes = supplements.flatMap((supplement) => {
    const drugs = names.recognisedDrugs(supplement.name, supplement.brand);
    return drugs.length > 0 ? [{ supplement, drugs }] : [];
  });
  if (lookalikes.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {lookalikes.map(({ supplement, drugs }) => (
        <li key={supplement.id}>
          <Card role="note" className="border-warning/40 bg-warning-soft flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <Pill aria-hidden="true" className="text-warning size-5 shrink-0" />
            <p className="flex-1 text-sm">
              <span className="font-semibold">{supplement.name}: this looks like a prescription medicine</span>
              {sameAsName(drugs, supplement.name) ? '' : ` (${drugs.join(', ')})`}. As a supplement its drug interactions are not checked;
              move it to My Prescriptions so they are.
            </p>
            <Button
              size="sm"
              disabled={move.isPending}
              onClick={() =>
                settle(move.mutateAsync(supplement), {
                  onSuccess: () => toast({ title: 'Moved to My Prescriptions', description: `${supplement.name} is now checked as a prescription.` }),
                  onError: () => toast({ title: 'Error', description: 'Failed to move it. Please try again.', variant: 'error' }),
                })
              }
            >
              {move.isPending ? 'Moving…' : 'Move to My Prescriptions'}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
