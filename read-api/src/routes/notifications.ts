import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deriveNotifications,
  notificationListSchema,
  spacingNotifications,
  supplementSchema,
  takeSchema,
  userSpacingConstraints,
  zoneName,
  zoneOf,
  zoneQuerySchema,
} from '@regimen/domain';
import { todayScheduleView } from '@regimen/domain/views/today-schedule';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';
import { untilNextMinute } from './dashboard.ts';
import { savedZoneOf } from './account-settings.ts';
import { activePrescriptions } from './spacing-inputs.ts';

/** The run-out forecast in the low-stock notification looks at the last 14 local days of takes. */
const TAKE_WINDOW_MS = 16 * 86_400_000;
const markRow = z.object({ key: z.string(), read: z.boolean(), dismissed: z.boolean() });

/**
 * The bell (spec 01 "Notifications dropdown"): derived now from today's slots and stock, minus what
 * the user read or dismissed (`notification_marks`), so a dose taken meanwhile drops out by itself.
 */
export const notificationRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader(['supplements', 'supplement_takes', 'users', 'notification_marks', 'prescriptions']);
  app.get('/api/notifications', { schema: { querystring: zoneQuerySchema, response: { 200: notificationListSchema } } }, async (request, reply) =>
    read(request, reply, {
      variant: zoneName(zoneOf(request.query)),
      // A slot becomes due, and a reminder repeats, with the clock.
      maxAgeMs: untilNextMinute(Date.now()),
      compute: async (userId) => {
        const now = new Date();
        const since = new Date(now.getTime() - TAKE_WINDOW_MS);
        const [supplements, takes, marks, saved, prescriptions] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and planned_at >= ${sql.timestamp(since)}`),
          pool.any(sql.type(markRow)`select key, read, dismissed from notification_marks where user_id = ${userId}`),
          savedZoneOf(pool, userId),
          activePrescriptions(pool, userId),
        ]);
        const zone = zoneOf(request.query, saved);
        const schedule = todayScheduleView({ supplements, takes, now, zone });
        const spacing = spacingNotifications({ schedule, constraints: userSpacingConstraints(supplements, prescriptions), prescriptions, zone });
        return deriveNotifications(
          schedule,
          {
            read: new Set(marks.filter((mark) => mark.read).map((mark) => mark.key)),
            dismissed: new Set(marks.filter((mark) => mark.dismissed).map((mark) => mark.key)),
          },
          now,
          spacing,
        );
      },
    }));
};
