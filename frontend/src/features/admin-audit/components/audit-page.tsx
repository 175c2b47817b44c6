import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { auditEventsQueryOptions } from '../api/get-audit-events.ts';
import type { AuditFilters, AuditSearch } from '../model/audit-search.ts';
import { AdminLinks } from './admin-links.tsx';
import { AdminQueryError } from './admin-only-notice.tsx';
import { AuditEntryRow } from './audit-entry-row.tsx';
import { AuditFiltersForm } from './audit-filters.tsx';
import { EntityPanel } from './entity-panel.tsx';

export function AuditPage({ search, onSearch }: { search: AuditSearch; onSearch: (search: AuditSearch) => void }) {
  const { stream, ...filters } = search;
  const events = useInfiniteQuery(auditEventsQueryOptions(useApi(), filters));
  const entries = events.data?.pages.flatMap((page) => page.entries) ?? [];
  const apply = (next: AuditFilters) => onSearch({ ...next, ...(stream ? { stream } : {}) });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Audit trail</h1>
        <p className="text-muted-foreground">Everything that happened, newest first: who caused it, in which request, and what it changed.</p>
        <AdminLinks current="/admin/audit" />
      </div>
      {/* Keyed by the filters: the form starts from the URL after a correlation link is followed. */}
      <AuditFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={apply} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="pt-5">
            {events.error ? (
              <AdminQueryError error={events.error} />
            ) : events.isPending ? (
              <p className="text-muted-foreground text-sm">Loading…</p>
            ) : entries.length === 0 ? (
              <p className="text-muted-foreground text-sm">No events match these filters.</p>
            ) : (
              <ol aria-label="Events, newest first" className="grid">
                {entries.map((entry) => (
                  <AuditEntryRow
                    key={entry.id}
                    entry={entry}
                    onStream={(streamId) => onSearch({ ...filters, stream: streamId })}
                    onCorrelation={(correlationId) => onSearch({ correlationId, ...(stream ? { stream } : {}) })}
                  />
                ))}
              </ol>
            )}
            {events.hasNextPage && (
              <Button variant="outline" className="mt-4" disabled={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
                {events.isFetchingNextPage ? 'Loading…' : 'Load older events'}
              </Button>
            )}
          </CardContent>
        </Card>
        {stream && <EntityPanel key={stream} streamId={stream} onClose={() => onSearch(filters)} />}
      </div>
    </div>
  );
}
