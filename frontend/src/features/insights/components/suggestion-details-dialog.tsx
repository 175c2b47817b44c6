import type { Caution, Suggestion } from '@regimen/domain/contracts/ai';
import { Plus } from 'lucide-react';
import { AnswerItems, AnswerPart } from '../../../components/ai/answer-parts.tsx';
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
          <AnswerPart title="Why">
            <p className="text-muted-foreground text-sm">{suggestion.reasoning}</p>
          </AnswerPart>
          {suggestion.timing && (
            <AnswerPart title="Timing">
              <p className="text-muted-foreground text-sm">{suggestion.timing}</p>
            </AnswerPart>
          )}
          {suggestion.potentialBenefits.length > 0 && (
            <AnswerPart title="Potential Benefits">
              <AnswerItems items={suggestion.potentialBenefits} />
            </AnswerPart>
          )}
          {suggestion.synergies.length > 0 && (
            <AnswerPart title="Works Well With">
              <AnswerItems items={suggestion.synergies} />
            </AnswerPart>
          )}
          {suggestion.considerations.length > 0 && (
            <AnswerPart title="Considerations">
              <AnswerItems items={suggestion.considerations} />
            </AnswerPart>
          )}
          {suggestion.cautions.length > 0 && (
            <AnswerPart title="Cautions with your regimen">
              <ul className="grid gap-2">
                {suggestion.cautions.map((caution) => (
                  <CautionItem key={caution.title} caution={caution} />
                ))}
              </ul>
            </AnswerPart>
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
