import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiUsageSchema, rateLimitStatsSchema } from '@regimen/domain/contracts/monitoring';
import type { RateLimitConfig, TierLimit } from '@regimen/server-kit/rate-limits';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

export interface AdminMonitoringOptions extends ReadContext {
  readonly rateLimits: RateLimitConfig;
}

const ACTIVE_MINUTES = 15;
const TOP_ENDPOINTS = 10;

const inWords = (seconds: number): string => {
  const units: [number, string][] = [[86_400, 'day'], [3_600, 'hour'], [60, 'minute'], [1, 'second']];
  const [size, name] = units.find(([unit]) => seconds % unit === 0) ?? [1, 'second'];
  const count = seconds / size;
  return `${count} ${name}${count === 1 ? '' : 's'}`;
};
const tierView = (limit: TierLimit) => ({ limit: limit.points, windowSeconds: limit.durationSeconds, window: inWords(limit.durationSeconds) });
const dollars = (amount: number): string => `$${amount.toFixed(4)}`;
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

const trafficRow = z.object({
  requests: z.number(),
  limited: z.number(),
  limitedWaitSeconds: z.number(),
  durationMs: z.number(),
  activeUsers: z.number(),
  meteredUntil: z.string().nullable(),
});

const usageRow = z.object({
  hits: z.number(),
  misses: z.number(),
  savings: z.number(),
  modelCallsToday: z.number(),
  modelCallsThisHour: z.number(),
  cost24h: z.number(),
});

/**
 * Admin monitoring (spec 02: rate-limit stats and API usage), from the monitoring read models
 * (metered API traffic) and `ai_analyses` (every analysis, fresh or served from the cache).
 * Admins only: the /api/admin guard (server-kit/admin-guard.ts) runs before these handlers.
 */
export const adminMonitoringRoutes: FastifyPluginAsyncZod<AdminMonitoringOptions> = async (app, { pool, rateLimits }) => {
  const traffic = () =>
    pool.one(sql.type(trafficRow)`
      select coalesce(sum(requests), 0)::float8 as requests, coalesce(sum(limited), 0)::float8 as limited,
        coalesce(sum(limited_wait_seconds), 0)::float8 as "limitedWaitSeconds", coalesce(sum(total_duration_ms), 0)::float8 as "durationMs",
        (select count(*) from api_active_users where last_seen_at > now() - make_interval(mins => ${ACTIVE_MINUTES}))::float8 as "activeUsers",
        (select max(window_end) from api_traffic) as "meteredUntil"
      from api_traffic where window_end > now() - interval '24 hours'`);

  app.get('/api/admin/rate-limit-stats', { schema: { response: { 200: rateLimitStatsSchema } } }, async () => {
    const [totals, top] = await Promise.all([
      traffic(),
      pool.any(sql.type(z.object({ endpoint: z.string(), requests: z.number(), limited: z.number() }))`
        select endpoint, sum(requests)::float8 as requests, sum(limited)::float8 as limited
        from api_traffic where window_end > now() - interval '24 hours' and tier <> 'general'
        group by endpoint order by sum(requests) desc, endpoint limit ${TOP_ENDPOINTS}`),
    ]);
    return {
      activeUsers: totals.activeUsers,
      totalRequests: totals.requests,
      rateLimitedRequests: totals.limited,
      avgResponseTimeMs: totals.requests === 0 ? 0 : oneDecimal(totals.durationMs / totals.requests),
      topEndpoints: [...top],
      rateLimitConfig: {
        enabled: rateLimits.enabled,
        tiers: { aiRequests: tierView(rateLimits.tiers.ai), strictAi: tierView(rateLimits.tiers.strictAi), general: tierView(rateLimits.tiers.general) },
      },
      meteredUntil: totals.meteredUntil,
    };
  });

  app.get('/api/admin/api-usage', { schema: { response: { 200: apiUsageSchema } } }, async () => {
    const [totals, usage, byProvider] = await Promise.all([
      traffic(),
      pool.one(sql.type(usageRow)`
        select count(*) filter (where a.cache_hit)::float8 as hits,
          count(*) filter (where not a.cache_hit)::float8 as misses,
          coalesce(sum(served.estimated_cost_usd) filter (where a.cache_hit), 0)::float8 as savings,
          count(*) filter (where not a.cache_hit and a.provider = 'openai'
            and a.recorded_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc')::float8 as "modelCallsToday",
          count(*) filter (where not a.cache_hit and a.provider = 'openai' and a.recorded_at > now() - interval '1 hour')::float8 as "modelCallsThisHour",
          coalesce(sum(a.estimated_cost_usd) filter (where not a.cache_hit), 0)::float8 as "cost24h"
        from ai_analyses a
        left join ai_analyses served on served.id = a.served_from
        where a.recorded_at > now() - interval '24 hours'`),
      pool.any(sql.type(z.object({ provider: z.string(), analyses: z.number(), estimatedCostUsd: z.number() }))`
        select provider, count(*)::float8 as analyses, coalesce(sum(estimated_cost_usd), 0)::float8 as "estimatedCostUsd"
        from ai_analyses where not cache_hit and recorded_at > now() - interval '24 hours'
        group by provider order by provider`),
    ]);
    const analyses = usage.hits + usage.misses;
    return {
      rateLimiting: {
        enabled: rateLimits.enabled,
        activeUsers: totals.activeUsers,
        blockedRequests: totals.limited,
        avgWaitTime: totals.limited === 0 ? 0 : oneDecimal(totals.limitedWaitSeconds / totals.limited),
      },
      cacheEfficiency: {
        hitRate: analyses === 0 ? 0 : oneDecimal((usage.hits / analyses) * 100),
        cacheHits: usage.hits,
        cacheMisses: usage.misses,
        costSavings: dollars(usage.savings),
      },
      openaiApiCalls: {
        today: usage.modelCallsToday,
        thisHour: usage.modelCallsThisHour,
        estimated24hCost: dollars(usage.cost24h),
        monthlyProjectedCost: dollars(usage.cost24h * 30),
      },
      analysesByProvider: [...byProvider],
    };
  });
};
