import { RefreshCw } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useRefreshStats } from '../api/refresh-stats.ts';
import { useAdminErrors } from './use-admin-errors.ts';

const dash = '–';

/** The refresh statistics; running a refresh (initialize, batches) is not built yet, and the tab says so. */
export function DataRefreshTab() {
  const stats = useRefreshStats();
  useAdminErrors(stats.error);
  const s = stats.data;
  const figures = [
    { label: 'Total analyses', value: s?.totalAnalyses },
    { label: 'Critical due', value: s?.criticalDue, note: 'every 30 days' },
    { label: 'Standard due', value: s?.standardDue, note: 'every 90 days' },
    { label: 'Stable due', value: s?.stableDue, note: 'every 365 days' },
    { label: 'Estimated cost', value: s?.estimatedCost },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <RefreshCw aria-hidden="true" className="text-primary size-5" /> AI data refresh
        </CardTitle>
        <CardDescription>Cached AI answers are due again after their tier's interval.</CardDescription>
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
          Last refresh run: {s ? (s.lastRefreshRun ? new Date(s.lastRefreshRun).toLocaleString() : 'never') : dash}. Initializing refresh dates
          and running refresh batches (5, 10, 25 or all due) is not available in this build yet.
        </p>
      </CardContent>
    </Card>
  );
}
