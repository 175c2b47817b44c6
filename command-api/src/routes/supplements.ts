import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, createSupplementRequestSchema, idSchema, supplementDecider, tierLimits, tiers, updateSupplementRequestSchema } from '@regimen/domain';
import { requireUserId } from '@regimen/server-kit/sessions';
import { sql } from 'slonik';
import { z } from 'zod';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';
import { parse, streams } from '../streams.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

export const supplementRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store, pool }) => {
  const onCabinet = (userId: string) => ({ streamId: streams.cabinet(userId), decider: supplementDecider, parse: parse.supplement });

  // The tier changes rarely and only by an admin, so the users read model is a fine source.
  const maxSupplements = async (userId: string): Promise<number> => {
    const tier = await pool.maybeOneFirst(sql.type(z.object({ tier: z.enum(tiers) }))`select tier from users where id = ${userId}`);
    return tierLimits[tier ?? 'free'].maxSupplements;
  };

  app.post('/api/supplements', { schema: { body: createSupplementRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const supplementId = newEntityId(context.commandId);
    const limit = await maxSupplements(userId);
    const result = await execute(store, request, {
      ...onCabinet(userId),
      context,
      command: () => ({ type: 'AddSupplement' as const, data: { ...request.body, supplementId, maxSupplements: limit } }),
    });
    return accept(reply, supplementId, result, 201);
  });

  app.put('/api/supplements/:id', { schema: { params, body: updateSupplementRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, {
      ...onCabinet(userId),
      context: commandContext(request, userId),
      command: () => ({ type: 'UpdateSupplement' as const, data: { supplementId: request.params.id, changes: request.body } }),
    });
    return accept(reply, request.params.id, result);
  });

  app.delete('/api/supplements/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const result = await execute(store, request, {
      ...onCabinet(userId),
      context: commandContext(request, userId),
      command: () => ({ type: 'RemoveSupplement' as const, data: { supplementId: request.params.id } }),
    });
    return accept(reply, request.params.id, result);
  });
};
