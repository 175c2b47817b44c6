import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { auditEntityQueryOptions } from '../api/get-audit-events.ts';
import { AdminQueryError } from './admin-only-notice.tsx';

const selectClasses = 'bg-card h-9 rounded-md border px-2 text-sm';

/** One entity: its events, its state at a chosen revision, and what changed since another. */
export function EntityPanel({ streamId, onClose }: { streamId: string; onClose: () => void }) {
  const [at, setAt] = useState<string | undefined>(undefined);
  const [compareTo, setCompareTo] = useState<string | undefined>(undefined);
  const entity = useQuery(auditEntityQueryOptions(useApi(), streamId, at, compareTo));
  const revisions = entity.data?.entries.map((entry) => entry.revision) ?? [];
  return (
    <Card aria-labelledby="entity-heading">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h2" id="entity-heading" className="break-all">
            {streamId}
          </CardTitle>
          <Button variant="outline" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
        <CardDescription>{entity.data?.aggregate ? `Aggregate: ${entity.data.aggregate}` : 'No aggregate folds this stream'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {entity.error && <AdminQueryError error={entity.error} />}
        {entity.isPending && <p className="text-muted-foreground text-sm">Loading…</p>}
        {entity.data && (
          <>
            <div className="flex flex-wrap gap-4">
              <div className="grid gap-1">
                <Label htmlFor="entity-at">State at revision</Label>
                <select id="entity-at" className={selectClasses} value={entity.data.at ?? ''} onChange={(event) => setAt(event.target.value)}>
                  {revisions.map((revision) => (
                    <option key={revision} value={revision}>
                      {revision} · {entity.data.entries.find((entry) => entry.revision === revision)?.type}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor="entity-compare">Compare with revision</Label>
                <select id="entity-compare" className={selectClasses} value={compareTo ?? ''} onChange={(event) => setCompareTo(event.target.value === '' ? undefined : event.target.value)}>
                  <option value="">(none)</option>
                  {revisions.map((revision) => (
                    <option key={revision} value={revision}>
                      {revision}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {entity.data.changes && (
              <section aria-labelledby="changes-heading">
                <h3 id="changes-heading" className="font-semibold">
                  Changes from {entity.data.compareTo} to {entity.data.at}
                </h3>
                {entity.data.changes.length === 0 ? (
                  <p className="text-muted-foreground text-sm">No change.</p>
                ) : (
                  <ul className="grid gap-1 text-sm" data-testid="state-changes">
                    {entity.data.changes.map((change) => (
                      <li key={change.path} className="break-all">
                        <code>{change.path || '(state)'}</code>: {JSON.stringify(change.before)} → {JSON.stringify(change.after)}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            <section aria-labelledby="state-heading">
              <h3 id="state-heading" className="font-semibold">
                State at revision {entity.data.at}
              </h3>
              <pre tabIndex={0} aria-label="State" className="bg-muted max-h-80 overflow-auto rounded-md p-2 text-xs whitespace-pre-wrap" data-testid="entity-state">
                {JSON.stringify(entity.data.state, null, 2)}
              </pre>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
