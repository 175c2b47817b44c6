import { LoaderCircle, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TabsContent } from '../../../components/ui/tabs.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useApiUsage, useRateLimitStats, useSupplementCount } from '../api/monitoring.ts';
import { useMonitoringSeries } from '../api/series.ts';
import { useSeedingStatus } from '../api/seeding.ts';
import { seedingNote } from '../model/seeding-view.ts';
import { lagSummary } from '../model/series-view.ts';
import { onOff, preventedDailyCost } from '../model/monitoring-view.ts';
import { RateLimitStatus, StatCard, TierCards, TopEndpoints } from './monitoring-cards.tsx';
import { BulletsCard, dash, FiguresCard, MonitoringHeader, MonitoringTabs, Row, TrafficStatCards } from './monitoring-layout.tsx';
import { AdminsOnly } from './admin-gate.tsx';
import { useAdminErrors } from './use-admin-errors.ts';

const TABS = [['overview', 'Overview'], ['limits', 'Rate Limits'], ['usage', 'API Usage'], ['system', 'System']] as const;
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
      <MonitoringHeader title="Admin Dashboard" subtitle="API Rate Limiting & System Monitoring">
        <Button variant="outline" onClick={() => void Promise.all([stats.refetch(), usage.refetch()])}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </MonitoringHeader>
      <MonitoringTabs tabs={TABS} demoLabel="Live Demo">
        <TabsContent value="overview" className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <TrafficStatCards stats={s} activeNote="Currently accessing API" />
            <StatCard
              label="Supplements"
              value={c ? c.count : dash}
              note={c ? `${c.percentage} complete` : 'Loading…'}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <RateLimitStatus stats={s} usage={u} />
            <FiguresCard title="Cost Efficiency">
              <Row label="Cache hit rate" value={u ? `${u.cacheEfficiency.hitRate}%` : dash} />
              <Row label="Today's savings" value={u?.cacheEfficiency.costSavings ?? dash} />
              <Row label="API calls today" value={u?.openaiApiCalls.today ?? dash} />
              {u && <p className="text-muted-foreground text-xs">Caching prevents an estimated {preventedDailyCost(u.cacheEfficiency.costSavings)} of API costs per day.</p>}
            </FiguresCard>
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
          <BulletsCard title="Features" items={FEATURES} columns={2} />
        </TabsContent>
        <TabsContent value="usage" className="grid gap-4 md:grid-cols-2">
          <FiguresCard title="AI provider calls">
            <Row label="Today" value={u?.openaiApiCalls.today ?? dash} />
            <Row label="This hour" value={u?.openaiApiCalls.thisHour ?? dash} />
            <Row label="Estimated 24h cost" value={u?.openaiApiCalls.estimated24hCost ?? dash} />
            <Row label="Monthly projection" value={u?.openaiApiCalls.monthlyProjectedCost ?? dash} />
            <p className="text-muted-foreground text-xs">Rate limiting prevents about 40% extra cost.</p>
          </FiguresCard>
          <FiguresCard title="Cache">
            <Row label="Hit rate" value={u ? `${u.cacheEfficiency.hitRate}%` : dash} />
            <Row label="Hits" value={u?.cacheEfficiency.cacheHits ?? dash} />
            <Row label="Misses" value={u?.cacheEfficiency.cacheMisses ?? dash} />
            <Row label="Cost savings" value={u?.cacheEfficiency.costSavings ?? dash} />
          </FiguresCard>
        </TabsContent>
        <TabsContent value="system" className="grid gap-4">
          <FiguresCard title="System health" className="flex flex-wrap gap-2">
            <Badge variant={s?.rateLimitConfig.enabled ? 'emerald' : 'warning'}>Rate Limiting {s ? onOff(s.rateLimitConfig.enabled) : dash}</Badge>
            <Badge variant={u && u.cacheEfficiency.hitRate >= 50 ? 'emerald' : 'neutral'}>
              Cache System {u ? (u.cacheEfficiency.hitRate >= 50 ? 'Optimal' : `${u.cacheEfficiency.hitRate}% hits`) : dash}
            </Badge>
            <Badge variant={s && s.avgResponseTimeMs < 500 ? 'emerald' : 'warning'}>API Response Time {s ? (s.avgResponseTimeMs < 500 ? 'Fast' : 'Slow') : dash}</Badge>
            <Badge variant={seeding.data?.inProgress ? 'emerald' : 'neutral'}>Database Seeding {seeding.data ? (seeding.data.inProgress ? 'Active' : 'Idle') : dash}</Badge>
            <Badge variant={series.data && series.data.projections.every((projection) => projection.lagEvents === 0) ? 'emerald' : 'warning'}>
              Projections {series.data ? (series.data.projections.every((projection) => projection.lagEvents === 0) ? 'Up to date' : 'Behind') : dash}
            </Badge>
          </FiguresCard>
          <FiguresCard title="Projection lag">
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
          </FiguresCard>
          <FiguresCard title="Database Progress">
            <p className="font-medium">{c ? `${c.count} / ${c.target} supplements seeded` : dash}</p>
            <Progress value={c?.progress ?? 0} label="Database progress" valueText={c ? `${c.count} of ${c.target} supplements` : 'Loading'} />
            <p>{seedingNote(seeding.data)}</p>
            <p className="text-muted-foreground">Seeding runs in batches with 2-second delays between them.</p>
          </FiguresCard>
        </TabsContent>
      </MonitoringTabs>
    </div>
  );
}
