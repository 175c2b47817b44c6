import { LayoutGrid, List, RotateCw, Search } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { Input } from './ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs.tsx';

export type CollectionLayout = 'cards' | 'list';

/** The search text and the chosen view, both kept for as long as the collection is shown. */
export function useCollectionControls() {
  const [search, onSearchChange] = useState('');
  const [view, onViewChange] = useState<CollectionLayout>('cards');
  return { search, onSearchChange, view, onViewChange };
}

export type CollectionViewProps = {
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  /** The search box's accessible name, naming what it searches. */
  searchLabel: string;
  view: CollectionLayout;
  onViewChange: (view: CollectionLayout) => void;
  /** The add button (or dialog trigger) beside the view switch. */
  action: ReactNode;
  /** Shown between the toolbar and the items (notices about the whole collection). */
  notice?: ReactNode;
  /** The items, their skeletons or their empty state: the same for both views. */
  children: ReactNode;
  /** Rendered inside the tabs after the panels (dialogs that belong to the collection). */
  after?: ReactNode;
};

/**
 * A searchable collection with a cards / list switch and an add action: My Supplements (and the
 * dashboard's list) and My Prescriptions share it, so both behave and read alike.
 */
export function CollectionView({ search, onSearchChange, searchPlaceholder, searchLabel, view, onViewChange, action, notice, children, after }: CollectionViewProps) {
  return (
    <Tabs value={view} onValueChange={(value) => onViewChange(value === 'list' ? 'list' : 'cards')} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="text-muted-foreground pointer-events-none absolute top-3 left-3 size-4" />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={searchPlaceholder}
            aria-label={searchLabel}
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
          {action}
        </div>
      </div>
      {notice}
      {/* One panel per view, each labelled by its tab; Radix renders only the active one. */}
      <TabsContent value="cards">{children}</TabsContent>
      <TabsContent value="list">{children}</TabsContent>
      {after}
    </Tabs>
  );
}

/** The collection's load failure, with a retry. */
export function CollectionLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="font-medium">Could not load your {what}.</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}

/**
 * Nothing to show: a search that matched nothing says so; an empty collection invites the first
 * item instead (its `firstAction`).
 */
export function CollectionEmpty({ icon: Icon, title, search, emptyHint, firstAction }: {
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;
  title: string;
  search: string;
  emptyHint: string;
  firstAction: ReactNode;
}) {
  const searching = search.trim() !== '';
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <Icon aria-hidden="true" className="text-muted-foreground size-10" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground text-sm">{searching ? 'Try adjusting your search' : emptyHint}</p>
      {!searching && firstAction}
    </Card>
  );
}
