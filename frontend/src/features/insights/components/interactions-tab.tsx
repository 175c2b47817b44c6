import { Layers, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AiFailureNotice } from '../../../components/ai/ai-failure-notice.tsx';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useInteractionAnalysis } from '../api/analyze-interactions.ts';
import { useActivePrescriptionCount } from '../api/get-active-prescription-count.ts';
import {
  ANALYZING_PROGRESS,
  findingBadge,
  INTERACTION_PREVIEW_LENGTH,
  canAnalyzeInteractions,
  partiesText,
  safetyBadge,
  truncate,
} from '../model/interaction-view.ts';

export type InteractionsTabProps = {
  /** The active supplements; undefined while they load. */
  supplementIds: readonly string[] | undefined;
  onViewDetails: () => void;
};

/**
 * Spec section 4: idle, analysing (progress fixed at 65 percent), the result (negative
 * interactions previewed in 100 characters, View Details for the full analysis), or
 * 'Analysis Failed' with Retry. An analysis already run (e.g. from the dashboard card) shows at once.
 */
export function InteractionsTab({ supplementIds, onViewDetails }: InteractionsTabProps) {
  const [requested, setRequested] = useState(false);
  const ids = supplementIds ?? [];
  const prescriptionCount = useActivePrescriptionCount();
  const enough = supplementIds === undefined || prescriptionCount === undefined || canAnalyzeInteractions(ids.length, prescriptionCount);
  const analysis = useInteractionAnalysis(ids, requested && enough);

  if (!enough) {
    return (
      <p className="text-muted-foreground flex items-start gap-2 text-sm">
        <Layers aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Need at least 2 supplements for interaction analysis
      </p>
    );
  }
  if (analysis.isSuccess) {
    const { data } = analysis;
    const safety = safetyBadge(data.overallSafety);
    return (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium">
            {data.negativeInteractions.length === 0
              ? 'No harmful interactions found'
              : `${data.negativeInteractions.length} ${data.negativeInteractions.length === 1 ? 'interaction' : 'interactions'} to review`}
          </span>
          <Badge variant={safety.variant}>Overall: {safety.label}</Badge>
        </div>
        {data.negativeInteractions.length > 0 && (
          <ul aria-label="Interactions to review" className="grid gap-2">
            {data.negativeInteractions.map((risk) => {
              const badge = findingBadge(risk);
              return (
                <li key={risk.id} className="border-destructive/30 grid gap-1 rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{partiesText(risk.supplements)}</span>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </div>
                  <p className="text-muted-foreground">{truncate(risk.description, INTERACTION_PREVIEW_LENGTH)}</p>
                </li>
              );
            })}
          </ul>
        )}
        {data.positiveInteractions.length > 0 && (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <ShieldCheck aria-hidden="true" className="text-primary size-4" />
            {data.positiveInteractions.length} beneficial{' '}
            {data.positiveInteractions.length === 1 ? 'synergy' : 'synergies'}
          </p>
        )}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onViewDetails}>
          View Details
        </Button>
        <AnswerSource answer={data} />
      </div>
    );
  }
  if (analysis.isError && !analysis.isFetching) {
    return (
      <AiFailureNotice
        error={analysis.error}
        title="Analysis Failed"
        text="Failed to analyze interactions. Please try again."
        onRetry={() => void analysis.refetch()}
        retrying={analysis.isFetching}
      />
    );
  }
  if (requested || analysis.isFetching) {
    return (
      <div role="status" className="grid gap-2">
        <p className="text-sm font-medium">Analyzing interactions...</p>
        <Progress value={ANALYZING_PROGRESS} label="Analysis progress" />
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-2">
      <p className="text-muted-foreground text-sm">
        Check your active supplements and prescriptions against each other for risks and good pairings.
      </p>
      <Button size="sm" onClick={() => setRequested(true)} disabled={supplementIds === undefined}>
        Analyze Interactions
      </Button>
    </div>
  );
}
