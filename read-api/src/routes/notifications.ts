import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deriveNotifications,
  issuedNotices,
  notificationListSchema,
  safetyChangeNotice,
  safetyFindingSchema,
  schedulerZone,
  slotsReadIn,
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
import { untilTheMinuteTurns } from '../response-cache.ts';
import { supplementColumns } from './supplements.ts';
import { takeColumns } from './takes.ts';
import { zonesOf } from './account-settings.ts';
import { activePrescriptions } from './spacing-inputs.ts';

/** The run-out forecast in the low-stock notification looks at the last 14 local days of takes. */
const TAKE_WINDOW_MS = 16 * 86_400_000;
/** Reminders of today's slots in any zone were issued less than two days ago. */
const ISSUED_WINDOW_MS = 2 * 86_400_000;
const markRow = z.object({ key: z.string(), read: z.boolean(), dismissed: z.boolean() });
const findingsRow = z.object({
  knowledge_version: z.string(),
  findings: z.array(safetyFindingSchema),
  previous_version: z.string().nullable(),
  previous_findings: z.array(safetyFindingSchema).nullable(),
});

/**
 * The bell (spec 01 "Notifications dropdown"): today's slots and stock, minus what the user read or
 * dismissed (`notification_marks`), so a dose taken meanwhile drops out by itself. Dose reminders
 * and low-stock notices show once the scheduler issued them (`issued_notices`; for low stock, of the
 * supplement's current crossing in `stock_generations`). The scheduler places a user's slots in the
 * zone saved on the account, else the one their browser last reported, else UTC; read in another
 * zone, an issued reminder still shows while its slot is open in the scheduler's day (it is about an
 * instant), its time given in the zone the bell is read in.
 * Plus "What changed in your safety check" when a new knowledge version changed the user's findings
 * (`safety_findings`), minus the findings they acknowledged.
 */
export const notificationRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool, cachedReader }) => {
  const read = cachedReader([
    'supplements', 'supplement_takes', 'users', 'notification_marks', 'prescriptions', 'safety_findings', 'safety_acknowledgements',
    'issued_notices', 'stock_generations',
  ]);
  app.get('/api/notifications', { config: { cachedRead: true }, schema: { querystring: zoneQuerySchema, response: { 200: notificationListSchema } } }, async (request, reply) =>
    read(request, reply, {
      variant: zoneName(zoneOf(request.query)),
      // A slot becomes due, and a reminder repeats, with the clock; standing notices carry the time
      // they were computed at, so an answer serves a second at most.
      maxAgeMs: (at) => Math.min(1_000, untilTheMinuteTurns(at)),
      compute: async (userId, now) => {
        const since = new Date(now.getTime() - TAKE_WINDOW_MS);
        const [supplements, takes, marks, zones, prescriptions, findings, acknowledged, issued] = await Promise.all([
          pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
          pool.any(sql.type(takeSchema)`
            select ${takeColumns} from supplement_takes
            where user_id = ${userId} and planned_at >= ${sql.timestamp(since)}`),
          pool.any(sql.type(markRow)`select key, read, dismissed from notification_marks where user_id = ${userId}`),
          zonesOf(pool, userId),
          activePrescriptions(pool, userId),
          pool.maybeOne(sql.type(findingsRow)`
            select knowledge_version, findings, previous_version, previous_findings from safety_findings where user_id = ${userId}`),
          pool.anyFirst(sql.type(z.object({ finding_id: z.string() }))`select finding_id from safety_acknowledgements where user_id = ${userId}`),
          // Both branches are index lookups: recent slots by (user_id, planned_at), each supplement's
          // current crossing by the primary key.
          pool.anyFirst(sql.type(z.object({ key: z.string() }))`
            select key from issued_notices where user_id = ${userId} and planned_at >= ${sql.timestamp(new Date(now.getTime() - ISSUED_WINDOW_MS))}
            union all
            select n.key from stock_generations g
            join issued_notices n on n.user_id = g.user_id and n.key = 'stock:' || g.supplement_id || ':' || g.generation
            where g.user_id = ${userId}`),
        ]);
        const zone = zoneOf(request.query, zones.timeZone);
        const schedule = todayScheduleView({ supplements, takes, now, zone });
        const reminderZone = schedulerZone(zones);
        const schedulerSlots =
          reminderZone === zoneName(zone) ? undefined : slotsReadIn(todayScheduleView({ supplements, takes, now, zone: reminderZone }).slots, zone);
        const spacing = spacingNotifications({ schedule, constraints: userSpacingConstraints(supplements, prescriptions), prescriptions, zone });
        const safetyNotice =
          findings === null
            ? null
            : safetyChangeNotice(
                findings.previous_version === null ? null : { knowledgeVersion: findings.previous_version, findings: findings.previous_findings ?? [] },
                { knowledgeVersion: findings.knowledge_version, findings: findings.findings },
                new Set(acknowledged),
              );
        return deriveNotifications(
          schedule,
          {
            read: new Set(marks.filter((mark) => mark.read).map((mark) => mark.key)),
            dismissed: new Set(marks.filter((mark) => mark.dismissed).map((mark) => mark.key)),
          },
          now,
          [...spacing, ...(safetyNotice === null ? [] : [safetyNotice])],
          { ...issuedNotices(issued), ...(schedulerSlots !== undefined && { schedulerSlots }) },
        );
      },
    }));
};
