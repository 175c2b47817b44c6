import type { Supplement } from '@regimen/domain/contracts/supplements';
import { DEFAULT_LOW_STOCK_THRESHOLD, isLowStock } from '@regimen/domain/rules/low-stock';
import { clockLabel } from '@regimen/domain/rules/next-dose';
import { timingLabel } from '@regimen/domain/rules/timing';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { frequencyLabel } from '../model/supplement-options.ts';
import { stockLabel, TYPE_LABELS } from '../model/supplement-view.ts';
import { BenefitsAnalysis } from './benefits-analysis.tsx';
import { LowStockAlert } from './low-stock-alert.tsx';
import { SupplementBadges } from './supplement-badges.tsx';
import type { DialogFocusProps } from './dialog-focus-props.ts';
import { SupplementNotes } from './supplement-notes.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted-foreground text-xs">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type SupplementDetailDialogProps = DialogFocusProps & {
  supplement: Supplement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function SupplementDetailDialog({
  supplement,
  open,
  onOpenChange,
  onEdit,
  onDelete,
  onCloseAutoFocus,
}: SupplementDetailDialogProps) {
  const active = supplement.isActive !== false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle>{supplement.name}</DialogTitle>
            <Badge variant={active ? 'default' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
          </div>
          <DialogDescription>{supplement.brand ?? 'No brand'}</DialogDescription>
          <SupplementBadges supplement={supplement} variant="card" />
        </DialogHeader>

        <Section title="Basic information">
          <Facts
            facts={[
              ['Type', TYPE_LABELS[supplement.type]],
              ['Dosage', supplement.dosage],
              ['Units per dose', String(supplement.unitsPerDose)],
              ['Status', active ? 'Active' : 'Inactive'],
              ['Fasting safe', supplement.fastingSafe ? 'Yes' : 'No'],
            ]}
          />
          {supplement.ingredients && supplement.ingredients.length > 0 && (
            <p className="text-sm">
              <span className="text-muted-foreground text-xs">Ingredients: </span>
              {supplement.ingredients.join(', ')}
            </p>
          )}
        </Section>

        <Section title="Timing and schedule">
          <Facts
            facts={[
              ['Timing', timingLabel(supplement.timing)],
              ['Frequency', frequencyLabel(supplement.frequency)],
              ['Times', supplement.doseTimes === null ? 'The usual time' : supplement.doseTimes.map(clockLabel).join(', ')],
              ['Next dose', supplement.nextDueTime ?? 'Not planned'],
            ]}
          />
        </Section>

        <Section title="Inventory">
          <Facts
            facts={[
              ['Current stock', stockLabel(supplement.currentStock)],
              [
                'Low-stock alert at',
                supplement.currentStock === null
                  ? 'Not tracked'
                  : stockLabel(supplement.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
              ],
            ]}
          />
          {isLowStock(supplement) && <LowStockAlert supplement={supplement} />}
        </Section>

        <Section title="Personal notes">
          <SupplementNotes key={supplement.id} supplement={supplement} />
        </Section>

        <Section title="AI Benefits Analysis">
          <BenefitsAnalysis supplementId={supplement.id} variant="card" enabled={open} headingLevel="h4" />
        </Section>

        <DialogFooter>
          <Button variant="outline" className="text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
