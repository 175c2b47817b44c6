import { CircleCheck, Layers, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataFreshnessInline } from '../../../components/data-freshness.tsx';
import { useRateLimitToast } from '../../../components/ai/use-rate-limit-toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { failureView } from '../../../lib/ai-failure.ts';
import { useInteractionAnalysis } from '../api/analyze-interactions.ts';
import { useActivePrescriptionCount } from '../api/get-active-prescription-count.ts';
import { ANALYZING_PROGRESS, canAnalyzeInteractions } from '../model/interaction-view.ts';
import { InteractionResult } from './interaction-result.tsx';


const FAILURE = { title: 'Failed to Load Analysis', text: 'Unable to retrieve interaction analysis. Please try again' };

function State({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      {icon}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground max-w-sm text-sm">{text}</p>
      {children}
    </div>
  );
}

export type InteractionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The active supplements to analyse; undefined while they are still loading. */
  supplementIds: readonly string[] | undefined;
};

/** The dashboard's "Supplement Interaction Analysis": too few supplements, analysing, the result, or a failure. */
export function InteractionsDialog({ open, onOpenChange, supplementIds }: InteractionsDialogProps) {
  const ids = supplementIds ?? [];
  const prescriptionCount = useActivePrescriptionCount();
  const loaded = supplementIds !== undefined && prescriptionCount !== undefined;
  const enough = !loaded || canAnalyzeInteractions(ids.length, prescriptionCount);
  const analysis = useInteractionAnalysis(ids, open && loaded && enough);
  useRateLimitToast(open ? analysis.error : null);
  const failure = failureView(analysis.error, FAILURE);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Supplement Interaction Analysis</DialogTitle>
          <DialogDescription>
            How your supplements and prescriptions affect each other: risks to avoid and pairs that work well.
          </DialogDescription>
        </DialogHeader>

        {!enough ? (
          <State
            icon={<Layers aria-hidden="true" className="text-muted-foreground size-10" />}
            title="Need More Supplements"
            text="Add at least 2 supplements to analyze interactions and synergies."
          />
        ) : analysis.isPending || (analysis.isFetching && analysis.isError) ? (
          <div role="status" className="grid gap-3 py-6">
            <p className="text-center font-semibold">Analyzing Interactions...</p>
            <Progress value={ANALYZING_PROGRESS} label="Analysis progress" />
            <p className="text-muted-foreground text-center text-sm">
              {ids.length > 0 ? `Checking ${ids.length} supplements against each other.` : 'Loading your supplements.'}
            </p>
          </div>
        ) : analysis.isError ? (
          <div role="alert">
            <State
              icon={<TriangleAlert aria-hidden="true" className="text-warning size-10" />}
              title={failure.title}
              text={failure.text}
            >
              {failure.retry && (
                <Button variant="outline" onClick={() => void analysis.refetch()}>
                  <RotateCw aria-hidden="true" />
                  Retry Analysis
                </Button>
              )}
            </State>
          </div>
        ) : (
          <>
            <InteractionResult
              analysis={analysis.data}
              noneIcon={<CircleCheck aria-hidden="true" className="text-primary size-10" />}
            />
            <DataFreshnessInline />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
