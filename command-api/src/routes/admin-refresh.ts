import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  refreshBatchRequestSchema,
  refreshBatchResultSchema,
  refreshCostEstimate,
  refreshInitializeResultSchema,
} from '@regimen/domain/contracts/admin-refresh';
import { requireUserId } from '@regimen/server-kit/sessions';
import { sql } from 'slonik';
import { z } from 'zod';
import { commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import type { InsightProvider } from '../insights/provider.ts';
import { recordServerResearch } from '../insights/record-research.ts';

export interface AdminRefreshOptions extends CommandDeps {
  readonly provider: InsightProvider;
}

/** "All due" is still bounded per request: one batch holds a connection no longer than this many researches. */
const MAX_BATCH = 200;

const dueRow = z.object({ subjectKey: z.string(), name: z.string() });

/**
 * The data refresh (spec 02): due research answers of the shared cache are researched again through
 * the provider and recorded as new analyses (events), most urgent tier first. Per-user analyses
 * (benefits, interactions, …) are refreshed when their user next asks. Admins only (the guard).
 */
export const adminRefreshRoutes: FastifyPluginAsyncZod<AdminRefreshOptions> = async (app, { store, pool, provider }) => {
  // Every analysis is recorded with its refresh date, so there is nothing to initialize; the call stays for the spec's button.
  app.post('/api/admin/data-refresh/initialize', { schema: { response: { 200: refreshInitializeResultSchema } } }, async () => ({ updated: 0, errors: [] }));

  app.post('/api/admin/data-refresh/batch', { schema: { body: refreshBatchRequestSchema, response: { 200: refreshBatchResultSchema } } }, async (request) => {
    const adminId = requireUserId(request);
    const { correlationId, commandId } = commandContext(request, adminId);
    const limit = request.body.maxAnalyses === 'all' ? MAX_BATCH : request.body.maxAnalyses;
    const due = await pool.any(sql.type(dueRow)`
      select "subjectKey", name from (
        select distinct on (subject_key) subject_key as "subjectKey", result->>'name' as name, refresh_tier, next_refresh_at
        from ai_analyses where operation = 'research' and not cache_hit and result is not null
        order by subject_key, recorded_at desc
      ) newest
      where next_refresh_at <= now() and name is not null
      order by case refresh_tier when 'critical' then 0 when 'standard' then 1 else 2 end, next_refresh_at, "subjectKey"
      limit ${limit}`);
    let cost = 0;
    const errors: string[] = [];
    for (const row of due) {
      try {
        cost += await recordServerResearch(store, provider, {
          userId: adminId,
          supplementName: row.name,
          subjectKey: row.subjectKey,
          idParts: [commandId, row.subjectKey],
          correlationId,
        });
      } catch (error) {
        errors.push(`${row.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { processed: due.length, successful: due.length - errors.length, failed: errors.length, estimatedCost: refreshCostEstimate(1, cost), errors };
  });
};
