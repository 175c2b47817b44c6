import { AiFailureNotice } from '../../../components/ai/ai-failure-notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBenefitsAnalysis } from '../api/analyze-benefits.ts';
import { BenefitsView, type BenefitsVariant } from './benefits-view.tsx';

/** Spec section 8: the card view's failure text; the list view says there is no analysis. */
const BENEFITS_FAILED = 'Failed to load AI analysis. Please try again.';
const NO_BENEFITS = 'No benefits analysis available.';

export type BenefitsAnalysisProps = {
  supplementId: string;
  variant: BenefitsVariant;
  enabled: boolean;
  headingLevel?: 'h3' | 'h4' | 'h5';
};

/** A supplement's AI benefits analysis: loading, the result, or the failure with 'Retry Analysis'. */
export function BenefitsAnalysis({ supplementId, variant, enabled, headingLevel }: BenefitsAnalysisProps) {
  const analysis = useBenefitsAnalysis(supplementId, enabled);

  if (analysis.isPending || (analysis.isError && analysis.isFetching)) {
    return (
      <div role="status" className="grid gap-2">
        <span className="text-muted-foreground text-sm">Analyzing benefits…</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (analysis.isError) {
    return (
      <AiFailureNotice
        error={analysis.error}
        text={variant === 'card' ? BENEFITS_FAILED : NO_BENEFITS}
        onRetry={() => void analysis.refetch()}
        retrying={analysis.isFetching}
      />
    );
  }
  return <BenefitsView analysis={analysis.data} variant={variant} {...(headingLevel ? { headingLevel } : {})} />;
}
