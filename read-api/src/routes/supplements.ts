import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

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
  case when current_stock is null then null else greatest(0, current_stock - units_per_dose * (
    select count(*) from supplement_takes take
    where take.supplement_id = supplements.id and take.created_at >= supplements.stock_set_at and take.taken_at is not null
  ))::float8 end as "currentStock",
  low_stock_threshold as "lowStockThreshold",
  is_active as "isActive", fasting_safe as "fastingSafe", next_due_time as "nextDueTime",
  image_url as "imageUrl", notes, ingredients, units_per_dose as "unitsPerDose",
  created_at as "createdAt", updated_at as "updatedAt"`;

export const supplementRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_takes']);
  app.get('/api/supplements', { schema: { response: { 200: z.array(supplementSchema) } } }, async (request, reply) =>
    read(request, reply, {
      compute: async (userId) => [...await pool.any(sql.type(supplementSchema)`
        select ${supplementColumns} from supplements where user_id = ${userId} order by created_at, id`)],
    }));
};
