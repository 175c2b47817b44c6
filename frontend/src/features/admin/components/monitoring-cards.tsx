import type { ApiUsage, RateLimitStats } from '@regimen/domain/contracts/monitoring';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { blockedPercent, onOff } from '../model/monitoring-view.ts';

export function StatCard({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <Card>
      <CardContent className="p-4 pt-4">
        <p className="text-muted-foreground text-sm font-medium">{label}</p>
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-muted-foreground text-xs">{note}</p>
      </CardContent>
    </Card>
  );
}

const dash = '–';

export function TopEndpoints({ stats }: { stats: RateLimitStats | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Most Requested AI Endpoints</CardTitle>
        <CardDescription>Last 24 hours</CardDescription>
      </CardHeader>
      <CardContent>
        {stats && stats.topEndpoints.length > 0 ? (
          <ul className="divide-y">
            {stats.topEndpoints.map((endpoint) => (
              <li key={endpoint.endpoint} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <code className="min-w-0 truncate">{endpoint.endpoint}</code>
                <span className="flex items-center gap-2">
                  <span>{endpoint.requests} requests</span>
                  {endpoint.limited > 0 && <Badge variant="destructive">{endpoint.limited} limited</Badge>}
                  <span className="text-muted-foreground">{blockedPercent(endpoint.requests, endpoint.limited)} blocked</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{stats ? 'No AI requests in the last 24 hours.' : 'Loading…'}</p>
        )}
      </CardContent>
    </Card>
  );
}

const TIER_TEXT = {
  aiRequests: { title: 'AI Requests', text: 'Standard AI operations: supplement research, benefits analysis, interaction checking, health recommendations.' },
  strictAi: { title: 'Strict AI', text: 'Expensive operations: health descriptions, complex analysis, bulk processing, premium features.' },
  general: { title: 'General API', text: 'All other endpoints: data retrieval, CRUD, cache, monitoring.' },
} as const;

export function TierCards({ stats }: { stats: RateLimitStats | undefined }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {(Object.keys(TIER_TEXT) as (keyof typeof TIER_TEXT)[]).map((key) => {
        const tier = stats?.rateLimitConfig.tiers[key];
        return (
          <Card key={key}>
            <CardHeader>
              <CardTitle as="h3">{TIER_TEXT[key].title}</CardTitle>
              <CardDescription>{TIER_TEXT[key].text}</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold">{tier ? `${tier.limit} requests` : dash}</p>
              <p className="text-muted-foreground text-sm">{tier ? `per ${tier.window}` : 'Loading…'}</p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

export function RateLimitStatus({ stats, usage }: { stats: RateLimitStats | undefined; usage: ApiUsage | undefined }) {
  const rows: [string, ReactNode][] = [
    ['System Status', stats ? <Badge variant={stats.rateLimitConfig.enabled ? 'emerald' : 'destructive'}>{onOff(stats.rateLimitConfig.enabled)}</Badge> : dash],
    ['Active Protections', '3 Tiers'],
    ['Blocked Requests', stats?.rateLimitedRequests ?? dash],
    ['Avg Response Time', stats ? `${stats.avgResponseTimeMs} ms` : dash],
    ['Avg Wait Time', usage ? `${usage.rateLimiting.avgWaitTime} s` : dash],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Rate Limiting Status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
