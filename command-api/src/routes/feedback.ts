import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, submitFeedbackRequestSchema } from '@regimen/domain';
import { feedback } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';

export const feedbackRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  // Signed-out visitors may send feedback too (the button is on the landing page): userId is then null.
  app.post('/api/feedback', { schema: { body: submitFeedbackRequestSchema, response: { 201: commandAcceptedSchema } }, config: { rateLimitBucket: 'feedback' } }, async (request, reply) => {
    const context = commandContext(request, request.session?.userId ?? null);
    const feedbackId = newEntityId(context.commandId);
    const result = await execute(store, request, feedback, {
      key: [feedbackId],
      creates: true,
      context,
      command: { type: 'SubmitFeedback', data: { ...request.body, feedbackId } },
    });
    return accept(reply, feedbackId, result, 201);
  });
};
