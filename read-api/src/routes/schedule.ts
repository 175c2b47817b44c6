import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementSchema, takeSchema, todayScheduleSchema, zoneName, zoneOf, zoneQuerySchema } from '@regimen/domain';
import { todayScheduleView } from '@regimen/domain/views/today-schedule';
import { sql } from 'slonik';
import type { ReadContext } from '../read-context.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';
import { untilNextMinute } from './dashboard.ts';

/** Today in any zone lies within 36 hours of now; a take settles a slot at most a day away. */
const TAKE_WINDOW_MS = 48 * 3_600_000;

export const scheduleRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_stock', 'supplement_takes']);
  // Slot states move with the clock, so an answer serves until the next minute at most.
  app.get('/api/schedule/today', { schema: { querystring: zoneQuerySchema, response: { 200: todayScheduleSchema } } }, async (request, reply) =>
    read(request, reply, {
      variant: zoneName(zoneOf(request.query)),
      maxAgeMs: untilNextMinute(Date.now()),
      compute: async (userId) => {
        const now = new Date();
        const since = new Date(now.getTime() - TAKE_WINDOW_MS);
        const [supplements, takes] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and planned_at >= ${sql.timestamp(since)}`),
        ]);
        return todayScheduleView({ supplements, takes, now, zone: zoneOf(request.query) });
      },
    }));
};
