import { Badge } from '../../../components/ui/badge.tsx';
import { TabsContent } from '../../../components/ui/tabs.tsx';
import { useApiUsage, useRateLimitStats } from '../api/monitoring.ts';
import { onOff } from '../model/monitoring-view.ts';
import { AdminsOnly } from './admin-gate.tsx';
import { TierCards, TopEndpoints } from './monitoring-cards.tsx';
import { BulletsCard, dash, FiguresCard, MonitoringHeader, MonitoringTabs, Row, TrafficStatCards } from './monitoring-layout.tsx';
import { useAdminErrors } from './use-admin-errors.ts';

const TABS = [['overview', 'Overview'], ['configuration', 'Configuration'], ['monitoring', 'Monitoring']] as const;

const IMPLEMENTATION = [
  'Each signed-in user is limited by account, anyone else by IP address.',
  'A refused request answers 429 with a Retry-After header and a body giving the seconds to wait.',
  'Every answer carries X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used and X-RateLimit-Reset.',
  'Answers served from the research cache spend no AI allowance.',
];

/** `/admin/rate-limiting` (spec 02): Overview, Configuration, Monitoring and Demo. */
export function RateLimitingPage() {
  const stats = useRateLimitStats();
  const usage = useApiUsage();
  const { forbidden } = useAdminErrors(stats.error, usage.error);
  if (forbidden) return <AdminsOnly />;
  const s = stats.data;
  const u = usage.data;
  return (
    <div className="grid gap-6">
      <MonitoringHeader title="API Rate Limiting" />
      <MonitoringTabs tabs={TABS} demoLabel="Demo">
        <TabsContent value="overview" className="grid gap-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <TrafficStatCards stats={s} activeNote="Last 15 minutes" />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <FiguresCard title="AI usage">
              <Row label="Calls today" value={u?.openaiApiCalls.today ?? dash} />
              <Row label="Calls this hour" value={u?.openaiApiCalls.thisHour ?? dash} />
              <Row label="Estimated 24h cost" value={u?.openaiApiCalls.estimated24hCost ?? dash} />
            </FiguresCard>
            <FiguresCard title="Cache efficiency">
              <Row label="Hit rate" value={u ? `${u.cacheEfficiency.hitRate}%` : dash} />
              <Row label="Hits / misses" value={u ? `${u.cacheEfficiency.cacheHits} / ${u.cacheEfficiency.cacheMisses}` : dash} />
              <Row label="Cost savings" value={u?.cacheEfficiency.costSavings ?? dash} />
            </FiguresCard>
          </div>
          <TopEndpoints stats={s} />
        </TabsContent>
        <TabsContent value="configuration" className="grid gap-4">
          <TierCards stats={s} />
          <BulletsCard title="Implementation" items={IMPLEMENTATION} />
        </TabsContent>
        <TabsContent value="monitoring">
          <FiguresCard title="Monitoring">
            <Row label="Status" value={u ? <Badge variant={u.rateLimiting.enabled ? 'emerald' : 'destructive'}>{u.rateLimiting.enabled ? 'Enabled' : 'Disabled'}</Badge> : dash} />
            <Row label="Active users" value={u?.rateLimiting.activeUsers ?? dash} />
            <Row label="Blocked requests" value={u?.rateLimiting.blockedRequests ?? dash} />
            <Row label="Average wait time" value={u ? `${u.rateLimiting.avgWaitTime} s` : dash} />
            <div className="flex flex-wrap gap-2 pt-2">
              <Badge variant="neutral">Rate limiting {s ? onOff(s.rateLimitConfig.enabled) : dash}</Badge>
              <Badge variant="neutral">Avg response {s ? `${s.avgResponseTimeMs} ms` : dash}</Badge>
            </div>
          </FiguresCard>
        </TabsContent>
      </MonitoringTabs>
    </div>
  );
}
