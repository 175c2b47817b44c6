import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AI_DAYS, monitoringSeriesSchema, TRAFFIC_HOURS } from '@regimen/domain/contracts/admin-series';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import type { ProjectionLagView } from './admin-projections.ts';

export interface AdminSeriesOptions extends ReadContext {
  readonly projectionStatus: () => Promise<ProjectionLagView[]>;
}

/**
 * The monitoring charts' data: metered requests by hour, model calls and cost by day, and the
 * projections' lag. Admins only (the /api/admin guard).
 */
export const adminSeriesRoutes: FastifyPluginAsyncZod<AdminSeriesOptions> = async (app, { pool, projectionStatus }) => {
  app.get('/api/admin/monitoring/series', { schema: { response: { 200: monitoringSeriesSchema } } }, async () => {
    const [traffic, ai, projections] = await Promise.all([
      pool.any(sql.type(z.object({ hour: z.string(), requests: z.number(), limited: z.number() }))`
        select to_char(date_trunc('hour', window_end at time zone 'utc'), 'YYYY-MM-DD"T"HH24:00:00.000"Z"') as hour,
          sum(requests)::float8 as requests, sum(limited)::float8 as limited
        from api_traffic where window_end > now() - make_interval(hours => ${TRAFFIC_HOURS})
        group by 1 order by 1`),
      pool.any(sql.type(z.object({ day: z.string(), calls: z.number(), costUsd: z.number() }))`
        select to_char(recorded_at at time zone 'utc', 'YYYY-MM-DD') as day, count(*)::float8 as calls,
          coalesce(sum(estimated_cost_usd), 0)::float8 as "costUsd"
        from ai_analyses where not cache_hit and recorded_at > now() - make_interval(days => ${AI_DAYS})
        group by 1 order by 1`),
      projectionStatus(),
    ]);
    return {
      traffic: [...traffic],
      ai: [...ai],
      projections: projections.map((projection) => ({ name: projection.name, lagEvents: Number(projection.lagEvents), lagSeconds: projection.lagSeconds })),
    };
  });
};
