import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adherenceHistoryQuerySchema, adherenceHistorySchema, supplementSchema, takeSchema, zoneName, zoneOf } from '@regimen/domain';
import { adherenceHistoryView } from '@regimen/domain/views/adherence-history';
import { sql } from 'slonik';
import type { ReadContext } from '../read-context.ts';
import { savedZoneOf } from './account-settings.ts';
import { untilNextMinute } from './dashboard.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';

const DAY_MS = 86_400_000;

/**
 * Computed on read from the supplements and takes read models with the schedule's own domain
 * functions rather than kept in a per-day projection: slot states move with the clock and the
 * zone is the request's, so a stored per-day table would need both re-derived anyway; 90 days of
 * takes is a few hundred rows and the answer is cached per user, zone and range for a minute.
 */
export const adherenceHistoryRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_takes', 'users']);
  app.get('/api/adherence/history', { schema: { querystring: adherenceHistoryQuerySchema, response: { 200: adherenceHistorySchema } } }, async (request, reply) =>
    read(request, reply, {
      variant: `${request.query.days}:${zoneName(zoneOf(request.query))}`,
      maxAgeMs: untilNextMinute(Date.now()),
      compute: async (userId) => {
        const now = new Date();
        const days = Number(request.query.days);
        // A day more either side than the range: zones and the 2-hour windows reach over midnight.
        const since = new Date(now.getTime() - (days + 2) * DAY_MS);
        const [supplements, takes, saved] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and (planned_at >= ${sql.timestamp(since)} or taken_at >= ${sql.timestamp(since)})`),
          savedZoneOf(pool, userId),
        ]);
        return adherenceHistoryView({ supplements, takes, now, zone: zoneOf(request.query, saved), days });
      },
    }));
};
