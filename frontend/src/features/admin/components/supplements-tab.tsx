import { Database } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useSupplementCount } from '../api/monitoring.ts';
import { useAdminErrors } from './use-admin-errors.ts';

/** The research database against its target; the seeding job itself is not built yet, and the tab says so. */
export function SupplementsTab() {
  const count = useSupplementCount();
  useAdminErrors(count.error);
  const data = count.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Database aria-hidden="true" className="text-primary size-5" /> Supplement database
        </CardTitle>
        <CardDescription>Supplements with a research answer in the cache every user shares.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-2xl font-bold">{data ? `${data.count} / ${data.target} supplements` : '–'}</p>
        <Progress value={data?.progress ?? 0} label="Supplement database progress" valueText={data ? `${data.count} of ${data.target} supplements` : 'Loading'} />
        <p className="text-muted-foreground text-sm">{data ? `${data.percentage} complete` : 'Loading…'}</p>
        <p className="text-muted-foreground text-sm">
          Seeding (a full seed of 256 or a test seed of 16, in batches 2 seconds apart) is not available in this build yet: the
          cache grows as users research supplements, each answered from the built-in knowledge base.
        </p>
      </CardContent>
    </Card>
  );
}
