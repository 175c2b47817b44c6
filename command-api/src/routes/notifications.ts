import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgeFindingRequestSchema, clearNotificationsRequestSchema, commandAcceptedSchema, notificationKeyRequestSchema, type NotificationCommand } from '@regimen/domain';
import { requireUserId } from '@regimen/server-kit/sessions';
import { notifications } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';

const accepted = { 200: commandAcceptedSchema };

/**
 * Read, dismissed and cleared marks of the derived notifications (GET /api/notifications); the
 * stream is the caller's own (`notifications-<userId>`), so nobody can mark another user's.
 */
export const notificationRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  const run = (path: string, schema: typeof notificationKeyRequestSchema, type: 'MarkNotificationRead' | 'DismissNotification') =>
    app.post(path, { schema: { body: schema, response: accepted } }, async (request, reply) => {
      const userId = requireUserId(request);
      const result = await execute(store, request, notifications, {
        key: [userId],
        context: commandContext(request, userId),
        command: (): NotificationCommand => ({ type, data: { userId, key: request.body.key } }),
      });
      return accept(reply, userId, result);
    });
  run('/api/notifications/read', notificationKeyRequestSchema, 'MarkNotificationRead');
  run('/api/notifications/dismiss', notificationKeyRequestSchema, 'DismissNotification');

  app.post('/api/notifications/clear', { schema: { body: clearNotificationsRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, notifications, {
      key: [userId],
      context: commandContext(request, userId),
      command: (): NotificationCommand => ({ type: 'ClearNotifications', data: { userId, keys: request.body.keys } }),
    });
    return accept(reply, userId, result);
  });

  // The finding stays in the analysis; it only stops being announced in "What changed in your safety check".
  app.post('/api/notifications/acknowledge-finding', { schema: { body: acknowledgeFindingRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, notifications, {
      key: [userId],
      context: commandContext(request, userId),
      command: (): NotificationCommand => ({ type: 'AcknowledgeSafetyFinding', data: { userId, findingId: request.body.findingId } }),
    });
    return accept(reply, userId, result);
  });
};
