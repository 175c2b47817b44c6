import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common-schemas.ts';
import { defineEvent, type EventOf } from '../event.ts';
import { refreshTiers } from '../knowledge/knowledge-schema.ts';

/** The AI operations of the product; `demo` is the rate-limit demo's generic call. */
export const analysisOperations = ['interactions', 'benefits', 'suggestions', 'prescription', 'supplement-of-the-day', 'research', 'demo'] as const;
export type AnalysisOperation = (typeof analysisOperations)[number];

/**
 * Operations the product runs on its own rather than at the user's request: the dashboard shows a
 * supplement of the day to everyone, so it never spends a user's daily AI quota.
 */
export const quotaFreeOperations: readonly AnalysisOperation[] = ['supplement-of-the-day'];

/**
 * Whether an analysis spends a request of the user's daily AI quota: fresh model answers at the
 * user's request only. An answer built from the offline knowledge base calls no model and costs
 * nothing, so it never counts (issue 11: browsing must not lock a user out of safety findings).
 */
export const countsTowardQuota = (analysis: {
  readonly operation: AnalysisOperation;
  readonly cacheHit: boolean;
  readonly provider: string;
}): boolean => !analysis.cacheHit && analysis.provider !== 'knowledge-base' && !quotaFreeOperations.includes(analysis.operation);


/**
 * One analysis a user asked for: what, by which provider and model, at what cost, and whether a
 * cached answer served it. Usage, cost, quotas and the refresh schedule are read models of these.
 */
export const analysisRecorded = defineEvent(
  'AnalysisRecorded',
  1,
  z.object({
    analysisId: idSchema,
    operation: z.enum(analysisOperations),
    /** What was analysed, as the cache knows it (e.g. `benefits:<supplementId>`). */
    subjectKey: z.string().min(1).max(300),
    /** Ids and names the analysis was given. */
    inputs: z.record(z.string(), z.unknown()),
    cacheHit: z.boolean(),
    provider: z.string().min(1),
    model: z.string().nullable(),
    inputTokens: z.int().min(0).nullable(),
    outputTokens: z.int().min(0).nullable(),
    estimatedCostUsd: z.number().min(0).nullable(),
    /** The answer (a cache hit carries the cached answer's analysis id instead). */
    result: z.json(),
    servedFrom: idSchema.nullable(),
    refreshTier: z.enum(refreshTiers).nullable(),
    nextRefreshAt: isoDateTimeSchema.nullable(),
  }),
);

export type AnalysisRecorded = EventOf<typeof analysisRecorded>;
export type InsightsEvent = AnalysisRecorded;
