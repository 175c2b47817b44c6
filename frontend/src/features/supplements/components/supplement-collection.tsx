import { PackageOpen, Plus } from 'lucide-react';
import { CollectionEmpty, CollectionLoadError, CollectionView, useCollectionControls } from '../../../components/collection-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { HeadingLevel } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSupplements } from '../api/get-supplements.ts';
import { filterSupplements } from '../model/filter-supplements.ts';
import { AddSupplementDialog } from './add-supplement-dialog.tsx';
import { DrugLookalikeNotice } from './drug-lookalike-notice.tsx';
import { SupplementCard } from './supplement-card.tsx';
import { SupplementDialogs, useSupplementDialogs } from './supplement-dialogs.tsx';
import { SupplementRow } from './supplement-row.tsx';

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
  const controls = useCollectionControls();
  const { search, view } = controls;
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
    <CollectionLoadError what="supplements" onRetry={() => void supplements.refetch()} />
  ) : visible.length === 0 ? (
    <CollectionEmpty
      icon={PackageOpen}
      title="No supplements found"
      search={search}
      emptyHint="Start by adding your first supplement"
      firstAction={
        <AddSupplementDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add Your First Supplement
            </Button>
          }
        />
      }
    />
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
    <CollectionView
      {...controls}
      searchPlaceholder="Search by name or brand"
      searchLabel="Search supplements by name or brand"
      action={<AddSupplementDialog />}
      notice={<DrugLookalikeNotice supplements={supplements.data ?? []} />}
      after={<SupplementDialogs supplements={supplements.data ?? []} state={dialogs.state} onChange={dialogs.setState} />}
    >
      {body}
    </CollectionView>
  );
}
