import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

/**
 * Current stock comes from the `stock` read model, which counts doses taken since the stock was
 * last set (projections/src/read-models/stock.ts); `supplements.current_stock` is that last setting,
 * the answer only while the stock model has not seen the supplement yet.
 */
export const supplementColumns = sql.fragment`
  id, user_id as "userId", name, brand, type, dosage, frequency, timing,
  coalesce((select stock.current_stock from supplement_stock stock where stock.id = supplements.id), current_stock) as "currentStock",
  low_stock_threshold as "lowStockThreshold",
  is_active as "isActive", fasting_safe as "fastingSafe", next_due_time as "nextDueTime",
  image_url as "imageUrl", notes, ingredients, units_per_dose as "unitsPerDose",
  created_at as "createdAt", updated_at as "updatedAt"`;

export const supplementRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_stock']);
  app.get('/api/supplements', { schema: { response: { 200: z.array(supplementSchema) } } }, async (request, reply) =>
    read(request, reply, {
      compute: async (userId) => [...await pool.any(sql.type(supplementSchema)`
        select ${supplementColumns} from supplements where user_id = ${userId} order by created_at, id`)],
    }));
};
