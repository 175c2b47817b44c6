import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthConditionSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import { cursorSchema, limitSchema, page } from '../pagination.ts';
import type { ReadContext } from '../read-context.ts';

const querySchema = z.object({ limit: limitSchema, cursor: cursorSchema.optional() });
// createdAt is the page's sort key (the contract does not show it; the response schema drops it).
const rowSchema = healthConditionSchema.extend({ createdAt: z.string() });

export const healthConditionRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['health_conditions']);
  // The caller's own conditions only, oldest first, a bounded page at a time (Link rel="next" when more follow).
  app.get('/api/health-conditions', { schema: { querystring: querySchema, response: { 200: z.array(healthConditionSchema) } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const { limit, cursor } = request.query;
    const after = cursor ? sql.fragment`and (created_at, id) > (${sql.timestamp(new Date(cursor.after))}, ${cursor.id})` : sql.fragment``;
    const rows = await pool.any(sql.type(rowSchema)`
      select id, user_id as "userId", name, description, severity, diagnosed_date as "diagnosedDate", symptoms,
        current_treatments as "currentTreatments", notes, is_active as "isActive", created_at as "createdAt"
      from health_conditions where user_id = ${userId} ${after}
      order by created_at, id
      limit ${limit + 1}`);
    return page(request, reply, rows, limit, (condition) => ({ after: condition.createdAt, id: condition.id }));
  });
};
