import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commandAcceptedSchema,
  createHealthConditionRequestSchema,
  idSchema,
  healthConditionOwner,
  updateHealthConditionRequestSchema,
  type HealthConditionCommand,
  type HealthConditionState,
  type UpdateHealthConditionRequest,
} from '@regimen/domain';
import { conditionRecommendationsResponseSchema, type ConditionRecommendationsResponse } from '@regimen/domain/contracts/health-condition-insights';
import { recommendationsCacheKey } from '@regimen/domain/health/condition-advice';
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
import { adviseWithFloor } from '../insights/advice-floor.ts';
import { createKnowledgeBaseProvider } from '../insights/knowledge-base-provider.ts';
import type { InsightProvider } from '../insights/provider.ts';
import { createTtlCache } from '../insights/ttl-cache.ts';

const params = z.object({ id: idSchema });
const accepted = { 200: commandAcceptedSchema, 201: commandAcceptedSchema };

export interface HealthConditionRouteOptions extends CommandDeps {
  /** The knowledge base when absent. */
  readonly provider?: InsightProvider;
  /** The caches' clock (tests move it). */
  readonly now?: () => Date;
}

const HOUR_MS = 3_600_000;

export const healthConditionRoutes: FastifyPluginAsyncZod<HealthConditionRouteOptions> = async (app, { store, reads, provider, now = () => new Date() }) => {
  const knowledgeBase = provider?.id === 'knowledge-base' ? provider : createKnowledgeBaseProvider();
  const providers = { chosen: provider ?? knowledgeBase, knowledgeBase };
  const cache = createTtlCache<ConditionRecommendationsResponse>({ freshMs: HOUR_MS, now });

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
      creates: true,
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
   * Supplements for one of the caller's conditions, each screened by the safety checker against the
   * caller's supplements, prescriptions and other conditions (domain/src/health/condition-advice.ts),
   * with a model's explanation when one is configured (merge-conditions.ts). Cached an hour per user,
   * keyed by the regimen it was screened against: a changed regimen is a new key, never a stale screening.
   */
  app.post('/api/health-conditions/:id/recommendations', { schema: { params, response: { 200: conditionRecommendationsResponseSchema } } }, async (request) => {
    const userId = requireUserId(request);
    const state = await foldStream(store, healthCondition, request.params.id);
    if (state.status !== 'recorded' || healthConditionOwner(state) !== userId) throw notFound('Health condition');
    const condition = { id: state.condition.conditionId, name: state.condition.name };
    const cabinet = await reads.cabinet(userId);
    const regimen = {
      supplements: [...cabinet.supplements.values()].flatMap((entry) =>
        entry.status === 'kept' && entry.supplement.isActive !== false ? [{ ...entry.supplement, id: entry.supplement.supplementId }] : [],
      ),
      prescriptions: await reads.activePrescriptions(userId),
      conditions: await reads.activeConditionNames(userId),
    };
    const key = `${userId}:${recommendationsCacheKey(condition, regimen)}`;
    const cached = cache.get(key);
    if (cached?.fresh === true) return { ...cached.value, cacheHit: true };
    const { answer, modelNote } = await adviseWithFloor(request, providers, ['ai'], (p) => p.recommendForCondition({ condition, regimen }));
    const response = { ...answer.result, provider: answer.usage.provider, model: answer.usage.model, modelNote, generatedAt: now().toISOString(), cacheHit: false };
    // A stand-in for the model's answer is not kept: the next request may get the model's.
    if (modelNote === null) cache.set(key, response);
    return response;
  });
};
