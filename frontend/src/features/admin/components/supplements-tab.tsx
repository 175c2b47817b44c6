import { Database, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { useSupplementCount } from '../api/monitoring.ts';
import { useSeedingStatus, useStartSeeding } from '../api/seeding.ts';
import { seedingNote } from '../model/seeding-view.ts';
import { useAdminErrors } from './use-admin-errors.ts';

/** Spec 02's seeding controls: count against the target, a full seed and a test seed, disabled while one runs. */
export function SupplementsTab() {
  const count = useSupplementCount();
  const status = useSeedingStatus();
  const start = useStartSeeding();
  const toast = useToast();
  useAdminErrors(count.error, status.error, start.error);
  const data = count.data;
  const running = status.data?.inProgress ?? false;
  const seeded = status.data?.seeded;
  const { refetch } = count;
  const wasRunning = useRef(running);
  // The count moves with each batch: refetch it with every status poll while the job runs, and once when it ends.
  useEffect(() => {
    if (running || wasRunning.current) void refetch();
    wasRunning.current = running;
  }, [running, seeded, refetch]);

  const seed = (testMode: boolean) =>
    start.mutate(testMode, {
      onSuccess: (answer) =>
        toast({ title: answer.planned > 0 ? 'Seeding started' : 'Nothing to seed', description: `${answer.planned} supplements to research.` }),
      onError: (error) => toast({ title: 'Seeding failed', description: serverMessage(error), variant: 'error' }),
    });

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
        <div className="flex flex-wrap gap-2">
          <Button disabled={running || start.isPending} onClick={() => seed(false)}>
            Seed full database
          </Button>
          <Button variant="outline" disabled={running || start.isPending} onClick={() => seed(true)}>
            Test seed (16)
          </Button>
        </div>
        <p role="status" className="flex items-center gap-2 text-sm">
          {running && <LoaderCircle aria-hidden="true" className="text-primary size-4 animate-spin" />}
          {seedingNote(status.data)}
        </p>
        <p className="text-muted-foreground text-sm">
          Seeding researches supplements from the built-in knowledge base in batches 2 seconds apart. Offline it can reach only as many
          supplements as the knowledge base holds; names it lacks would need a configured AI model.
        </p>
      </CardContent>
    </Card>
  );
}
