import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { projectionsQueryOptions, rebuildRunsQueryOptions, useStartRebuild } from '../api/rebuilds.ts';
import { formatSeconds, outcomeLabel, runPercent, runProgressText } from '../model/rebuild-view.ts';
import { AdminLinks } from './admin-links.tsx';
import { AdminQueryError } from './admin-only-notice.tsx';

const cell = 'px-2 py-2 text-left align-top';

export function ProjectionsPage() {
  const api = useApi();
  const runs = useQuery(rebuildRunsQueryOptions(api));
  const active = runs.data?.runs.find((run) => run.status === 'running') ?? null;
  const projections = useQuery(projectionsQueryOptions(api, active !== null));
  const start = useStartRebuild();
  const busy = active !== null || start.isPending;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Projections</h1>
        <p className="text-muted-foreground">Where each read model stands, and replays of the event log into fresh tables while the live ones keep serving.</p>
        <AdminLinks current="/admin/projections" />
      </div>
      {projections.error ? (
        <AdminQueryError error={projections.error} />
      ) : (
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle as="h2">Read models</CardTitle>
              <Button disabled={busy} onClick={() => start.mutate(null)}>
                Rebuild all
              </Button>
            </div>
          </CardHeader>
          <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Read models table">
            {start.error && (
              <p role="alert" className="text-destructive mb-2 text-sm">
                {serverMessage(start.error)}
              </p>
            )}
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="text-muted-foreground border-b">
                <tr>
                  <th className={cell}>Projection</th>
                  <th className={cell}>Version</th>
                  <th className={cell}>Position</th>
                  <th className={cell}>Lag</th>
                  <th className={cell}>Last event applied</th>
                  <th className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(projections.data?.projections ?? []).map((projection) => (
                  <tr key={projection.name} className="border-b last:border-b-0">
                    <td className={cell}>
                      <span className="font-medium">{projection.name}</span>
                      {projection.rebuilding && <span className="text-muted-foreground block text-xs">rebuilding</span>}
                      {!projection.built && <span className="block text-xs font-medium text-amber-700 dark:text-amber-300">not built: Rebuild fills it from the whole history</span>}
                      {projection.quarantined > 0 && <span className="text-destructive block text-xs">{projection.quarantined} quarantined</span>}
                    </td>
                    <td className={cell}>{projection.version}</td>
                    <td className={`${cell} font-mono text-xs`}>{projection.checkpoint}</td>
                    <td className={cell}>
                      {projection.lagEvents} events · {formatSeconds(projection.lagSeconds)}
                    </td>
                    <td className={cell}>{projection.lastEventAt ? new Date(projection.lastEventAt).toLocaleString() : '–'}</td>
                    <td className={cell}>
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => start.mutate(projection.name)} aria-label={`Rebuild ${projection.name}`}>
                        Rebuild
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      )}
      {active && (
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle as="h2">Rebuilding {active.projections.length > 1 ? 'all projections' : active.projections[0]}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Progress value={runPercent(active)} label="Rebuild progress" valueText={runProgressText(active)} />
            <p className="text-muted-foreground text-sm" data-testid="rebuild-progress">
              {runProgressText(active)} · {active.phase}
            </p>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Rebuild history</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Rebuild history table">
          {runs.error ? (
            <AdminQueryError error={runs.error} />
          ) : (runs.data?.runs.length ?? 0) === 0 ? (
            <p className="text-muted-foreground text-sm">No rebuild has run yet.</p>
          ) : (
            <table className="w-full min-w-[40rem] text-sm" data-testid="rebuild-history">
              <thead className="text-muted-foreground border-b">
                <tr>
                  <th className={cell}>Started</th>
                  <th className={cell}>Projections</th>
                  <th className={cell}>From</th>
                  <th className={cell}>Duration</th>
                  <th className={cell}>Events</th>
                  <th className={cell}>Outcome</th>
                </tr>
              </thead>
              <tbody>
                {runs.data?.runs.map((run) => (
                  <tr key={run.id} className="border-b last:border-b-0">
                    <td className={cell}>{new Date(run.startedAt).toLocaleString()}</td>
                    <td className={cell}>{run.projections.length > 3 ? `all (${run.projections.length})` : run.projections.join(', ')}</td>
                    <td className={cell}>{run.source === 'cli' ? 'CLI' : `Admin ${run.startedBy ?? ''}`}</td>
                    <td className={cell}>{formatSeconds(run.durationSeconds)}</td>
                    <td className={cell}>
                      {run.applied.toLocaleString('en-US')} · {run.eventsPerSecond.toLocaleString('en-US')}/s
                    </td>
                    <td className={cell}>
                      {outcomeLabel[run.status]}
                      {run.error && <span className="text-destructive block text-xs">{run.error}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
