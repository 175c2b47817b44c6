import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeSchema } from '@regimen/domain';
import { sql } from 'slonik';
import { z } from 'zod';
import { cursorSchema, limitSchema, page } from '../pagination.ts';
import type { ReadContext } from '../read-context.ts';

const DEFAULT_DAYS = 30;

const querySchema = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    limit: limitSchema,
    cursor: cursorSchema.optional(),
  })
  .refine((range) => !range.from || !range.to || new Date(range.from) <= new Date(range.to), { message: 'from must not be after to', path: ['from'] });

export const takeColumns = sql.fragment`
  id, user_id as "userId", supplement_id as "supplementId", planned_at as "plannedAt",
  taken_at as "takenAt", dosage, notes`;

export const takeRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, reader }) => {
  const read = reader(['supplement_takes']);
  // The last 30 days by default (what the schedule, adherence and history screens need), oldest
  // first, a page at a time: 10,000 takes in one answer was 2.6 MB and held a connection for it.
  app.get('/api/supplement-takes', { schema: { querystring: querySchema, response: { 200: z.array(takeSchema) } } }, async (request, reply) => {
    const userId = await read(request, reply);
    const { limit, cursor } = request.query;
    const to = request.query.to ? new Date(request.query.to) : new Date();
    const from = request.query.from ? new Date(request.query.from) : new Date(to.getTime() - DEFAULT_DAYS * 86_400_000);
    const after = cursor ? sql.fragment`and (planned_at, id) > (${sql.timestamp(new Date(cursor.after))}, ${cursor.id})` : sql.fragment``;
    const rows = await pool.any(sql.type(takeSchema)`
      select ${takeColumns} from supplement_takes
      where user_id = ${userId} and planned_at between ${sql.timestamp(from)} and ${sql.timestamp(to)} ${after}
      order by planned_at, id
      limit ${limit + 1}`);
    return page(request, reply, rows, limit, (take) => ({ after: take.plannedAt, id: take.id }));
  });
};
