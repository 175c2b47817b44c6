import type { Caution, Suggestion } from '@regimen/domain/contracts/ai';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { OriginBadge } from '../../../components/ai/origin-badge.tsx';
import { SourceList } from '../../../components/ai/source-list.tsx';
import { AiDisclaimer } from '../../../components/disclaimers.tsx';
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
import { riskBadge } from '../model/interaction-view.ts';
import { CATEGORY_LABELS, PRIORITY_BADGES } from '../model/suggestion-view.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className="text-muted-foreground list-disc pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function CautionItem({ caution }: { caution: Caution }) {
  const badge = riskBadge(caution.riskLevel);
  return (
    <li className="border-warning/40 grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{caution.title}</span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p>
        <span className="font-semibold">What to do:</span> {caution.recommendation}
      </p>
      <SourceList sources={caution.sources} />
    </li>
  );
}

export type SuggestionDetailsDialogProps = {
  suggestion: Suggestion | null;
  onOpenChange: (open: boolean) => void;
  onAdd: (suggestion: Suggestion) => void;
  adding: boolean;
};

/** Spec: a suggestion's Details, with Add; the dialog closes once it is added. */
export function SuggestionDetailsDialog({ suggestion, onOpenChange, onAdd, adding }: SuggestionDetailsDialogProps) {
  return (
    <Dialog open={suggestion !== null} onOpenChange={onOpenChange}>
      {suggestion && (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{suggestion.supplementName}</DialogTitle>
            <DialogDescription>Why it is suggested for you, and what to know before adding it.</DialogDescription>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={PRIORITY_BADGES[suggestion.priority].variant}>
                {PRIORITY_BADGES[suggestion.priority].label}
              </Badge>
              <Badge variant="outline">{CATEGORY_LABELS[suggestion.category]}</Badge>
              <OriginBadge origin={suggestion.origin} />
            </div>
          </DialogHeader>
          <Part title="Why">
            <p className="text-muted-foreground text-sm">{suggestion.reasoning}</p>
          </Part>
          {suggestion.timing && (
            <Part title="Timing">
              <p className="text-muted-foreground text-sm">{suggestion.timing}</p>
            </Part>
          )}
          {suggestion.potentialBenefits.length > 0 && (
            <Part title="Potential Benefits">
              <Items items={suggestion.potentialBenefits} />
            </Part>
          )}
          {suggestion.synergies.length > 0 && (
            <Part title="Works Well With">
              <Items items={suggestion.synergies} />
            </Part>
          )}
          {suggestion.considerations.length > 0 && (
            <Part title="Considerations">
              <Items items={suggestion.considerations} />
            </Part>
          )}
          {suggestion.cautions.length > 0 && (
            <Part title="Cautions with your regimen">
              <ul className="grid gap-2">
                {suggestion.cautions.map((caution) => (
                  <CautionItem key={caution.title} caution={caution} />
                ))}
              </ul>
            </Part>
          )}
          <SourceList sources={suggestion.sources} />
          <AiDisclaimer />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button onClick={() => onAdd(suggestion)} disabled={adding}>
              <Plus aria-hidden="true" />
              {adding ? 'Adding…' : 'Add to My Supplements'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
