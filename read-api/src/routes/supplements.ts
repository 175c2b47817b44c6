import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementSchema, takeSchema, zoneName, zoneOf, zoneQuerySchema } from '@regimen/domain';
import { withNextDueTimes } from '@regimen/domain/rules/next-dose';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { untilTheMinuteTurns } from '../response-cache.ts';
import { savedZoneOf } from './account-settings.ts';
import { takeColumns } from './takes.ts';
import { currentStockColumn } from '@regimen/server-kit/current-stock';

/** Today's open slots need the takes of the last day or so (2-hour windows, the local day). */
const NEXT_DUE_TAKES_MS = 2 * 86_400_000;

/**
 * Current stock follows use: the stock as last set (plus refills) minus units per dose for every
 * dose taken since it was set, never below 0 (a dose taken at 0 is still recorded; the supplement
 * then reads as out of stock). Counted here, not in a projection: the takes live in other streams,
 * and a projection folding both would need one statement per take, which a rebuild cannot afford.
 * The figure reads as float8, not int: an operator may widen the column (the poison test does), and
 * int8 would read as a BigInt.
 */
export const supplementColumns = sql.fragment`
  id, user_id as "userId", name, brand, type, dosage, frequency, timing,
  ${currentStockColumn} as "currentStock",
  low_stock_threshold as "lowStockThreshold",
  is_active as "isActive", fasting_safe as "fastingSafe", next_due_time as "nextDueTime",
  image_url as "imageUrl", notes, ingredients, units_per_dose as "unitsPerDose", dose_times as "doseTimes",
  created_at as "createdAt", updated_at as "updatedAt"`;

export const supplementRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_takes', 'users']);
  const schema = { querystring: zoneQuerySchema, response: { 200: z.array(supplementSchema) } };
  // nextDueTime is derived from the schedule in the user's zone, so it moves with the clock.
  app.get('/api/supplements', { schema, config: { cachedRead: true } }, async (request, reply) =>
    read(request, reply, {
      variant: zoneName(zoneOf(request.query)),
      // Next due times follow today's slots, which move as whole minutes pass.
      maxAgeMs: untilTheMinuteTurns,
      compute: async (userId, now) => {
        const [supplements, takes, saved] = await Promise.all([
          pool.any(sql.type(supplementSchema)`
            select ${supplementColumns} from supplements where user_id = ${userId} order by created_at, id`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and planned_at >= ${sql.timestamp(new Date(now.getTime() - NEXT_DUE_TAKES_MS))}`),
          savedZoneOf(pool, userId),
        ]);
        return withNextDueTimes(supplements, takes, now, zoneOf(request.query, saved));
      },
    }));
};
