import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  findSupplement,
  idSchema,
  insightsDecider,
  insightsErrors,
  prescriptionSchema,
  quotaLeft,
  tierLimits,
  tiers,
  type AnalysisOperation,
} from '@regimen/domain';
import { HttpProblem, notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { sql } from 'slonik';
import { z } from 'zod';
import { commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-api.ts';
import { execute } from '../execute.ts';
import { interactionAnalysisSchema, type ProviderUsage } from '@regimen/domain/contracts/ai';
import type { InsightProvider } from '../insights/provider.ts';
import { newEntityId } from '../ids.ts';
import { loadCabinet, parse, streams } from '../streams.ts';

export interface InsightRouteOptions extends CommandDeps {
  readonly provider: InsightProvider;
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export const insightRoutes: FastifyPluginAsyncZod<InsightRouteOptions> = async (app, { store, pool, provider }) => {
  const dailyQuota = async (userId: string): Promise<number> => {
    const tier = await pool.maybeOneFirst(sql.type(z.object({ tier: z.enum(tiers) }))`select tier from users where id = ${userId}`);
    return tierLimits[tier ?? 'free'].maxAiRequestsPerDay;
  };

  const activePrescriptions = (userId: string) =>
    pool.any(sql.type(prescriptionSchema)`
      select id, user_id as "userId", medication_name as "medicationName", brand, dosage, frequency,
        prescribed_by as "prescribedBy", purpose, notes, is_active as "isActive",
        start_date as "startDate", end_date as "endDate", created_at as "createdAt", updated_at as "updatedAt"
      from prescriptions where user_id = ${userId} and is_active`);

  /**
   * The shared path of every analysis: refuse early when today's quota is used up (before paying
   * a provider), analyse, then record the analysis as an event — the quota is decided atomically
   * there, so concurrent requests cannot exceed it.
   */
  const analyse = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    analysis: { operation: AnalysisOperation; subjectKey: string; inputs: Record<string, unknown> },
    run: () => Promise<{ result: T; usage: ProviderUsage }>,
  ): Promise<T> => {
    const context = commandContext(request, userId);
    const streamId = streams.insights(userId, utcDay(context.now));
    const quota = await dailyQuota(userId);
    const today = (await store.readStream(streamId)).reduce((state, event) => insightsDecider.evolve(state, parse.insights(event)), insightsDecider.initialState());
    if (!quotaLeft(today, quota)) throw insightsErrors.quotaReached(quota);
    const { result, usage } = await run();
    const recorded = await execute(store, request, {
      streamId,
      decider: insightsDecider,
      parse: parse.insights,
      context,
      command: () => ({
        type: 'RecordAnalysis' as const,
        data: {
          analysisId: newEntityId(context.commandId),
          ...analysis,
          cacheHit: false,
          provider: usage.provider,
          model: usage.model,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          estimatedCostUsd: usage.estimatedCostUsd,
          // Stored as plain JSON: what the store keeps and the caches will serve back.
          result: z.json().parse(JSON.parse(JSON.stringify(result))),
          servedFrom: null,
          refreshTier: null,
          nextRefreshAt: null,
          dailyQuota: quota,
        },
      }),
    });
    // The analysis is an event: clients can read their usage after it like after any command.
    reply.header('x-event-position', recorded.position.toString());
    return result;
  };

  app.post(
    '/api/ai/analyze-interactions',
    {
      schema: { body: z.object({ supplementIds: z.array(idSchema).max(100) }), response: { 200: interactionAnalysisSchema } },
      config: { rateLimit: ['ai'] },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const ids = [...new Set(request.body.supplementIds)];
      if (ids.length < 2) throw new HttpProblem(400, 'need_more_supplements', 'Need at least 2 supplements for interaction analysis');
      const cabinet = await loadCabinet(store, userId);
      const supplements = ids.map((id) => findSupplement(cabinet, id) ?? null);
      if (supplements.some((supplement) => supplement === null)) throw notFound('Supplement');
      const chosen = supplements.flatMap((supplement) => (supplement ? [{ ...supplement, id: supplement.supplementId }] : []));
      const prescriptions = await activePrescriptions(userId);
      return analyse(request, reply, userId, { operation: 'interactions', subjectKey: `interactions:${[...ids].sort().join(',')}`, inputs: { supplementIds: ids } }, () =>
        provider.analyzeInteractions({ supplements: chosen, prescriptions }),
      );
    },
  );
};
