import type { ConditionRecommendationsResponse, RecommendedSupplement } from '@regimen/domain/contracts/health-condition-insights';
import type { HealthCondition } from '@regimen/domain/contracts/health-conditions';
import { CircleCheck, Plus, RotateCw, ShieldAlert } from 'lucide-react';
import { AiDisclaimer } from '../../../components/disclaimers.tsx';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { settle } from '../../../lib/settle.ts';
import { useAddRecommendedSupplement, useConditionRecommendations } from '../api/condition-advice.ts';
import { addRecommendationErrorMessage, supplementFromRecommendation } from '../model/recommended-supplement.ts';

const EVIDENCE: Record<NonNullable<RecommendedSupplement['evidenceLevel']>, { label: string; variant: BadgeVariant }> = {
  strong: { label: 'Strong evidence', variant: 'emerald' },
  moderate: { label: 'Moderate evidence', variant: 'blue' },
  limited: { label: 'Limited evidence', variant: 'neutral' },
};

/** The AI recommendations dialog of the Health page (spec 02), opened from a condition. */
export function RecommendationsDialog({ condition, onClose }: { condition: HealthCondition | null; onClose: () => void }) {
  return (
    <Dialog open={condition !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Recommendations for {condition?.name}</DialogTitle>
          <DialogDescription>Supplements studied for this condition, each checked against what you take and your other conditions.</DialogDescription>
        </DialogHeader>
        {condition && <RecommendationsBody condition={condition} />}
      </DialogContent>
    </Dialog>
  );
}

function RecommendationsBody({ condition }: { condition: HealthCondition }) {
  const recommendations = useConditionRecommendations(condition.id);
  if (recommendations.isPending) {
    return (
      <div role="status" aria-label="Generating recommendations" className="grid gap-3">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (recommendations.isError) {
    if (recommendations.error instanceof ApiError && recommendations.error.status === 404) {
      return <p className="text-muted-foreground text-sm">{serverMessage(recommendations.error)}</p>;
    }
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="font-semibold">Unable to Generate Recommendations</p>
        <p className="text-muted-foreground text-sm">There was an error generating recommendations. Please try again later.</p>
        <Button variant="outline" size="sm" onClick={() => void recommendations.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return <Recommendations answer={recommendations.data} conditionId={condition.id} />;
}

function Recommendations({ answer, conditionId }: { answer: ConditionRecommendationsResponse; conditionId: string }) {
  return (
    <div className="grid gap-5">
      {answer.modelNote && <p className="text-muted-foreground text-xs">{answer.modelNote}</p>}
      <section aria-labelledby="recommended-heading" className="grid gap-3">
        <h3 id="recommended-heading" className="font-semibold">
          Recommended supplements
        </h3>
        {answer.recommendedSupplements.length === 0 ? (
          <p className="text-muted-foreground text-sm">None of the supplements we know for this condition is safe to suggest with what you take.</p>
        ) : (
          <ul className="grid gap-3">
            {answer.recommendedSupplements.map((item) => (
              <li key={item.name}>
                <RecommendationCard item={item} conditionId={conditionId} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {answer.notRecommendedForYou.length > 0 && (
        <section aria-labelledby="not-recommended-heading" className="border-destructive/40 grid gap-2 rounded-lg border p-3">
          <h3 id="not-recommended-heading" className="flex items-center gap-2 font-semibold">
            <ShieldAlert aria-hidden="true" className="text-destructive size-4" />
            Considered but not recommended for you
          </h3>
          <ul className="grid gap-2 text-sm">
            {answer.notRecommendedForYou.map((item) => (
              <li key={item.name}>
                <p className="font-medium">{item.name}</p>
                <p>{item.reason}</p>
                {item.sources.length > 0 && <p className="text-muted-foreground text-xs">Sources: {item.sources.join('; ')}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <TextList title="Lifestyle recommendations" items={answer.lifestyleRecommendations} />
      <TextList title="Warnings and precautions" items={answer.warningsAndPrecautions} />
      {answer.interactionNotes && <Paragraph title="Interaction notes" text={answer.interactionNotes} />}
      {answer.monitoringAdvice && <Paragraph title="Monitoring" text={answer.monitoringAdvice} />}
      <AiDisclaimer />
    </div>
  );
}

function RecommendationCard({ item, conditionId }: { item: RecommendedSupplement; conditionId: string }) {
  const add = useAddRecommendedSupplement(conditionId);
  const toast = useToast();
  const evidence = item.evidenceLevel === null ? { label: 'Not graded (AI suggestion)', variant: 'outline' as const } : EVIDENCE[item.evidenceLevel];
  return (
    <article aria-label={item.name} className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-medium">{item.name}</h4>
          <Badge variant={evidence.variant}>{evidence.label}</Badge>
          {item.alreadyTaken && (
            <Badge variant="default" className="gap-1">
              <CircleCheck aria-hidden="true" className="size-3" />
              Already taking
            </Badge>
          )}
        </div>
        {!item.alreadyTaken && (
          <Button
            size="sm"
            variant="outline"
            disabled={add.isPending || add.isSuccess}
            onClick={() =>
              settle(add.mutateAsync(supplementFromRecommendation(item)), {
                onSuccess: () => toast({ title: 'Supplement added', description: `${item.name} is now in My Supplements.` }),
                onError: (error) => toast({ title: 'Failed to add supplement', description: addRecommendationErrorMessage(error), variant: 'error' }),
              })
            }
          >
            <Plus aria-hidden="true" />
            {add.isPending ? 'Adding…' : add.isSuccess ? 'Added' : 'Add to My Supplements'}
          </Button>
        )}
      </div>
      <p>{item.benefits}</p>
      {item.explanation && <p className="text-muted-foreground">{item.explanation}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Dosage</dt>
        <dd>{item.dosage}</dd>
        <dt className="text-muted-foreground">Timing</dt>
        <dd>{item.timing}</dd>
      </dl>
      {item.safetyNotes.length > 0 && (
        <ul aria-label={`Safety notes for ${item.name}`} className="text-warning list-disc pl-5">
          {item.safetyNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {item.sources.length > 0 && <p className="text-muted-foreground text-xs">Sources: {item.sources.join('; ')}</p>}
    </article>
  );
}

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Paragraph({ title, text }: { title: string; text: string }) {
  return (
    <section className="grid gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      <p>{text}</p>
    </section>
  );
}
