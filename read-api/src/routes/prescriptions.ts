import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prescriptionSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

export const prescriptionRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['prescriptions']);
  app.get('/api/prescriptions', { schema: { response: { 200: z.array(prescriptionSchema) } } }, async (request, reply) => {
    const userId = await read(request, reply);
    return [...await pool.any(sql.type(prescriptionSchema)`
      select id, user_id as "userId", medication_name as "medicationName", brand, dosage, frequency,
        prescribed_by as "prescribedBy", purpose, notes, is_active as "isActive",
        start_date as "startDate", end_date as "endDate", created_at as "createdAt", updated_at as "updatedAt"
      from prescriptions where user_id = ${userId} order by created_at, id`)];
  });
};
