import type { RefreshBatchResult, RefreshBatchSize } from '@regimen/domain/contracts/admin-refresh';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { useRefreshActions, useRefreshStats } from '../api/refresh-stats.ts';
import { batchSummary, BATCH_SIZES } from '../model/refresh-view.ts';
import { useAdminErrors } from './use-admin-errors.ts';

const dash = '–';

/** Spec 02's Data Refresh tab: refresh statistics, an initialize action, and batch refresh with a size choice. */
export function DataRefreshTab() {
  const stats = useRefreshStats();
  const { initialize, batch } = useRefreshActions();
  const toast = useToast();
  const [size, setSize] = useState<RefreshBatchSize>(5);
  const [result, setResult] = useState<RefreshBatchResult | null>(null);
  useAdminErrors(stats.error, initialize.error, batch.error);
  const s = stats.data;
  const figures = [
    { label: 'Total analyses', value: s?.totalAnalyses },
    { label: 'Critical due', value: s?.criticalDue, note: 'every 30 days' },
    { label: 'Standard due', value: s?.standardDue, note: 'every 90 days' },
    { label: 'Stable due', value: s?.stableDue, note: 'every 365 days' },
    { label: 'Estimated cost', value: s?.estimatedCost },
  ];
  const busy = initialize.isPending || batch.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <RefreshCw aria-hidden="true" className="text-primary size-5" /> AI data refresh
        </CardTitle>
        <CardDescription>Cached research answers are researched again when their tier's interval has passed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {figures.map((figure) => (
            <div key={figure.label} className="bg-muted rounded-lg p-3">
              <dt className="text-muted-foreground text-xs font-medium">{figure.label}</dt>
              <dd className="text-xl font-bold">{figure.value ?? dash}</dd>
              {figure.note && <dd className="text-muted-foreground text-xs">{figure.note}</dd>}
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground text-sm">
          Last refresh run: {s ? (s.lastRefreshRun ? new Date(s.lastRefreshRun).toLocaleString() : 'never') : dash}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              initialize.mutate(undefined, {
                onSuccess: (answer) => toast({ title: 'Refresh dates initialized', description: `${answer.updated} analyses updated.` }),
                onError: (error) => toast({ title: 'Failed to initialize refresh dates', description: serverMessage(error), variant: 'error' }),
              })
            }
          >
            Initialize refresh dates
          </Button>
          <div className="grid gap-1.5">
            <Label htmlFor="refresh-batch-size">Batch size</Label>
            <Select
              id="refresh-batch-size"
              className="sm:w-40"
              options={BATCH_SIZES.map((option) => ({ value: String(option), label: option === 'all' ? 'All due' : `${option} analyses` }))}
              value={String(size)}
              onChange={(event) => setSize(event.target.value === 'all' ? 'all' : (Number(event.target.value) as RefreshBatchSize))}
            />
          </div>
          <Button
            disabled={busy}
            onClick={() =>
              batch.mutate(size, {
                onSuccess: setResult,
                onError: (error) => toast({ title: 'Failed to run batch refresh', description: serverMessage(error), variant: 'error' }),
              })
            }
          >
            Run batch refresh
          </Button>
        </div>
        {result && (
          <p role="status" className="text-sm">
            {batchSummary(result)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
