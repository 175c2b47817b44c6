import type { CachedResearch } from '@regimen/domain/contracts/ai';
import { Database } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSupplementCache } from '../api/get-supplement-cache.ts';
import { cacheGroups, cachedCount } from '../model/research-view.ts';
import { CachedSupplementDialog } from './cached-supplement-dialog.tsx';

/** Spec 02: the research every user has done, grouped by category; an entry opens a dialog to add it. */
export function ResearchCache({ keptNames }: { keptNames: readonly string[] }) {
  const cache = useSupplementCache();
  const [open, setOpen] = useState<CachedResearch | null>(null);
  return (
    <Card role="region" aria-labelledby="research-cache-heading">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Database aria-hidden="true" className="text-primary size-5" />
          <CardTitle as="h2" id="research-cache-heading">
            Researched Supplements
          </CardTitle>
        </div>
        <CardDescription>
          {cache.data ? `${cachedCount(cache.data)} supplements researched by Regimen users, by category.` : 'Supplements researched by Regimen users, by category.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {cache.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading researched supplements">
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-8" />
          </div>
        ) : cache.isError ? (
          <p className="text-destructive text-sm">Unable to load researched supplements. Please try again.</p>
        ) : cacheGroups(cache.data).length === 0 ? (
          <p className="text-muted-foreground text-sm">No supplements have been researched yet. Research one above to start the collection.</p>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cacheGroups(cache.data).map((group) => (
              <section key={group.category} aria-labelledby={`cache-${group.category}`} className="grid min-w-0 content-start gap-2">
                <h3 id={`cache-${group.category}`} className="text-sm font-semibold">
                  {group.label} <span className="text-muted-foreground font-normal">({group.entries.length})</span>
                </h3>
                <ul className="flex min-w-0 flex-wrap gap-2">
                  {group.entries.map((entry) => (
                    <li key={entry.id} className="max-w-full">
                      <Button variant="outline" size="sm" className="max-w-full" onClick={() => setOpen(entry)}>
                        <span className="min-w-0 truncate">{entry.supplementName}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
      <CachedSupplementDialog entry={open} keptNames={keptNames} onClose={() => setOpen(null)} />
    </Card>
  );
}
