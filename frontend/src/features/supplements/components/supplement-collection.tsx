import { LayoutGrid, List, PackageOpen, Plus, RotateCw, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, type HeadingLevel } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useSupplements } from '../api/get-supplements.ts';
import { filterSupplements } from '../model/filter-supplements.ts';
import { AddSupplementDialog } from './add-supplement-dialog.tsx';
import { DrugLookalikeNotice } from './drug-lookalike-notice.tsx';
import { SupplementCard } from './supplement-card.tsx';
import { SupplementDialogs, useSupplementDialogs } from './supplement-dialogs.tsx';
import { SupplementRow } from './supplement-row.tsx';

type View = 'cards' | 'list';

/** Search, the cards / list views and the Add Supplement dialog: shared by the dashboard and My Supplements. */
export type SupplementCollectionProps = {
  skeletons: number;
  /** Id of the heading that names the list. */
  headingId: string;
  /** Level of each item's title: one below that heading. */
  itemHeadingLevel: HeadingLevel;
  /** Cards per row on wide screens (the dashboard shares its width with a sidebar). */
  columns: 2 | 3;
};

export function SupplementCollection({ skeletons, headingId, itemHeadingLevel, columns }: SupplementCollectionProps) {
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('cards');
  const supplements = useSupplements();
  const dialogs = useSupplementDialogs();
  const visible = filterSupplements(supplements.data ?? [], search);
  const grid = columns === 3 ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-4 sm:grid-cols-2';

  const body = supplements.isPending ? (
    <div role="status" aria-label="Loading supplements" className={grid}>
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
    <ul aria-labelledby={headingId} className={view === 'cards' ? grid : 'grid gap-2'}>
      {visible.map((supplement) => {
        const Item = view === 'cards' ? SupplementCard : SupplementRow;
        return (
          <li key={supplement.id}>
            <Item
              supplement={supplement}
              headingLevel={itemHeadingLevel}
              onAction={(action) =>
                dialogs.open(supplement.id, action, action !== 'details', view === 'cards' ? 'card' : 'list')
              }
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <Tabs value={view} onValueChange={(value) => setView(value === 'list' ? 'list' : 'cards')} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute top-3 left-3 size-4"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or brand"
            aria-label="Search supplements by name or brand"
            className="pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <TabsList aria-label="View">
            <TabsTrigger value="cards">
              <LayoutGrid aria-hidden="true" />
              Cards
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden="true" />
              List
            </TabsTrigger>
          </TabsList>
          <AddSupplementDialog />
        </div>
      </div>
      <DrugLookalikeNotice supplements={supplements.data ?? []} />
      {/* One panel per view, each labelled by its tab; Radix renders only the active one. */}
      <TabsContent value="cards">{body}</TabsContent>
      <TabsContent value="list">{body}</TabsContent>
      <SupplementDialogs supplements={supplements.data ?? []} state={dialogs.state} onChange={dialogs.setState} />
    </Tabs>
  );
}
