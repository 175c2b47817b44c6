import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useResearchHistory } from '../api/get-research-history.ts';
import { EvidenceLevelBadge } from './evidence-level-badge.tsx';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The user's own research, newest first: name, evidence level and when. */
export function ResearchHistory({ onOpen }: { onOpen: (name: string) => void }) {
  const history = useResearchHistory(true);
  return (
    <Card role="region" aria-labelledby="research-history-heading">
      <CardHeader className="flex-row items-center gap-2">
        <Clock aria-hidden="true" className="text-primary size-5" />
        <CardTitle as="h2" id="research-history-heading">
          Research History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading research history">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : history.isError ? (
          <p className="text-destructive text-sm">Unable to load your research history. Please try again.</p>
        ) : history.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No research history yet. Research a supplement and it will be listed here.</p>
        ) : (
          <ul className="divide-y">
            {history.data.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Button variant="ghost" size="sm" className="min-w-0 px-1 font-semibold" onClick={() => onOpen(entry.supplementName)}>
                  <span className="truncate">{entry.supplementName}</span>
                </Button>
                <div className="flex items-center gap-2">
                  <EvidenceLevelBadge level={entry.evidenceLevel} />
                  <time dateTime={entry.researchedAt} className="text-muted-foreground text-xs">
                    {when.format(new Date(entry.researchedAt))}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
