import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useApiUsage, useRateLimitStats } from '../api/monitoring.ts';
import { onOff } from '../model/monitoring-view.ts';
import { Row } from './admin-dashboard.tsx';
import { AdminsOnly } from './admin-gate.tsx';
import { RateLimitDemo } from './rate-limit-demo.tsx';
import { StatCard, TierCards, TopEndpoints } from './monitoring-cards.tsx';
import { useAdminErrors } from './use-admin-errors.ts';

const dash = '–';

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
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight">API Rate Limiting</h1>
          <Badge variant="emerald">System Active</Badge>
        </div>
        <Button asChild variant="ghost">
          <Link to="/admin">Admin Panel</Link>
        </Button>
      </div>
      <Tabs defaultValue="overview" className="grid gap-4">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="configuration">Configuration</TabsTrigger>
          <TabsTrigger value="monitoring">Monitoring</TabsTrigger>
          <TabsTrigger value="demo">Demo</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard label="Active Users" value={s?.activeUsers ?? dash} note="Last 15 minutes" />
            <StatCard label="Total Requests" value={s?.totalRequests ?? dash} note="Last 24 hours" />
            <StatCard label="Rate Limited" value={s?.rateLimitedRequests ?? dash} note="Blocked requests" />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle as="h3">AI usage</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <Row label="Calls today" value={u?.openaiApiCalls.today ?? dash} />
                <Row label="Calls this hour" value={u?.openaiApiCalls.thisHour ?? dash} />
                <Row label="Estimated 24h cost" value={u?.openaiApiCalls.estimated24hCost ?? dash} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h3">Cache efficiency</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <Row label="Hit rate" value={u ? `${u.cacheEfficiency.hitRate}%` : dash} />
                <Row label="Hits / misses" value={u ? `${u.cacheEfficiency.cacheHits} / ${u.cacheEfficiency.cacheMisses}` : dash} />
                <Row label="Cost savings" value={u?.cacheEfficiency.costSavings ?? dash} />
              </CardContent>
            </Card>
          </div>
          <TopEndpoints stats={s} />
        </TabsContent>
        <TabsContent value="configuration" className="grid gap-4">
          <TierCards stats={s} />
          <Card>
            <CardHeader>
              <CardTitle as="h3">Implementation</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid list-disc gap-1 pl-5 text-sm">
                <li>Each signed-in user is limited by account, anyone else by IP address.</li>
                <li>A refused request answers 429 with a Retry-After header and a body giving the seconds to wait.</li>
                <li>Every answer carries X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used and X-RateLimit-Reset.</li>
                <li>Answers served from the research cache spend no AI allowance.</li>
              </ul>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="monitoring">
          <Card>
            <CardHeader>
              <CardTitle as="h3">Monitoring</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <Row label="Status" value={u ? <Badge variant={u.rateLimiting.enabled ? 'emerald' : 'destructive'}>{u.rateLimiting.enabled ? 'Enabled' : 'Disabled'}</Badge> : dash} />
              <Row label="Active users" value={u?.rateLimiting.activeUsers ?? dash} />
              <Row label="Blocked requests" value={u?.rateLimiting.blockedRequests ?? dash} />
              <Row label="Average wait time" value={u ? `${u.rateLimiting.avgWaitTime} s` : dash} />
              <div className="flex flex-wrap gap-2 pt-2">
                <Badge variant="neutral">Rate limiting {s ? onOff(s.rateLimitConfig.enabled) : dash}</Badge>
                <Badge variant="neutral">Avg response {s ? `${s.avgResponseTimeMs} ms` : dash}</Badge>
              </div>
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
