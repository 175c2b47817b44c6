import { Link } from '@tanstack/react-router';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useApiUsage, useRateLimitStats, useSupplementCount } from '../api/monitoring.ts';
import { useMonitoringSeries } from '../api/series.ts';
import { useSeedingStatus } from '../api/seeding.ts';
import { seedingNote } from '../model/seeding-view.ts';
import { lagSummary } from '../model/series-view.ts';
import { onOff, preventedDailyCost } from '../model/monitoring-view.ts';
import { RateLimitDemo } from './rate-limit-demo.tsx';
import { RateLimitStatus, StatCard, TierCards, TopEndpoints } from './monitoring-cards.tsx';
import { AdminsOnly } from './admin-gate.tsx';
import { useAdminErrors } from './use-admin-errors.ts';

const dash = '–';
const MonitoringCharts = lazy(() => import('./monitoring-charts.tsx').then((module) => ({ default: module.MonitoringCharts })));
const FEATURES = ['Per-user plus IP identification', 'Automatic memory cleanup', 'Standard HTTP 429 responses', 'Rate limit headers', 'Cache integration', 'Tiered protection'];

/** `/admin/dashboard` (spec 02): monitoring of rate limits, API usage and the system. */
export function AdminDashboard() {
  const stats = useRateLimitStats();
  const usage = useApiUsage();
  const supplements = useSupplementCount();
  const series = useMonitoringSeries();
  const seeding = useSeedingStatus();
  const { forbidden } = useAdminErrors(stats.error, usage.error);
  if (forbidden) return <AdminsOnly />;
  if (stats.isPending && usage.isPending) {
    return (
      <div role="status" className="text-muted-foreground flex min-h-[60vh] items-center justify-center gap-3">
        <LoaderCircle aria-hidden="true" className="text-primary size-6 animate-spin" />
        <span>Loading monitoring dashboard...</span>
      </div>
    );
  }
  const s = stats.data;
  const u = usage.data;
  const c = supplements.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
            <Badge variant="emerald">System Active</Badge>
          </div>
          <p className="text-muted-foreground mt-1">API Rate Limiting &amp; System Monitoring</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="ghost">
            <Link to="/admin">Admin Panel</Link>
          </Button>
          <Button variant="outline" onClick={() => void Promise.all([stats.refetch(), usage.refetch()])}>
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
        </div>
      </div>
      <Tabs defaultValue="overview" className="grid gap-4">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="limits">Rate Limits</TabsTrigger>
          <TabsTrigger value="usage">API Usage</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
          <TabsTrigger value="demo">Live Demo</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Active Users" value={s?.activeUsers ?? dash} note="Currently accessing API" />
            <StatCard label="Total Requests" value={s?.totalRequests ?? dash} note="Last 24 hours" />
            <StatCard label="Rate Limited" value={s?.rateLimitedRequests ?? dash} note="Blocked requests" />
            <StatCard
              label="Supplements"
              value={c ? c.count : dash}
              note={c ? `${c.percentage} complete` : 'Loading…'}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <RateLimitStatus stats={s} usage={u} />
            <Card>
              <CardHeader>
                <CardTitle as="h3">Cost Efficiency</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <Row label="Cache hit rate" value={u ? `${u.cacheEfficiency.hitRate}%` : dash} />
                <Row label="Today's savings" value={u?.cacheEfficiency.costSavings ?? dash} />
                <Row label="API calls today" value={u?.openaiApiCalls.today ?? dash} />
                {u && <p className="text-muted-foreground text-xs">Caching prevents an estimated {preventedDailyCost(u.cacheEfficiency.costSavings)} of API costs per day.</p>}
              </CardContent>
            </Card>
          </div>
          <TopEndpoints stats={s} />
          {series.data && (
            <Suspense fallback={<p className="text-muted-foreground text-sm">Loading charts…</p>}>
              <MonitoringCharts series={series.data} now={new Date()} />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="limits" className="grid gap-4">
          <TierCards stats={s} />
          <Card>
            <CardHeader>
              <CardTitle as="h3">Features</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid list-disc gap-1 pl-5 text-sm sm:grid-cols-2">
                {FEATURES.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="usage" className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h3">AI provider calls</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <Row label="Today" value={u?.openaiApiCalls.today ?? dash} />
              <Row label="This hour" value={u?.openaiApiCalls.thisHour ?? dash} />
              <Row label="Estimated 24h cost" value={u?.openaiApiCalls.estimated24hCost ?? dash} />
              <Row label="Monthly projection" value={u?.openaiApiCalls.monthlyProjectedCost ?? dash} />
              <p className="text-muted-foreground text-xs">Rate limiting prevents about 40% extra cost.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Cache</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <Row label="Hit rate" value={u ? `${u.cacheEfficiency.hitRate}%` : dash} />
              <Row label="Hits" value={u?.cacheEfficiency.cacheHits ?? dash} />
              <Row label="Misses" value={u?.cacheEfficiency.cacheMisses ?? dash} />
              <Row label="Cost savings" value={u?.cacheEfficiency.costSavings ?? dash} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="system" className="grid gap-4">
          <Card>
            <CardHeader>
              <CardTitle as="h3">System health</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Badge variant={s?.rateLimitConfig.enabled ? 'emerald' : 'warning'}>Rate Limiting {s ? onOff(s.rateLimitConfig.enabled) : dash}</Badge>
              <Badge variant={u && u.cacheEfficiency.hitRate >= 50 ? 'emerald' : 'neutral'}>
                Cache System {u ? (u.cacheEfficiency.hitRate >= 50 ? 'Optimal' : `${u.cacheEfficiency.hitRate}% hits`) : dash}
              </Badge>
              <Badge variant={s && s.avgResponseTimeMs < 500 ? 'emerald' : 'warning'}>API Response Time {s ? (s.avgResponseTimeMs < 500 ? 'Fast' : 'Slow') : dash}</Badge>
              <Badge variant={seeding.data?.inProgress ? 'emerald' : 'neutral'}>Database Seeding {seeding.data ? (seeding.data.inProgress ? 'Active' : 'Idle') : dash}</Badge>
              <Badge variant={series.data && series.data.projections.every((projection) => projection.lagEvents === 0) ? 'emerald' : 'warning'}>
                Projections {series.data ? (series.data.projections.every((projection) => projection.lagEvents === 0) ? 'Up to date' : 'Behind') : dash}
              </Badge>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Projection lag</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p>{series.data ? lagSummary(series.data.projections) : 'Loading…'}</p>
              {series.data && (
                <ul className="grid gap-1">
                  {series.data.projections.map((projection) => (
                    <li key={projection.name} className="flex justify-between gap-2">
                      <span className="text-muted-foreground">{projection.name}</span>
                      <span>
                        {projection.lagEvents} events · {projection.lagSeconds.toFixed(1)} s
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Database Progress</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p className="font-medium">{c ? `${c.count} / ${c.target} supplements seeded` : dash}</p>
              <Progress value={c?.progress ?? 0} label="Database progress" valueText={c ? `${c.count} of ${c.target} supplements` : 'Loading'} />
              <p>{seedingNote(seeding.data)}</p>
              <p className="text-muted-foreground">Seeding runs in batches with 2-second delays between them.</p>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="demo">
          <RateLimitDemo />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium">{value}</span>
    </div>
  );
}
