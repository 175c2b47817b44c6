import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, createSupplementRequestSchema, idSchema, restockSupplementRequestSchema, updateSupplementRequestSchema } from '@regimen/domain';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { cabinet } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

/** A user's supplements are one stream, their cabinet: the tier limit is decided on all of them at once. */
export const supplementRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store, reads }) => {
  app.post('/api/supplements', { schema: { body: createSupplementRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const supplementId = newEntityId(context.commandId);
    const { maxSupplements } = await reads.limitsOf(userId);
    const result = await execute(store, request, cabinet, {
      key: [userId],
      context,
      command: { type: 'AddSupplement', data: { ...request.body, supplementId, maxSupplements } },
    });
    return accept(reply, supplementId, result, 201);
  });

  app.put('/api/supplements/:id', { schema: { params, body: updateSupplementRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, cabinet, {
      key: [userId],
      context: commandContext(request, userId),
      command: { type: 'UpdateSupplement', data: { supplementId: request.params.id, changes: request.body } },
    });
    return accept(reply, request.params.id, result);
  });

  app.delete('/api/supplements/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, cabinet, {
      key: [userId],
      context: commandContext(request, userId),
      command: { type: 'RemoveSupplement', data: { supplementId: request.params.id } },
    });
    return accept(reply, request.params.id, result);
  });

  app.post('/api/supplements/:id/restock', { schema: { params, body: restockSupplementRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, cabinet, {
      key: [userId],
      context: commandContext(request, userId),
      command: { type: 'RestockSupplement', data: { supplementId: request.params.id, units: request.body.units } },
    });
    return accept(reply, request.params.id, result);
  });
};
