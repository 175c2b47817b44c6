import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adherenceHistoryQuerySchema, adherenceHistorySchema, supplementSchema, takeSchema, zoneName, zoneOf } from '@regimen/domain';
import { adherenceHistoryView } from '@regimen/domain/views/adherence-history';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { untilTheMinuteTurns } from '../response-cache.ts';
import { savedZoneOf } from './account-settings.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';

const DAY_MS = 86_400_000;

const missedRow = z.object({ supplementId: z.string(), plannedAt: z.string() });

/**
 * Past days are what was recorded: the takes and the slots the dose scheduler recorded missed
 * (`missed_doses`, the adherence projection), grouped by local day in the reader's zone by the
 * domain view; only today is the schedule computed live. Cached per user, zone and range until
 * the next minute (today's slots move with the clock).
 */
export const adherenceHistoryRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_takes', 'missed_doses', 'users']);
  app.get('/api/adherence/history', { config: { cachedRead: true }, schema: { querystring: adherenceHistoryQuerySchema, response: { 200: adherenceHistorySchema } } }, async (request, reply) =>
    read(request, reply, {
      variant: `${request.query.days}:${zoneName(zoneOf(request.query))}`,
      maxAgeMs: untilTheMinuteTurns,
      compute: async (userId, now) => {
        const days = Number(request.query.days);
        // A day more either side than the range: zones reach over midnight.
        const since = sql.timestamp(new Date(now.getTime() - (days + 1) * DAY_MS));
        const [supplements, takes, missed, saved] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and planned_at >= ${since}`),
          pool.any(sql.type(missedRow)`
            select supplement_id as "supplementId", planned_at as "plannedAt"
            from missed_doses where user_id = ${userId} and planned_at >= ${since}`),
          savedZoneOf(pool, userId),
        ]);
        return adherenceHistoryView({ supplements, takes, missed, now, zone: zoneOf(request.query, saved), days });
      },
    }));
};
