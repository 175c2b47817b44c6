import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionDescriptionResponseSchema, type ConditionDescriptionResponse } from '@regimen/domain/contracts/health-condition-insights';
import { requiredText } from '@regimen/domain/contracts/fields';
import { offlineConditionReference } from '@regimen/domain/health/condition-advice';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import type { CommandDeps } from '../command-deps.ts';
import { adviseWithFloor } from '../insights/advice-floor.ts';
import { createKnowledgeBaseProvider } from '../insights/knowledge-base-provider.ts';
import type { InsightProvider } from '../insights/provider.ts';
import { createTtlCache } from '../insights/ttl-cache.ts';

export interface ConditionReferenceRouteOptions extends CommandDeps {
  /** The knowledge base when absent. */
  readonly provider?: InsightProvider;
  /** The cache's clock (tests move it). */
  readonly now?: () => Date;
}

const DAY_MS = 86_400_000;
const params = z.object({ name: requiredText(200) });

/**
 * `POST /api/health-condition-references/:name/generate-description` (spec 02, section 7): the
 * condition reference from the knowledge base, enriched by the model when one is configured. The
 * same for everyone, so cached per condition (every alias of a known one shares its entry): fresh
 * 24 h, then kept until 7 days as the answer when a fresh one cannot be had (spec section 9).
 * Offline, a condition the knowledge base does not know is a 404 problem.
 */
export const conditionReferenceRoutes: FastifyPluginAsyncZod<ConditionReferenceRouteOptions> = async (app, { provider, now = () => new Date() }) => {
  const knowledgeBase = provider?.id === 'knowledge-base' ? provider : createKnowledgeBaseProvider();
  const providers = { chosen: provider ?? knowledgeBase, knowledgeBase };
  const cache = createTtlCache<ConditionDescriptionResponse>({ freshMs: DAY_MS, keepMs: 7 * DAY_MS, now });

  app.post(
    '/api/health-condition-references/:name/generate-description',
    { schema: { params, response: { 200: conditionDescriptionResponseSchema } } },
    async (request) => {
      requireUserId(request);
      const { name } = request.params;
      const key = (offlineConditionReference(name)?.conditionName ?? name).trim().toLowerCase().replace(/\s+/g, ' ');
      const cached = cache.get(key);
      if (cached?.fresh === true) return { ...cached.value, cacheHit: true };
      const { answer, modelNote } = await adviseWithFloor(request, providers, ['ai', 'strictAi'], (p) => p.describeCondition({ name }));
      // Past its 24 hours, a model's answer kept for the week beats the knowledge base's stand-in.
      if (modelNote !== null && cached !== undefined && cached.value.provider !== 'knowledge-base') return { ...cached.value, cacheHit: true };
      const reference = answer.result;
      const response: ConditionDescriptionResponse = {
        description: reference.aiGeneratedDescription ?? reference.generalDescription,
        reference,
        provider: answer.usage.provider,
        model: answer.usage.model,
        modelNote,
        generatedAt: now().toISOString(),
        cacheHit: false,
      };
      if (modelNote === null) cache.set(key, response);
      return response;
    },
  );
};
