import type { FastifyRequest } from 'fastify';
import type { RateTier } from '@regimen/server-kit/rate-limits';
import { mapProviderErrors } from './provider-errors.ts';
import { ProviderError, type InsightProvider, type ProviderAnswer } from './provider.ts';

const minutes = (seconds: number): string => {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} ${value === 1 ? 'minute' : 'minutes'}`;
};

const adviceNotes = {
  failed: "The AI model did not answer, so this is the knowledge base's answer without its commentary.",
  rateLimited: (seconds: number) => `AI requests are paused for ${minutes(seconds)}, so this is the knowledge base's answer without the AI model's commentary.`,
};

export interface Advice<T> {
  readonly answer: ProviderAnswer<T>;
  /** Why the model's part is missing, or null when the chosen provider answered. */
  readonly modelNote: string | null;
}

/** A provider failure as the problem the app's error handler would answer (route test apps lack that mapper). */
const asProblem = (error: unknown): unknown => mapProviderErrors(error) ?? error;

/**
 * The Health page's model calls with the knowledge base as their floor: a model is asked only while
 * the request's AI rate-limit tiers allow it; when it is limited or fails (timeout, malformed answer)
 * the knowledge base answers with a note. A condition the knowledge base does not know has no
 * floor: then the model's failure (or the knowledge base's `not_found`) is the answer, as a problem.
 */
export async function adviseWithFloor<T>(
  request: FastifyRequest,
  providers: { readonly chosen: InsightProvider; readonly knowledgeBase: InsightProvider },
  tiers: readonly RateTier[],
  run: (provider: InsightProvider) => Promise<ProviderAnswer<T>>,
): Promise<Advice<T>> {
  const offline = async (modelNote: string | null, modelError?: unknown): Promise<Advice<T>> => {
    try {
      return { answer: await run(providers.knowledgeBase), modelNote };
    } catch (error) {
      throw asProblem(modelError !== undefined && error instanceof ProviderError && error.code === 'not_found' ? modelError : error);
    }
  };
  if (providers.chosen === providers.knowledgeBase) return offline(null);
  // Registered by the rate-limit plugin; absent where an app runs without it (route tests).
  const spend = request.spendRateLimit as FastifyRequest['spendRateLimit'] | undefined;
  const limited = spend ? await spend.call(request, tiers) : null;
  if (limited) {
    return offline(adviceNotes.rateLimited(limited.retryAfterSeconds), new ProviderError('rate_limited', 'AI requests are paused for now. Please try again later.', limited));
  }
  try {
    return { answer: await run(providers.chosen), modelNote: null };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    request.log.warn({ code: error.code }, 'the AI model failed; answered from the knowledge base');
    return offline(adviceNotes.failed, error);
  }
}
