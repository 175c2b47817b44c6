import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { countText, severityLabel } from '../model/analytics-view.ts';

const AnalyticsCharts = lazy(() => import('./analytics-charts.tsx').then((module) => ({ default: module.AnalyticsCharts })));

const cell = 'px-2 py-2 text-left align-top';

function AnalyticsError({ error }: { error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="bg-card rounded-xl border p-6">
      <h2 className="text-lg font-semibold">{forbidden ? 'Admins only' : 'Could not load the analytics'}</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        {forbidden ? 'This page is for administrators. Ask an administrator if you need access.' : error instanceof Error ? error.message : 'Please try again.'}
      </p>
    </div>
  );
}

/** `/admin/analytics`: product-level figures from the analytics read models, aggregates only. */
export function AnalyticsPage() {
  const { data, error, isPending } = useAnalytics();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
          <p className="text-muted-foreground mt-1">
            How Regimen is used, in aggregates only: no group of fewer than {data?.minGroupSize ?? 5} users is shown, and no one person&apos;s data.
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="ghost">
            <Link to="/admin">Admin Panel</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/projections">Projections</Link>
          </Button>
        </div>
      </div>
      {error ? (
        <AnalyticsError error={error} />
      ) : isPending ? (
        <p className="text-muted-foreground text-sm">Loading analytics…</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Card>
              <CardHeader>
                <CardDescription>Users</CardDescription>
                <CardTitle as="h2" className="text-2xl">{countText(data.totals.users, data.minGroupSize)}</CardTitle>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardDescription>Active in the last {data.windowDays} days</CardDescription>
                <CardTitle as="h2" className="text-2xl">{countText(data.totals.activeUsers, data.minGroupSize)}</CardTitle>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardDescription>Figures as of</CardDescription>
                <CardTitle as="h2" className="text-2xl">{data.asOf} (UTC)</CardTitle>
              </CardHeader>
            </Card>
          </div>
          <Suspense fallback={<p className="text-muted-foreground text-sm">Loading charts…</p>}>
            <AnalyticsCharts analytics={data} />
          </Suspense>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Most-used supplements</CardTitle>
                <CardDescription>
                  Active supplements by the knowledge base&apos;s name where it recognises one, else the name as typed (normalised); each used by {data.minGroupSize} or more users.
                </CardDescription>
              </CardHeader>
              <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Most-used supplements table">
                {data.topSupplements.length === 0 ? (
                  <p className="text-muted-foreground text-sm">No supplement is used by {data.minGroupSize} or more users yet.</p>
                ) : (
                  <table className="w-full text-sm">
                    <thead className="text-muted-foreground border-b">
                      <tr>
                        <th className={cell}>Supplement</th>
                        <th className={`${cell} text-right`}>Users</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.topSupplements.map((row) => (
                        <tr key={row.name} className="border-b last:border-b-0">
                          <td className={cell}>{row.name}</td>
                          <td className={`${cell} text-right tabular-nums`}>{row.users.toLocaleString('en-US')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <p className="text-muted-foreground mt-2 text-xs">
                  {data.rareSupplementNames.toLocaleString('en-US')} other names are each used by fewer than {data.minGroupSize} users and are not listed.
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Safety findings by severity</CardTitle>
                <CardDescription>Current findings of the safety check over users&apos; regimens (informational ones aside).</CardDescription>
              </CardHeader>
              <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Safety findings table">
                <table className="w-full text-sm">
                  <thead className="text-muted-foreground border-b">
                    <tr>
                      <th className={cell}>Severity</th>
                      <th className={`${cell} text-right`}>Users</th>
                      <th className={`${cell} text-right`}>Findings</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.safetyFindings.map((row) => (
                      <tr key={row.severity} className="border-b last:border-b-0">
                        <td className={cell}>{severityLabel[row.severity]}</td>
                        <td className={`${cell} text-right tabular-nums`}>{countText(row.users, data.minGroupSize)}</td>
                        <td className={`${cell} text-right tabular-nums`}>{row.findings === null ? '–' : row.findings.toLocaleString('en-US')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
