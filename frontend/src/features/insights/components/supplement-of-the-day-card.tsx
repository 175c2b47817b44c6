import { Link } from '@tanstack/react-router';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { AiFailureNotice } from '../../../components/ai/ai-failure-notice.tsx';
import { AnswerSource } from '../../../components/ai/answer-source.tsx';
import { EvidenceBadge } from '../../../components/ai/evidence-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSupplementOfTheDay } from '../api/get-supplement-of-the-day.ts';
import { sotdBenefits } from '../model/supplement-of-the-day.ts';

/** With a name it opens that supplement's research; without one, the Research page. */
function LearnMore({ name }: { name?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="justify-self-start">
      <Link to="/research" search={name === undefined ? {} : { name }}>
        Learn More
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** Spec: the supplement of the day with up to 3 benefits and Learn More (to /research), or a nudge to research some. */
export function SupplementOfTheDayCard() {
  const sotd = useSupplementOfTheDay();
  const heading = (
    <CardHeader className="flex-row items-center gap-2">
      <Lightbulb aria-hidden="true" className="text-warning size-5" />
      <CardTitle as="h2" id="sotd-heading">
        Supplement of the Day
      </CardTitle>
    </CardHeader>
  );

  if (sotd.isPending) {
    return (
      <Card role="status" aria-label="Loading the supplement of the day">
        {heading}
        <CardContent className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4 w-2/3" />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card role="region" aria-labelledby="sotd-heading">
      {heading}
      <CardContent className="grid gap-3">
        {sotd.isError ? (
          <AiFailureNotice
            error={sotd.error}
            text="Unable to load the supplement of the day. Please try again."
            onRetry={() => void sotd.refetch()}
            retrying={sotd.isFetching}
          />
        ) : sotd.data === null ? (
          <>
            <p className="text-muted-foreground text-sm">
              No supplement of the day yet. Research some supplements and one will be featured here.
            </p>
            <LearnMore />
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">
                {sotd.data.supplementName}
              </h3>
              <EvidenceBadge level={sotd.data.researchData.evidenceLevel} />
            </div>
            <p className="text-muted-foreground text-sm">{sotd.data.researchData.summary}</p>
            {sotd.data.researchData.primaryBenefits.length > 0 && (
              <div>
                <h4 className="text-sm font-semibold">Key benefits</h4>
                <ul className="text-muted-foreground mt-1 list-disc pl-5 text-sm">
                  {sotdBenefits(sotd.data.researchData.primaryBenefits).map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </div>
            )}
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground text-xs">Dosage</dt>
                <dd>{sotd.data.researchData.dosageRecommendation}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Timing</dt>
                <dd>{sotd.data.researchData.timing}</dd>
              </div>
            </dl>
            <LearnMore name={sotd.data.supplementName} />
            <AnswerSource answer={sotd.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
