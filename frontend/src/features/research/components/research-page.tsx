import { FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAddResearchedSupplement } from '../api/add-researched-supplement.ts';
import { useKeptNames } from '../api/get-kept-names.ts';
import { useResearchSupplement } from '../api/research-supplement.ts';
import { addErrorMessage } from '../model/add-error.ts';
import { alreadyKept, RESEARCH_PAGE_THRESHOLD, supplementFromResearch } from '../model/research-view.ts';
import { ExpertCards } from './expert-cards.tsx';
import { MarketplaceCard } from './marketplace-card.tsx';
import { ResearchCache } from './research-cache.tsx';
import { ResearchForm } from './research-form.tsx';
import { ResearchHistory } from './research-history.tsx';
import { ResearchResultCard } from './research-result-card.tsx';
import { UnknownResearchCard } from './unknown-research-card.tsx';

/** Spec 02 "Research page". `initialName` (from `?name=`, e.g. the Supplement of the Day's Learn More) is researched at once. */
export function ResearchPage({ initialName }: { initialName?: string | undefined }) {
  const [query, setQuery] = useState(initialName ?? '');
  const [historyOpen, setHistoryOpen] = useState(false);
  const research = useResearchSupplement();
  const add = useAddResearchedSupplement();
  const keptNames = useKeptNames();
  const toast = useToast();
  const started = useRef<string | null>(null);

  const run = (name: string) => {
    setQuery(name);
    research.mutate(name);
  };

  useEffect(() => {
    const name = initialName?.trim();
    if (!name || started.current === name) return;
    started.current = name;
    setQuery(name);
    research.mutate(name);
  }, [initialName, research]);

  const outcome = research.data;
  const found = outcome?.kind === 'found' ? outcome.result : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <FlaskConical aria-hidden="true" className="text-primary size-7" />
          Supplement Research
        </h1>
        <p className="text-muted-foreground mt-1">Evidence, dosage, timing and safety for any supplement in our knowledge base.</p>
      </div>

      <ResearchForm
        query={query}
        onQueryChange={setQuery}
        onSubmit={run}
        pending={research.isPending}
        historyOpen={historyOpen}
        onToggleHistory={() => setHistoryOpen((open) => !open)}
      />

      {historyOpen && <ResearchHistory onOpen={run} />}

      <div aria-live="polite" className="grid grid-cols-1 gap-6">
        {research.isError && <p className="text-destructive text-sm" role="alert">Research failed: {research.error.message.replace(/^\d+: /, '')}</p>}
        {outcome?.kind === 'unknown' && <UnknownResearchCard query={outcome.query} closestNames={outcome.closestNames} onResearch={run} />}
        {found && (
          <ResearchResultCard
            result={found}
            adding={add.isPending}
            kept={alreadyKept(found.name, keptNames)}
            onAdd={() =>
              add.mutate(supplementFromResearch(found, RESEARCH_PAGE_THRESHOLD), {
                onSuccess: () => toast({ title: 'Supplement added', description: `${found.name} is now in My Supplements.` }),
                onError: (error) => toast({ title: 'Failed to add supplement', description: addErrorMessage(error), variant: 'error' }),
              })
            }
          />
        )}
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ResearchCache keptNames={keptNames} />
        </div>
        <MarketplaceCard supplementName={found?.name ?? ''} />
      </div>

      <ExpertCards />
    </div>
  );
}
