import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  findSupplement,
  idSchema,
  type insightsDecider,
  localDateOf,
  prescriptionOwner,
  quotaLeft,
  refreshIntervalDays,
  supplementById,
  quotaFreeOperations,
  type AnalysisOperation,
  type CabinetState,
  type RefreshTier,
} from '@regimen/domain';
import {
  analyzeBenefitsRequestSchema,
  analyzeInteractionsRequestSchema,
  answerCacheSchema,
  benefitsAnalysisResponseSchema,
  benefitsAnalysisSchema,
  demoOperationRequestSchema,
  demoOperationResponseSchema,
  interactionAnalysisResponseSchema,
  interactionAnalysisSchema,
  prescriptionAnalysisResponseSchema,
  prescriptionAnalysisSchema,
  researchRequestSchema,
  researchResponseSchema,
  researchResultSchema,
  supplementOfTheDayResponseSchema,
  supplementOfTheDaySchema,
  supplementSuggestionsResponseSchema,
  supplementSuggestionsSchema,
  type AnswerCache,
  type ProviderUsage,
} from '@regimen/domain/contracts/ai';
import { HttpProblem, notFound } from '@regimen/server-kit/problem';
import { requireUserId } from '@regimen/server-kit/sessions';
import { z } from 'zod';
import { foldStream } from '../aggregate.ts';
import { insightsDay, prescription as prescriptionStream } from '../aggregates.ts';
import { commandContext } from '../command-context.ts';
import type { CommandDeps } from '../command-deps.ts';
import { execute } from '../execute.ts';
import { cachePolicies, expiryOf, fingerprint, type CachePolicy } from '../insights/answer-cache.ts';
import { findEntry } from '../insights/kb-research.ts';
import { normalizeName } from '../insights/kb-common.ts';
import { createKnowledgeBaseProvider } from '../insights/knowledge-base-provider.ts';
import { ProviderError, type InsightProvider, type InsightSupplement } from '../insights/provider.ts';
import type { RateTier } from '@regimen/server-kit/rate-limits';
import { newEntityId } from '../ids.ts';

export interface InsightRouteOptions extends CommandDeps {
  readonly provider: InsightProvider;
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** One analysis a route asks for: what it is, how it may be cached, and how to run it fresh. */
interface AnalysisSpec<T> {
  readonly operation: AnalysisOperation;
  /** What the cache knows the answer by; includes a fingerprint of everything the answer depends on. */
  readonly subjectKey: string;
  readonly inputs: Record<string, unknown>;
  /** Parses a cached answer; one that no longer parses (an older shape) is analysed afresh. */
  readonly schema: z.ZodType<T>;
  readonly cache: CachePolicy | null;
  /** Runs the analysis with the provider given: the configured one, or the knowledge base when a model may not be asked. */
  readonly run: (provider: InsightProvider) => Promise<{ result: T; usage: ProviderUsage }>;
  /** The per-request limit tiers a model call spends (default: the AI tier). */
  readonly modelTiers?: readonly RateTier[];
  /**
   * When the answer is due for a refresh (the admin data refresh): research and benefits take the
   * knowledge entry's tier; anything else is `standard` (spec 02). Research answers are served from
   * the cache until that date.
   */
  readonly refreshTier?: (result: T) => RefreshTier;
}

/** The user's supplements that are active, shaped as the providers read them. */
const activeSupplements = (cabinet: CabinetState): InsightSupplement[] =>
  [...cabinet.supplements.values()].flatMap((entry) =>
    entry.status === 'kept' && entry.supplement.isActive !== false ? [{ ...entry.supplement, id: entry.supplement.supplementId }] : [],
  );

/** Only what an analysis reads of a supplement goes into the cache key. */
const analysedFields = (supplement: InsightSupplement) => ({
  name: supplement.name,
  brand: supplement.brand ?? null,
  dosage: supplement.dosage,
  ingredients: supplement.ingredients ?? null,
  timing: supplement.timing ?? null,
});

const minutes = (seconds: number): string => {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} ${value === 1 ? 'minute' : 'minutes'}`;
};

/** Operations whose knowledge-base answer is the safety floor: a model failure never hides it. */
const safetyOperations: readonly AnalysisOperation[] = ['interactions', 'prescription'];

const modelNotes = {
  failed: "The AI model did not answer, so this is the knowledge base's answer without its commentary. The safety findings are complete.",
  quota: "You have used today's AI requests, so this is the knowledge base's answer without the AI model's commentary. The safety findings are complete.",
  rateLimited: (seconds: number) =>
    `AI requests are paused for ${minutes(seconds)}, so this is the knowledge base's answer without the AI model's commentary. The safety findings are complete.`,
};

const supplementOfTheDayQuery = z.object({ utcOffset: z.coerce.number().int().min(-840).max(840).default(0) });

export const insightRoutes: FastifyPluginAsyncZod<InsightRouteOptions> = async (app, { store, reads, provider }) => {
  const knowledgeBase = provider.id === 'knowledge-base' ? provider : createKnowledgeBaseProvider();

  /**
   * Which provider answers, and why not the model when it is not asked. Only a model call spends
   * the daily quota and the AI rate-limit tiers; without one (knowledge base, or the model's turn
   * refused) the answer is the knowledge base's, never a refusal: its safety findings must stay readable.
   */
  const chooseProvider = async (request: FastifyRequest, userId: string, day: string, quota: number, spec: Pick<AnalysisSpec<object>, 'operation' | 'modelTiers'>) => {
    if (provider.id === 'knowledge-base' || quotaFreeOperations.includes(spec.operation)) return { chosen: provider, modelNote: null };
    const today = await foldStream(store, insightsDay, userId, day);
    if (!quotaLeft(today, quota)) return { chosen: knowledgeBase, modelNote: modelNotes.quota };
    // Registered by the rate-limit plugin; absent where an app runs without it (route tests).
    const spend = request.spendRateLimit as FastifyRequest['spendRateLimit'] | undefined;
    const limited = spend ? await spend.call(request, spec.modelTiers ?? ['ai']) : null;
    if (limited) return { chosen: knowledgeBase, modelNote: modelNotes.rateLimited(limited.retryAfterSeconds) };
    return { chosen: provider, modelNote: null };
  };

  /**
   * Runs the analysis. A safety answer (interactions, a prescription) whose model call fails is
   * answered from the knowledge base with a note rather than refused: its findings never depend on
   * the model. Other answers report the model's failure as a problem.
   */
  const runWithSafetyFloor = async <T extends object>(
    request: FastifyRequest,
    spec: AnalysisSpec<T>,
    chosen: InsightProvider,
    modelNote: string | null,
  ): Promise<{ answer: { result: T; usage: ProviderUsage }; modelNote: string | null }> => {
    if (chosen === knowledgeBase || !safetyOperations.includes(spec.operation)) return { answer: await spec.run(chosen), modelNote };
    try {
      return { answer: await spec.run(chosen), modelNote };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ code: error.code, operation: spec.operation }, 'the AI model failed; answered from the knowledge base');
      return { answer: await spec.run(knowledgeBase), modelNote: modelNotes.failed };
    }
  };

  /**
   * The shared path of every analysis. A cached answer the policy still serves is recorded as a
   * cache hit (free, never refused). Otherwise: choose who answers (a model only while the user
   * has quota and rate limit left, else the knowledge base with a note), analyse, then record the
   * analysis as an event; the quota is decided atomically there, so concurrent requests cannot exceed it.
   */
  const analyse = async <T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    spec: AnalysisSpec<T>,
  ): Promise<T & { cache: AnswerCache; modelNote: string | null }> => {
    const context = commandContext(request, userId);
    const day = utcDay(context.now);
    const quota = (await reads.limitsOf(userId)).maxAiRequestsPerDay;
    const analysisId = newEntityId(context.commandId);
    const base = { analysisId, operation: spec.operation, inputs: spec.inputs, dailyQuota: quota };
    const record = async (data: Omit<Parameters<typeof insightsDecider.decide>[0]['data'], keyof typeof base | 'subjectKey'>, subjectKey = spec.subjectKey) => {
      const recorded = await execute(store, request, insightsDay, {
        key: [userId, day],
        context,
        command: { type: 'RecordAnalysis', data: { ...base, subjectKey, ...data } },
      });
      // The analysis is an event: clients can read their usage after it like after any command.
      reply.header('x-event-position', recorded.position.toString());
    };

    const cached = spec.cache ? await reads.cachedAnswer(spec.subjectKey, spec.cache, userId) : null;
    const cachedResult = cached ? spec.schema.safeParse(cached.result) : null;
    if (cached && cachedResult?.success) {
      await record({
        cacheHit: true,
        provider: cached.provider,
        model: cached.model,
        inputTokens: 0,
        outputTokens: 0,
        estimatedCostUsd: 0,
        result: null,
        servedFrom: cached.analysisId,
        refreshTier: null,
        nextRefreshAt: null,
      });
      return {
        ...cachedResult.data,
        modelNote: null,
        cache: answerCacheSchema.parse({
          analysisId: cached.analysisId,
          hit: true,
          generatedAt: cached.recordedAt,
          expiresAt: expiryOf(spec.cache, new Date(cached.recordedAt), cached.nextRefreshAt),
          refreshTier: cached.refreshTier,
          nextRefreshAt: cached.nextRefreshAt,
          provider: cached.provider,
          model: cached.model,
        }),
      };
    }

    const chosen = await chooseProvider(request, userId, day, quota, spec);
    const { answer, modelNote } = await runWithSafetyFloor(request, spec, chosen.chosen, chosen.modelNote);
    const { result, usage } = answer;
    const refreshTier = spec.refreshTier?.(result) ?? 'standard';
    const nextRefreshAt = new Date(context.now.getTime() + refreshIntervalDays[refreshTier] * DAY_MS).toISOString();
    // A stand-in for the model's answer is kept apart, so the cache never serves it once the model may be asked again.
    const subjectKey = modelNote === null ? spec.subjectKey : `${spec.subjectKey}:knowledge-base-only`;
    await record({
      cacheHit: false,
      provider: usage.provider,
      model: usage.model,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      estimatedCostUsd: usage.estimatedCostUsd,
      // Stored as plain JSON: what the store keeps and the caches serve back.
      result: z.json().parse(JSON.parse(JSON.stringify(result))),
      servedFrom: null,
      refreshTier,
      nextRefreshAt,
    }, subjectKey);
    return {
      ...result,
      modelNote,
      cache: {
        analysisId,
        hit: false,
        generatedAt: context.now.toISOString(),
        expiresAt: expiryOf(spec.cache, context.now, nextRefreshAt),
        refreshTier,
        nextRefreshAt,
        provider: usage.provider,
        model: usage.model,
      },
    };
  };

  app.post(
    '/api/ai/analyze-interactions',
    { schema: { body: analyzeInteractionsRequestSchema, response: { 200: interactionAnalysisResponseSchema } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const ids = [...new Set(request.body.supplementIds)];
      const prescriptions = await reads.activePrescriptions(userId);
      // A prescription counts toward the two items: one supplement with one medicine is the check that matters most.
      if (ids.length === 0 || ids.length + prescriptions.length < 2) {
        throw new HttpProblem(400, 'need_more_supplements', 'Need at least 2 supplements for interaction analysis');
      }
      const cabinet = await reads.cabinet(userId);
      const supplements = ids.map((id) => findSupplement(cabinet, id) ?? null);
      if (supplements.some((supplement) => supplement === null)) throw notFound('Supplement');
      const conditions = await reads.activeConditionNames(userId);
      const chosen = supplements.flatMap((supplement) => (supplement ? [{ ...supplement, id: supplement.supplementId }] : []));
      return analyse(request, reply, userId, {
        operation: 'interactions',
        subjectKey: `interactions:${[...ids].sort().join(',')}`,
        inputs: { supplementIds: ids },
        schema: interactionAnalysisSchema,
        // Safety answers are never served from a cache: they must reflect the regimen as it is now.
        cache: null,
        run: (p) => p.analyzeInteractions({ supplements: chosen, prescriptions, conditions }),
      });
    },
  );

  app.post(
    '/api/ai/analyze-benefits',
    { schema: { body: analyzeBenefitsRequestSchema, response: { 200: benefitsAnalysisResponseSchema } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const supplement = findSupplement(await reads.cabinet(userId), request.body.supplementId);
      if (!supplement) throw notFound('Supplement');
      const subject = { ...supplement, id: supplement.supplementId };
      return analyse(request, reply, userId, {
        operation: 'benefits',
        subjectKey: `benefits:${supplement.supplementId}:${fingerprint(analysedFields(subject))}`,
        inputs: { supplementId: supplement.supplementId, supplementName: supplement.name },
        schema: benefitsAnalysisSchema,
        cache: cachePolicies.benefits,
        run: (p) => p.analyzeBenefits({ supplement: subject }),
        refreshTier: (result) => supplementById(result.knowledgeEntries[0]?.id ?? '')?.refreshTier ?? 'standard',
      });
    },
  );

  app.get(
    '/api/ai/supplement-suggestions',
    { schema: { response: { 200: supplementSuggestionsResponseSchema } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const supplements = activeSupplements(await reads.cabinet(userId));
      const prescriptions = await reads.activePrescriptions(userId);
      const conditions = await reads.activeConditionNames(userId);
      const regimen = {
        supplements: supplements.map(analysedFields).sort((a, b) => a.name.localeCompare(b.name)),
        prescriptions: prescriptions.map((p) => [p.medicationName, p.dosage]).sort(),
        conditions: [...conditions].sort(),
      };
      return analyse(request, reply, userId, {
        operation: 'suggestions',
        subjectKey: `suggestions:${fingerprint(regimen)}`,
        inputs: { supplementIds: supplements.map((s) => s.id), prescriptionIds: prescriptions.map((p) => p.id) },
        schema: supplementSuggestionsSchema,
        cache: cachePolicies.suggestions,
        run: (p) => p.suggestSupplements({ supplements, prescriptions, conditions }),
      });
    },
  );

  app.post(
    '/api/prescriptions/:id/analyze',
    {
      schema: { params: z.object({ id: idSchema }), response: { 200: prescriptionAnalysisResponseSchema } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const state = await foldStream(store, prescriptionStream, request.params.id);
      if (state.status !== 'prescribed' || prescriptionOwner(state) !== userId) throw notFound('Prescription');
      const prescription = { ...state.prescription, id: state.prescription.prescriptionId };
      const supplements = activeSupplements(await reads.cabinet(userId));
      const conditions = await reads.activeConditionNames(userId);
      return analyse(request, reply, userId, {
        operation: 'prescription',
        subjectKey: `prescription:${prescription.id}`,
        inputs: { prescriptionId: prescription.id, medicationName: prescription.medicationName, supplementIds: supplements.map((s) => s.id) },
        schema: prescriptionAnalysisSchema,
        cache: null,
        run: (p) => p.analyzePrescription({ prescription, supplements, conditions }),
        modelTiers: ['ai', 'strictAi'],
      });
    },
  );

  app.get(
    '/api/supplement-of-the-day',
    { schema: { querystring: supplementOfTheDayQuery, response: { 200: supplementOfTheDayResponseSchema } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const date = localDateOf(new Date(), request.query.utcOffset);
      return analyse(request, reply, userId, {
        operation: 'supplement-of-the-day',
        subjectKey: `supplement-of-the-day:${date}`,
        inputs: { date },
        schema: supplementOfTheDaySchema,
        cache: cachePolicies.supplementOfTheDay,
        run: async (p) => {
          const answer = await p.supplementOfTheDay({ date });
          if (answer.result === null) throw new HttpProblem(404, 'not_found', 'No supplement of the day is available');
          return { result: answer.result, usage: answer.usage };
        },
      });
    },
  );

  app.post(
    '/api/research',
    { schema: { body: researchRequestSchema, response: { 200: researchResponseSchema } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { supplementName } = request.body;
      // Every spelling of a known supplement shares one cache entry ("hypericum", "St. John's Wort").
      const entry = findEntry(supplementName);
      return analyse(request, reply, userId, {
        operation: 'research',
        subjectKey: entry ? `research:${entry.id}` : `research:name:${normalizeName(supplementName)}`,
        inputs: { supplementName },
        schema: researchResultSchema,
        cache: cachePolicies.research,
        run: (p) => p.research({ supplementName }),
        refreshTier: (result) => result.refreshTier,
      });
    },
  );

  // The rate-limit demo (spec 02): spends the AI rate limit like any AI call, calls no provider and
  // records nothing. Named AI routes above take precedence over this parametric one.
  app.post(
    '/api/ai/:operation',
    {
      schema: {
        params: z.object({ operation: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'operation: lowercase letters, digits and dashes') }),
        body: demoOperationRequestSchema.optional(),
        response: { 200: demoOperationResponseSchema },
      },
      config: { rateLimit: ['ai'] },
    },
    async (request) => {
      requireUserId(request);
      return {
        operation: request.params.operation,
        message: 'Request accepted. This demo call spends the AI rate limit and runs no analysis.',
        timestamp: new Date().toISOString(),
      };
    },
  );
};
