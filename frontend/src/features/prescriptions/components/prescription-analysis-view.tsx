import type { PrescriptionAnalysisResponse } from '@regimen/domain/contracts/ai';
import { TriangleAlert } from 'lucide-react';
import { AnswerItems, AnswerPart } from '../../../components/ai/answer-parts.tsx';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { ModelNote } from '../../../components/ai/model-note.tsx';
import { OriginBadge } from '../../../components/ai/origin-badge.tsx';
import { SourceList } from '../../../components/ai/source-list.tsx';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const SEVERITY: Readonly<Record<string, { label: string; variant: BadgeVariant }>> = {
  high: { label: 'High risk', variant: 'destructive' },
  moderate: { label: 'Moderate', variant: 'warning' },
  low: { label: 'Low', variant: 'neutral' },
};

/** The prescription analysis (spec section 3): the knowledge base's cautions first, each with its source. */
export function PrescriptionAnalysisView({ analysis }: { analysis: PrescriptionAnalysisResponse }) {
  return (
    <div className="grid gap-4 text-sm">
      <ModelNote note={analysis.modelNote} />
      {!analysis.recognized && (
        <p role="note" className="bg-warning-soft text-foreground flex items-start gap-2 rounded-md p-2">
          <TriangleAlert aria-hidden="true" className="text-warning mt-0.5 size-4 shrink-0" />
          {analysis.medicationName} is not in our drug list — interactions with it cannot be checked. No listed interaction does not mean none exist.
        </p>
      )}
      <AnswerPart title="Overview" level="h4">
        <p>{analysis.overview}</p>
        {analysis.therapeuticClass && <p className="text-muted-foreground mt-1">Class: {analysis.therapeuticClass}</p>}
      </AnswerPart>
      {analysis.antagonisticSupplements.length > 0 && (
        <AnswerPart title="Supplements to avoid or use with care" level="h4">
          <ul className="grid gap-2">
            {analysis.antagonisticSupplements.map((caution) => {
              const severity = SEVERITY[caution.severity] ?? { label: caution.severity, variant: 'neutral' as const };
              return (
                <li key={caution.name} className="border-destructive/30 grid gap-1.5 rounded-lg border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{caution.name}</span>
                    <span className="flex flex-wrap gap-1.5">
                      <Badge variant={severity.variant}>{caution.riskLevel === 'contraindicated' ? 'Contraindicated' : severity.label}</Badge>
                      <OriginBadge origin={caution.origin} />
                    </span>
                  </div>
                  {caution.yourSupplements.length > 0 && (
                    <p className="text-destructive font-medium">You take: {caution.yourSupplements.join(', ')}</p>
                  )}
                  <p className="text-muted-foreground">{caution.interaction}</p>
                  <p className="bg-muted/60 rounded-md p-2">
                    <span className="font-semibold">What to do:</span> {caution.recommendation}
                  </p>
                  <SourceList sources={caution.sources} />
                </li>
              );
            })}
          </ul>
        </AnswerPart>
      )}
      {analysis.synergisticSupplements.length > 0 && (
        <AnswerPart title="Supplements that may help" level="h4">
          <ul className="grid gap-2">
            {analysis.synergisticSupplements.map((synergy) => (
              <li key={synergy.name} className="grid gap-1 rounded-lg border p-3">
                <span className="font-medium">{synergy.name}</span>
                <p className="text-muted-foreground">{synergy.benefit}</p>
                <SourceList sources={synergy.sources} />
              </li>
            ))}
          </ul>
        </AnswerPart>
      )}
      {analysis.primaryActions.length > 0 && (
        <AnswerPart title="How it works" level="h4">
          <AnswerItems items={analysis.primaryActions} />
        </AnswerPart>
      )}
      {analysis.generalPrecautions.length > 0 && (
        <AnswerPart title="Precautions" level="h4">
          <AnswerItems items={analysis.generalPrecautions} />
        </AnswerPart>
      )}
      {analysis.monitoringRecommendations.length > 0 && (
        <AnswerPart title="Monitoring" level="h4">
          <AnswerItems items={analysis.monitoringRecommendations} />
        </AnswerPart>
      )}
      <AnswerPart title="Summary" level="h4">
        <p>{analysis.summary}</p>
      </AnswerPart>
      <AnswerSource answer={analysis} />
    </div>
  );
}
