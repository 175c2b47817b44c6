import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackListQuerySchema, feedbackListSchema, feedbackSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';

/**
 * Everyone's feedback for the admin panel's Feedback tab, newest first, filtered by status and type.
 * Admins only: the /api/admin guard (server-kit/admin-guard.ts) runs before this handler.
 */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['feedback']);
  app.get('/api/admin/feedback', { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListSchema } } }, async (request, reply) => {
    await read(request, reply);
    const { status, type, page, limit } = request.query;
    const conditions = [sql.fragment`true`];
    if (status) conditions.push(sql.fragment`status = ${status}`);
    if (type) conditions.push(sql.fragment`type = ${type}`);
    const where = sql.join(conditions, sql.fragment` and `);
    const [feedback, total] = await Promise.all([
      pool.any(sql.type(feedbackSchema)`
        select id, user_id as "userId", type, rating, message, page, user_agent as "userAgent", status,
          admin_notes as "adminNotes", created_at as "createdAt", updated_at as "updatedAt"
        from feedback where ${where}
        order by created_at desc, id limit ${limit} offset ${(page - 1) * limit}`),
      pool.oneFirst(sql.type(z.object({ total: z.number() }))`select count(*)::float8 as total from feedback where ${where}`),
    ]);
    return { feedback: [...feedback], total };
  });
};
