import { RotateCw, TriangleAlert } from 'lucide-react';
import { AiDisclaimer } from '../../../components/disclaimers.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBenefitsAnalysis } from '../api/analyze-benefits.ts';
import { evidenceBadge } from '../model/evidence-level.ts';

function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-medium">{title}</h4>
      <ul className="text-muted-foreground mt-1 list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The detail dialog's AI Benefits Analysis, in the card view's layout (spec section 2). */
export function BenefitsSection({ supplementId, enabled }: { supplementId: string; enabled: boolean }) {
  const analysis = useBenefitsAnalysis(supplementId, enabled);

  if (analysis.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="text-muted-foreground text-sm">Analyzing benefits…</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (analysis.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="flex items-center gap-2">
          <TriangleAlert aria-hidden="true" className="text-warning size-4" />
          Failed to load AI analysis. Please try again.
        </p>
        <Button variant="outline" size="sm" onClick={() => void analysis.refetch()} disabled={analysis.isFetching}>
          <RotateCw aria-hidden="true" />
          Retry Analysis
        </Button>
      </div>
    );
  }

  const { summary, primaryBenefits, secondaryBenefits, recommendedTiming, foodInteraction, evidenceLevel } =
    analysis.data;
  const evidence = evidenceBadge(evidenceLevel);
  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm">{summary}</p>
        <Badge variant={evidence.variant}>{evidence.label}</Badge>
      </div>
      {primaryBenefits.length > 0 && <List title="Primary Benefits" items={primaryBenefits} />}
      {secondaryBenefits.length > 0 && <List title="Secondary Benefits" items={secondaryBenefits} />}
      {recommendedTiming && (
        <div>
          <h4 className="text-sm font-medium">Recommended Timing</h4>
          <p className="text-muted-foreground text-sm">{recommendedTiming}</p>
        </div>
      )}
      {foodInteraction && (
        <div>
          <h4 className="text-sm font-medium">Food Interactions</h4>
          <p className="text-muted-foreground text-sm">{foodInteraction}</p>
        </div>
      )}
      <AiDisclaimer />
    </div>
  );
}
