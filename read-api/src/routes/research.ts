import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementCategories } from '@regimen/domain';
import {
  cachedResearchSchema,
  researchHistorySchema,
  supplementCacheSchema,
  type CachedResearch,
  type SupplementCache,
} from '@regimen/domain/contracts/ai';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

const HISTORY_LIMIT = 50;
const CACHE_LIMIT = 500;

const historyRow = z.object({
  id: z.string(),
  supplementName: z.string().nullable(),
  evidenceLevel: z.string().nullable(),
  category: z.string().nullable(),
  researchedAt: z.string(),
  cacheHit: z.boolean(),
});

const cacheRow = z.object({
  id: z.string(),
  researchData: z.unknown(),
  createdAt: z.string(),
  refreshTier: z.string().nullable(),
  nextRefreshAt: z.string().nullable(),
});

/**
 * The Research page's reads, from the `ai_analyses` read model: the user's own research history
 * (a cache hit shows the answer it was served), and the research cache every user shares, grouped
 * by category, one entry per supplement: its newest answer.
 */
export const researchRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['ai_analyses']);

  app.get('/api/research/history', { schema: { response: { 200: researchHistorySchema } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const rows = await pool.any(sql.type(historyRow)`
      select a.id, answer.result->>'name' as "supplementName", answer.result->>'evidenceLevel' as "evidenceLevel",
        answer.result->>'category' as category, a.recorded_at as "researchedAt", a.cache_hit as "cacheHit"
      from ai_analyses a
      left join ai_analyses answer on answer.id = coalesce(a.served_from, a.id)
      where a.user_id = ${userId} and a.operation = 'research'
      order by a.recorded_at desc
      limit ${HISTORY_LIMIT}`);
    // An entry whose answer is not projected yet (or no longer parses) is left out rather than guessed.
    return rows.flatMap((row) => {
      const entry = researchHistorySchema.element.safeParse(row);
      return entry.success ? [entry.data] : [];
    });
  });

  app.get('/api/supplement-cache', { schema: { response: { 200: supplementCacheSchema } } }, async (request, reply) => {
    await read(request, reply);
    // The cache every user shares grows with each new supplement researched: the answer is the
    // most recently researched CACHE_LIMIT supplements (the spec fixes its grouped shape, so no pages).
    const rows = await pool.any(sql.type(cacheRow)`
      select * from (
        select distinct on (subject_key) id, result as "researchData", recorded_at as "createdAt",
          refresh_tier as "refreshTier", next_refresh_at as "nextRefreshAt"
        from ai_analyses
        where operation = 'research' and not cache_hit and result is not null
        order by subject_key, recorded_at desc
      ) newest
      order by "createdAt" desc
      limit ${CACHE_LIMIT}`);
    const cache = Object.fromEntries(supplementCategories.map((category) => [category, [] as CachedResearch[]])) as SupplementCache;
    for (const row of rows) {
      const parsed = cachedResearchSchema.safeParse({ ...row, supplementName: (row.researchData as { name?: unknown } | null)?.name });
      if (parsed.success) cache[parsed.data.researchData.category].push(parsed.data);
    }
    for (const entries of Object.values(cache)) entries.sort((a, b) => a.supplementName.localeCompare(b.supplementName));
    return cache;
  });
};
