import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import { Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AiFailureNotice } from '../../../components/ai/ai-failure-notice.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePrescriptionAnalysis } from '../api/analyze-prescription.ts';
import { courseText, FREQUENCY_LABELS } from '../model/prescription-view.ts';
import { PrescriptionAnalysisView } from './prescription-analysis-view.tsx';
import { PrescriptionNotes } from './prescription-notes.tsx';

type Props = {
  prescription: Prescription | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (prescription: Prescription) => void;
  onRemove: (prescription: Prescription) => void;
};

export function PrescriptionDetailDialog({ prescription, onOpenChange, onEdit, onRemove }: Props) {
  return (
    <Dialog open={prescription !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        {prescription && <DetailBody key={prescription.id} prescription={prescription} onEdit={onEdit} onRemove={onRemove} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ prescription, onEdit, onRemove }: { prescription: Prescription } & Pick<Props, 'onEdit' | 'onRemove'>) {
  const [tab, setTab] = useState<'details' | 'analysis'>('details');
  const [requested, setRequested] = useState(false);
  const analysis = usePrescriptionAnalysis(prescription.id, requested);
  const toast = useToast();

  // Spec section 4: the tab switches to AI Analysis automatically when an analysis arrives.
  useEffect(() => {
    if (!requested) return;
    if (analysis.isSuccess) {
      setTab('analysis');
      toast({ title: 'Analysis complete' });
    }
    if (analysis.isError) toast({ title: 'Analysis failed', description: 'Failed to analyze prescription. Please try again.', variant: 'error' });
    // Runs once per answer: the timestamps change only when one arrives.
  }, [analysis.dataUpdatedAt, analysis.errorUpdatedAt, analysis.isSuccess, analysis.isError, requested, toast]);

  const analyse = () => {
    if (requested) void analysis.refetch();
    else setRequested(true);
  };
  const course = courseText(prescription);
  const analyseButton = (
    <Button onClick={analyse} disabled={analysis.isFetching}>
      <Sparkles aria-hidden="true" />
      {analysis.isFetching ? 'Analyzing…' : analysis.data ? 'Analyze again' : 'Analyze with AI'}
    </Button>
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {prescription.medicationName}
          <Badge variant={prescription.isActive ? 'default' : 'neutral'}>{prescription.isActive ? 'Active' : 'Inactive'}</Badge>
        </DialogTitle>
        <DialogDescription>
          {prescription.dosage} · {FREQUENCY_LABELS[prescription.frequency]}
          {prescription.brand ? ` · ${prescription.brand}` : ''}
        </DialogDescription>
      </DialogHeader>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'analysis' ? 'analysis' : 'details')} className="grid gap-4">
        <TabsList aria-label="Prescription" className="justify-self-start">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="analysis">AI Analysis</TabsTrigger>
        </TabsList>
        <TabsContent value="details" className="grid gap-4">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Detail term="Dosage" value={prescription.dosage} />
            <Detail term="Frequency" value={FREQUENCY_LABELS[prescription.frequency]} />
            <Detail term="Brand" value={prescription.brand} />
            <Detail term="Prescribed by" value={prescription.prescribedBy} />
            <Detail term="Purpose" value={prescription.purpose} />
            <Detail term="Course" value={course} />
          </dl>
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">Notes</h3>
            <PrescriptionNotes prescription={prescription} />
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onRemove(prescription)}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
            <Button variant="outline" onClick={() => onEdit(prescription)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {analyseButton}
          </div>
        </TabsContent>
        <TabsContent value="analysis" className="grid gap-4">
          {analysis.isFetching && !analysis.data ? (
            <div role="status" className="grid gap-2 text-sm">
              <p>Analyzing {prescription.medicationName} against your supplements…</p>
              <Progress value={65} label="Analysis progress" />
            </div>
          ) : analysis.data ? (
            <PrescriptionAnalysisView analysis={analysis.data} />
          ) : analysis.isError ? (
            <AiFailureNotice error={analysis.error} title="Analysis failed" text="Failed to analyze prescription. Please try again." onRetry={analyse} retrying={analysis.isFetching} />
          ) : (
            <div className="grid justify-items-start gap-3 text-sm">
              <p className="text-muted-foreground">
                No analysis yet. The analysis lists the supplements that clash with {prescription.medicationName}, with their sources, and flags the ones you take.
              </p>
              {analyseButton}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs font-medium">{term}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );
}
