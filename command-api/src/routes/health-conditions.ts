import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commandAcceptedSchema,
  conditionRecommendations,
  createHealthConditionRequestSchema,
  idSchema,
  healthConditionOwner,
  updateHealthConditionRequestSchema,
  type HealthConditionCommand,
  type HealthConditionState,
  type UpdateHealthConditionRequest,
} from '@regimen/domain';
import { notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { foldStream } from '../aggregate.ts';
import { healthCondition } from '../aggregates.ts';
import { accept, commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { newEntityId } from '../ids.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

export const healthConditionRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, { store, reads }) => {
  /** A command on an existing health condition; another user's answers exactly like a missing one. */
  const onCondition = (request: FastifyRequest, conditionId: string, command: HealthConditionCommand) => {
    const userId = requireUserId(request);
    return execute(store, request, healthCondition, {
      key: [conditionId],
      context: commandContext(request, userId),
      command: (state: HealthConditionState) => {
        const owner = healthConditionOwner(state);
        if (owner !== null && owner !== userId) throw notFound('Health condition');
        return command;
      },
    });
  };

  app.post('/api/health-conditions', { schema: { body: createHealthConditionRequestSchema, response: accepted } }, async (request, reply) => {
    const userId = requireUserId(request);
    const context = commandContext(request, userId);
    const conditionId = newEntityId(context.commandId);
    const result = await execute(store, request, healthCondition, {
      key: [conditionId],
      context,
      command: { type: 'AddHealthCondition', data: { ...request.body, conditionId } },
    });
    return accept(reply, conditionId, result, 201);
  });

  const update = async (request: FastifyRequest<{ Params: { id: string }; Body: UpdateHealthConditionRequest }>) => {
    const { id } = request.params;
    return { id, result: await onCondition(request, id, { type: 'UpdateHealthCondition', data: { conditionId: id, changes: request.body } }) };
  };

  app.patch('/api/health-conditions/:id', { schema: { params, body: updateHealthConditionRequestSchema, response: accepted } }, async (request, reply) => {
    const { id, result } = await update(request);
    return accept(reply, id, result);
  });

  app.put('/api/health-conditions/:id', { schema: { params, body: updateHealthConditionRequestSchema, response: accepted } }, async (request, reply) => {
    const { id, result } = await update(request);
    return accept(reply, id, result);
  });

  app.delete('/api/health-conditions/:id', { schema: { params, response: accepted } }, async (request, reply) => {
    const { id } = request.params;
    const result = await onCondition(request, id, { type: 'RemoveHealthCondition', data: { conditionId: id } });
    return accept(reply, id, result);
  });

  /**
   * Supplements for one of the caller's conditions from the knowledge base, each screened by the
   * safety checker against the caller's supplements, prescriptions and conditions (no AI call).
   */
  app.post('/api/health-conditions/:id/recommendations', { schema: { params } }, async (request) => {
    const userId = requireUserId(request);
    const state = await foldStream(store, healthCondition, request.params.id);
    if (state.status !== 'recorded' || healthConditionOwner(state) !== userId) throw notFound('Health condition');
    const cabinet = await reads.cabinet(userId);
    const supplements = [...cabinet.supplements.values()].flatMap((entry) =>
      entry.status === 'kept' && entry.supplement.isActive !== false ? [{ ...entry.supplement, id: entry.supplement.supplementId }] : [],
    );
    const result = conditionRecommendations(state.condition.name, {
      supplements,
      prescriptions: await reads.activePrescriptions(userId),
      conditions: await reads.activeConditionNames(userId),
    });
    if (result === null) throw notFound('Recommendations for this condition');
    return result;
  });
};
