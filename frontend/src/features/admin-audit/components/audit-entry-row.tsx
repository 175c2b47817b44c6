import type { AuditEntry } from '@regimen/domain/contracts/admin-audit';
import { Badge } from '../../../components/ui/badge.tsx';
import { actorLabel } from '../model/audit-search.ts';

export function AuditEntryRow({ entry, onStream, onCorrelation }: { entry: AuditEntry; onStream: (streamId: string) => void; onCorrelation: (id: string) => void }) {
  const { correlationId } = entry;
  return (
    <li className="grid gap-1 border-b px-1 py-3 last:border-b-0" data-testid="audit-entry">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold" data-testid="audit-entry-type">{entry.type}</span>
        <Badge variant={entry.actor.kind === 'admin' ? 'warning' : entry.actor.kind === 'system' ? 'neutral' : 'default'} className="max-w-full truncate">
          {actorLabel(entry.actor)}
        </Badge>
        <time dateTime={entry.recordedAt} className="text-muted-foreground text-sm">
          {new Date(entry.recordedAt).toLocaleString()}
        </time>
      </div>
      <div className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs break-all">
        <button type="button" className="text-primary min-h-6 py-0.5 text-left underline-offset-2 hover:underline" onClick={() => onStream(entry.streamId)}>
          {entry.streamId} @ {entry.revision}
        </button>
        {correlationId && (
          <button type="button" className="text-primary min-h-6 py-0.5 text-left underline-offset-2 hover:underline" onClick={() => onCorrelation(correlationId)}>
            correlation {correlationId}
          </button>
        )}
        {entry.commandId && <span>command {entry.commandId}</span>}
      </div>
      <pre tabIndex={0} aria-label={`${entry.type} data`} className="bg-muted max-h-40 overflow-auto rounded-md p-2 text-xs whitespace-pre-wrap">{JSON.stringify(entry.data, null, 2)}</pre>
    </li>
  );
}
