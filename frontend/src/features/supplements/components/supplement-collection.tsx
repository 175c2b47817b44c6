import { PackageOpen, Plus, RotateCw, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton, type HeadingLevel } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSupplements } from '../api/get-supplements.ts';
import { filterSupplements } from '../model/filter-supplements.ts';
import { AddSupplementDialog } from './add-supplement-dialog.tsx';
import { SupplementCard } from './supplement-card.tsx';

/** Search, the card grid and the Add Supplement dialog: shared by the dashboard and My Supplements. */
export type SupplementCollectionProps = {
  skeletons: number;
  /** Id of the heading that names the list. */
  headingId: string;
  /** Level of each card's title: one below that heading. */
  cardHeadingLevel: HeadingLevel;
};

export function SupplementCollection({ skeletons, headingId, cardHeadingLevel }: SupplementCollectionProps) {
  const [search, setSearch] = useState('');
  const supplements = useSupplements();
  const visible = filterSupplements(supplements.data ?? [], search);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="text-muted-foreground pointer-events-none absolute top-3 left-3 size-4" />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or brand"
            aria-label="Search supplements by name or brand"
            className="pl-9"
          />
        </div>
        <AddSupplementDialog />
      </div>

      {supplements.isPending ? (
        <div role="status" aria-label="Loading supplements" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: skeletons }, (_, index) => (
            <Skeleton key={index} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : supplements.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="font-medium">Could not load your supplements.</p>
          <Button variant="outline" onClick={() => void supplements.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : visible.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <PackageOpen aria-hidden="true" className="text-muted-foreground size-10" />
          <p className="text-lg font-semibold">No supplements found</p>
          <p className="text-muted-foreground text-sm">
            {search.trim() ? 'Try adjusting your search' : 'Start by adding your first supplement'}
          </p>
          {!search.trim() && (
            <AddSupplementDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  Add Your First Supplement
                </Button>
              }
            />
          )}
        </Card>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((supplement) => (
            <li key={supplement.id}>
              <SupplementCard supplement={supplement} headingLevel={cardHeadingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
