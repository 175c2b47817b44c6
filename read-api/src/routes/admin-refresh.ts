import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshCostEstimate, refreshStatsSchema } from '@regimen/domain/contracts/admin-refresh';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const statsRow = z.object({ total: z.number(), critical: z.number(), standard: z.number(), stable: z.number(), averageCost: z.number(), lastRefreshRun: z.string().nullable() });

/**
 * The Data Refresh tab's figures: of the newest fresh research answer per subject (the shared
 * cache), how many are past their refresh date, by tier (critical 30 days, standard 90, stable
 * 365). `lastRefreshRun`: when a cached answer was last researched again. Admins only (the guard).
 */
export const adminRefreshRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['ai_analyses']);
  app.get('/api/admin/data-refresh/stats', { schema: { response: { 200: refreshStatsSchema } } }, async (request, reply) => {
    await read(request, reply);
    const row = await pool.one(sql.type(statsRow)`
      with newest as (
        select distinct on (subject_key) refresh_tier, next_refresh_at
        from ai_analyses where operation = 'research' and not cache_hit and refresh_tier is not null
        order by subject_key, recorded_at desc
      )
      select count(*)::float8 as total,
        (count(*) filter (where refresh_tier = 'critical' and next_refresh_at <= now()))::float8 as critical,
        (count(*) filter (where refresh_tier = 'standard' and next_refresh_at <= now()))::float8 as standard,
        (count(*) filter (where refresh_tier = 'stable' and next_refresh_at <= now()))::float8 as stable,
        (select coalesce(avg(estimated_cost_usd), 0) from ai_analyses where not cache_hit and estimated_cost_usd is not null)::float8 as "averageCost",
        (select max(recorded_at) from ai_analyses later where later.operation = 'research' and not later.cache_hit
          and exists (select 1 from ai_analyses earlier where earlier.subject_key = later.subject_key and not earlier.cache_hit and earlier.recorded_at < later.recorded_at)) as "lastRefreshRun"
      from newest`);
    return {
      totalAnalyses: row.total,
      criticalDue: row.critical,
      standardDue: row.standard,
      stableDue: row.stable,
      estimatedCost: refreshCostEstimate(row.critical + row.standard + row.stable, row.averageCost),
      lastRefreshRun: row.lastRefreshRun,
    };
  });
};
