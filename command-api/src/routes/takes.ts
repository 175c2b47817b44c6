import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, idSchema, recordTakeRequestSchema, updateTakeRequestSchema, type IntakeCommand, type TakeState } from '@regimen/domain';
import { notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { take } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

/** Another user's take answers exactly like a missing one. */
const ownTake = (state: TakeState, userId: string): void => {
  if (state.status !== 'none' && state.take.ownerId !== userId) throw notFound('Take');
};

export const takeRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  // Decided against the user's own cabinet (the take aggregate loads it): a foreign supplement is "not found".
  app.post('/api/supplement-takes', { schema: { body: recordTakeRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const takeId = newEntityId(context.commandId);
    const result = await execute(store, request, take, {
      key: [takeId],
      creates: true,
      context,
      command: (state): IntakeCommand => {
        ownTake(state, userId);
        return { type: 'RecordTake', data: { ...request.body, takeId } };
      },
    });
    return accept(reply, takeId, result, 201);
  });

  // Unmark (takenAt null) or mark at a time: the spec's take semantics.
  app.patch('/api/supplement-takes/:id', { schema: { params, body: updateTakeRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const takeId = request.params.id;
    const { takenAt } = request.body;
    const result = await execute(store, request, take, {
      key: [takeId],
      context: commandContext(request, userId),
      command: (state): IntakeCommand => {
        ownTake(state, userId);
        return takenAt === null ? { type: 'UnmarkTake', data: { takeId } } : { type: 'MarkTake', data: { takeId, takenAt } };
      },
    });
    return accept(reply, takeId, result);
  });
};
