import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandAcceptedSchema, idSchema, intakeDecider, recordTakeRequestSchema, supplementDecider, updateTakeRequestSchema, type TakeState } from '@regimen/domain';
import { notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';
import { loadCabinet, parse, streams } from '../streams.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

/** Another user's take answers exactly like a missing one. */
const ownTake = (state: TakeState, userId: string): void => {
  if (state.status !== 'none' && state.take.ownerId !== userId) throw notFound('Take');
};

export const takeRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store }) => {
  app.post('/api/supplement-takes', { schema: { body: recordTakeRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const takeId = newEntityId(context.commandId);
    // The take is decided against the user's own cabinet: a foreign supplement id is "not found".
    const decider = intakeDecider(await loadCabinet(store, userId));
    const result = await execute(store, request, {
      streamId: streams.take(takeId),
      decider,
      parse: parse.intake,
      context,
      command: (state) => {
        ownTake(state, userId);
        return { type: 'RecordTake' as const, data: { ...request.body, takeId } };
      },
    });
    return accept(reply, takeId, result, 201);
  });

  // Unmark (takenAt null) or mark at a time: the spec's take semantics.
  app.patch('/api/supplement-takes/:id', { schema: { params, body: updateTakeRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const takeId = request.params.id;
    const { takenAt } = request.body;
    const result = await execute(store, request, {
      streamId: streams.take(takeId),
      decider: intakeDecider(supplementDecider.initialState()),
      parse: parse.intake,
      context: commandContext(request, userId),
      command: (state) => {
        ownTake(state, userId);
        return takenAt === null ? { type: 'UnmarkTake' as const, data: { takeId } } : { type: 'MarkTake' as const, data: { takeId, takenAt } };
      },
    });
    return accept(reply, takeId, result);
  });
};
