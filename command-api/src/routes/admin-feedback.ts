import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeFeedbackStatusRequestSchema, commandAcceptedSchema, idSchema } from '@regimen/domain';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { feedback } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';

const params = z.object({ id: idSchema });

/** Under /api/admin: the admin guard (server-kit/admin-guard.ts) has let only administrators through. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  app.patch(
    '/api/admin/feedback/:id/status',
    { schema: { params, body: changeFeedbackStatusRequestSchema, response: { 200: commandAcceptedSchema } } },
    async (request, reply) => {
      const adminId = requireUserId(request);
      const { id } = request.params;
      // The feedback's sender (if any) is not this request's user: the event names only its actor, the admin.
      const result = await execute(store, request, feedback, {
        key: [id],
        context: { ...commandContext(request, null), actorId: adminId },
        command: { type: 'ChangeFeedbackStatus', data: { feedbackId: id, status: request.body.status, adminNotes: request.body.adminNotes } },
      });
      return accept(reply, id, result);
    },
  );
};
