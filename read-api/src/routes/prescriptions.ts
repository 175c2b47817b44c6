import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import { cursorSchema, limitSchema, page } from '../pagination.ts';
import type { ReadContext } from '../read-context.ts';

const querySchema = z.object({ limit: limitSchema, cursor: cursorSchema.optional() });
// createdAt is the page's sort key (the contract does not show it; the response schema drops it).
const rowSchema = prescriptionSchema.extend({ createdAt: z.string() });

export const prescriptionRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['prescriptions']);
  // Oldest first, a bounded page at a time (Link rel="next" when more follow).
  app.get('/api/prescriptions', { schema: { querystring: querySchema, response: { 200: z.array(prescriptionSchema) } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const { limit, cursor } = request.query;
    const after = cursor ? sql.fragment`and (created_at, id) > (${sql.timestamp(new Date(cursor.after))}, ${cursor.id})` : sql.fragment``;
    const rows = await pool.any(sql.type(rowSchema)`
      select id, user_id as "userId", medication_name as "medicationName", brand, dosage, frequency,
        prescribed_by as "prescribedBy", purpose, notes, is_active as "isActive",
        start_date as "startDate", end_date as "endDate", created_at as "createdAt", updated_at as "updatedAt"
      from prescriptions where user_id = ${userId} ${after}
      order by created_at, id
      limit ${limit + 1}`);
    return page(request, reply, rows, limit, (prescription) => ({ after: prescription.createdAt, id: prescription.id }));
  });
};
