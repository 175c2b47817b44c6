import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStats, dashboardStatsSchema, recentActivityItemSchema, supplementSchema, takeSchema, zoneName, zoneOf, zoneQuerySchema } from '@regimen/domain';
import { RECENT_ACTIVITY_LIMIT } from '@regimen/domain/views/recent-activity';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { untilTheMinuteTurns } from '../response-cache.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';
import { savedZoneOf } from './account-settings.ts';

const safetyRow = z.object({ interactions: z.number(), notChecked: z.array(z.string()) });

const ADHERENCE_WINDOW_DAYS = 8; // this week plus a day of slack for the user's zone

export const dashboardRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader, cachedReader }) => {
  const readStats = cachedReader(['supplements', 'supplement_takes', 'safety_summary', 'users']);
  // Due today and adherence depend on the clock (whole minutes), so they are computed here from the
  // read models with the same pure domain functions demo mode uses. The interaction count is kept current by
  // the safety projection (the safety checker over the user's active regimen).
  app.get('/api/dashboard/stats', { config: { cachedRead: true }, schema: { querystring: zoneQuerySchema, response: { 200: dashboardStatsSchema } } }, async (request, reply) => {
    const zone = zoneOf(request.query);
    return readStats(request, reply, {
      variant: zoneName(zone),
      maxAgeMs: untilTheMinuteTurns,
      compute: async (userId, now) => {
        const since = new Date(now.getTime() - ADHERENCE_WINDOW_DAYS * 86_400_000);
        const [supplements, takes, safety, saved] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`select ${takeColumns} from supplement_takes where user_id = ${userId} and planned_at >= ${sql.timestamp(since)}`),
          pool.maybeOne(sql.type(safetyRow)`select interactions, not_checked as "notChecked" from safety_summary where user_id = ${userId}`),
          savedZoneOf(pool, userId),
        ]);
        return dashboardStats({ supplements, takes, now, zone: saved ?? zone, interactions: safety?.interactions ?? 0, notChecked: safety?.notChecked ?? [] });
      },
    });
  });

  const readActivity = reader(['recent_activity']);
  app.get('/api/dashboard/recent-activity', { schema: { response: { 200: z.array(recentActivityItemSchema) } } }, async (request, reply) => {
    const userId = await readActivity(request, reply);
    return [...await pool.any(sql.type(recentActivityItemSchema)`
      select id, type, supplement_name as "supplementName", occurred_at as "takenAt"
      from recent_activity where user_id = ${userId}
      order by occurred_at desc, id desc limit ${RECENT_ACTIVITY_LIMIT}`)];
  });
};
