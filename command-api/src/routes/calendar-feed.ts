import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, type NotificationCommand } from '@regimen/domain';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { notifications } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';

const issued = commandAcceptedSchema.extend({ url: z.string() });

/** The token is shown once; only its hash is stored, so a leaked database does not leak feeds. */
const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Set Reminder: a private iCalendar feed of the user's dose slots (read at GET /api/calendar/<token>.ics). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  app.post('/api/calendar-feed', { schema: { response: { 201: issued } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const token = randomBytes(32).toString('base64url');
    const result = await execute(store, request, notifications, {
      key: [userId],
      context: commandContext(request, userId),
      command: (): NotificationCommand => ({ type: 'IssueCalendarFeed', data: { userId, tokenHash: hashFeedToken(token) } }),
    });
    const accepted = accept(reply, userId, result, 201);
    return { ...accepted, url: `/api/calendar/${token}.ics` };
  });

  app.delete('/api/calendar-feed', { schema: { response: { 200: commandAcceptedSchema } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, notifications, {
      key: [userId],
      context: commandContext(request, userId),
      command: (): NotificationCommand => ({ type: 'RevokeCalendarFeed', data: { userId } }),
    });
    return accept(reply, userId, result);
  });
};
