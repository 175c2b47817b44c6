import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplementSchema, takeSchema, todayScheduleSchema, userSpacingConstraints, withSpacing, zoneName, zoneOf, zoneQuerySchema } from '@regimen/domain';
import { todayScheduleView } from '@regimen/domain/views/today-schedule';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { untilTheMinuteTurns } from '../response-cache.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';
import { savedZoneOf } from './account-settings.ts';
import { activePrescriptions } from './spacing-inputs.ts';

/** Today's slots need takes of the last day or so; the run-out forecast the last 14 local days. */
const TAKE_WINDOW_MS = 16 * 86_400_000;

const courseRow = z.object({ supplementId: z.string(), status: z.string(), startDate: z.string(), endDate: z.string(), durationDays: z.number() });

export const scheduleRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_takes', 'supplement_courses', 'users', 'prescriptions']);
  // Slot states move with the clock, so an answer serves until the next minute at most.
  app.get('/api/schedule/today', { config: { cachedRead: true }, schema: { querystring: zoneQuerySchema, response: { 200: todayScheduleSchema } } }, async (request, reply) =>
    read(request, reply, {
      variant: zoneName(zoneOf(request.query)),
      maxAgeMs: untilTheMinuteTurns,
      compute: async (userId, now) => {
        const since = new Date(now.getTime() - TAKE_WINDOW_MS);
        const [supplements, takes, courses, saved, prescriptions] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and planned_at >= ${sql.timestamp(since)}`),
          pool.any(sql.type(courseRow)`
            select supplement_id as "supplementId", status, to_char(start_date, 'YYYY-MM-DD') as "startDate",
              to_char(end_date, 'YYYY-MM-DD') as "endDate", duration_days as "durationDays"
            from supplement_courses where user_id = ${userId} and status = 'active'`),
          savedZoneOf(pool, userId),
          activePrescriptions(pool, userId),
        ]);
        const schedule = todayScheduleView({ supplements, takes, now, zone: zoneOf(request.query, saved), courses });
        return withSpacing(schedule, userSpacingConstraints(supplements, prescriptions), prescriptions);
      },
    }));
};
