import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schedulerZone, supplementSchema } from '@regimen/domain';
import { feedDoses } from '@regimen/domain/rules/calendar-feed';
import { notFound } from '@regimen/server-kit/problem';
import ical, { ICalAlarmType } from 'ical-generator';
import { sql } from 'slonik';
import { z } from 'zod';
import type { ReadContext } from '../read-context.ts';
import { supplementColumns } from './supplements.ts';
import { zonesOf } from './account-settings.ts';

// 32 random bytes in base64url, as command-api/src/routes/calendar-feed.ts makes them.
const params = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a calendar feed') });
const DOSE_MINUTES = 15;

/**
 * The private calendar feed (Set Reminder): no session, the secret in the URL is the key. An
 * unknown or revoked token is a 404, the same answer as a feed that never existed.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<ReadContext> = async (app, { pool }) => {
  app.get('/api/calendar/:file', { schema: { params } }, async (request, reply) => {
    const token = request.params.file.slice(0, -'.ics'.length);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const userId = await pool.maybeOneFirst(sql.type(z.object({ user_id: z.string() }))`
      select user_id from calendar_feeds where token_hash = ${tokenHash}`);
    if (userId === null) throw notFound('Calendar feed');
    const [supplements, zones] = await Promise.all([
      pool.any(sql.type(supplementSchema)`select ${supplementColumns} from supplements where user_id = ${userId}`),
      zonesOf(pool, userId),
    ]);
    // The zone the scheduler reminds in: saved, else the one the browser last reported, else UTC.
    const zone = schedulerZone(zones);
    // Slots are placed in the user's zone and written as UTC instants: ical-generator would write a
    // Date's UTC clock under a TZID, and every calendar shows UTC instants in the device's zone.
    const calendar = ical({ name: 'Regimen doses', ttl: 3600 });
    calendar.x([{ key: 'X-WR-TIMEZONE', value: String(zone) }]);
    for (const dose of feedDoses(supplements, new Date(), zone)) {
      const start = new Date(dose.start);
      const event = calendar.createEvent({
        id: dose.uid,
        start,
        end: new Date(start.getTime() + DOSE_MINUTES * 60_000),
        summary: dose.summary,
        description: dose.description,
      });
      event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: dose.summary });
    }
    // The feed names supplements (health data): never cached by shared caches.
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(calendar.toString());
  });
};
