import type { SafetyPrescription, SafetySupplement } from '@regimen/domain';
import type { ConditionRecommendationsBody, ConditionRegimen } from '@regimen/domain/health/condition-advice';
import type { ConditionReferenceAnswer } from '@regimen/domain/contracts/health-condition-insights';
import type {
  BenefitsAnalysis,
  InteractionAnalysis,
  PrescriptionAnalysis,
  ProviderId,
  ProviderUsage,
  ResearchResult,
  SupplementOfTheDay,
  SupplementSuggestions,
} from '@regimen/domain/contracts/ai';

/** A user's supplement as the providers read it; a contracts `Supplement` fits. */
export interface InsightSupplement extends SafetySupplement {
  readonly timing?: string | null;
}

/** A user's prescription as the providers read it; a contracts `Prescription` fits. */
export interface InsightPrescription extends SafetyPrescription {
  readonly frequency?: string | null;
  readonly purpose?: string | null;
}

export interface RegimenInput {
  readonly supplements: readonly InsightSupplement[];
  readonly prescriptions?: readonly InsightPrescription[];
  /** Names of the user's active health conditions, for the checker's condition rules (health data: never logged). */
  readonly conditions?: readonly string[];
}

export interface ProviderAnswer<T> {
  readonly result: T;
  readonly usage: ProviderUsage;
}

/**
 * One method per AI operation. Inactive supplements and prescriptions are ignored. Callers enforce
 * the spec's preconditions (at least 2 supplements for an interaction analysis, the user's own
 * items only); a provider analyses whatever it is given.
 */
export interface InsightProvider {
  readonly id: ProviderId;
  /** The model asked, or null for the knowledge base. */
  readonly model: string | null;
  analyzeInteractions(input: RegimenInput): Promise<ProviderAnswer<InteractionAnalysis>>;
  analyzeBenefits(input: { readonly supplement: InsightSupplement }): Promise<ProviderAnswer<BenefitsAnalysis>>;
  suggestSupplements(input: RegimenInput): Promise<ProviderAnswer<SupplementSuggestions>>;
  analyzePrescription(input: {
    readonly prescription: InsightPrescription;
    readonly supplements: readonly InsightSupplement[];
    readonly conditions?: readonly string[];
  }): Promise<ProviderAnswer<PrescriptionAnalysis>>;
  /**
   * `date` is the user's local day (YYYY-MM-DD); the pick depends on nothing else. With
   * `researched` (names from the research cache) the pick is among those; null when none qualifies.
   */
  supplementOfTheDay(input: { readonly date: string; readonly researched?: readonly string[] }): Promise<ProviderAnswer<SupplementOfTheDay | null>>;
  research(input: { readonly supplementName: string }): Promise<ProviderAnswer<ResearchResult>>;
  /** The Health page's condition reference; the knowledge base answers `not_found` for a condition it does not know. */
  describeCondition(input: { readonly name: string }): Promise<ProviderAnswer<ConditionReferenceAnswer>>;
  /** Recommendations for one of the user's conditions, every one screened against `regimen` (the user's active items). */
  recommendForCondition(input: {
    readonly condition: { readonly id: string; readonly name: string };
    readonly regimen: ConditionRegimen;
  }): Promise<ProviderAnswer<ConditionRecommendationsBody>>;
}

// Exported beside the type derived from it, so both name the same list.
// ts-unused-exports:disable-next-line
export const providerErrorCodes = [
  /** The provider did not answer within the configured time. */
  'timeout',
  /** The provider refused because of its own rate limit (HTTP 429). */
  'rate_limited',
  /** Server error (5xx) or no connection. */
  'unavailable',
  /** The answer did not match the schema, was not JSON, was cut off, filtered or refused. */
  'invalid_output',
  /** Nothing is known about the item asked for. */
  'not_found',
  /** The input cannot be analysed (blank name, malformed date). */
  'invalid_input',
  /** The provider refused the credentials, the model or the request format (401, 403, 404, 400, 422). */
  'misconfigured',
] as const;
export type ProviderErrorCode = (typeof providerErrorCodes)[number];

/**
 * A provider failure with a stable code and a message safe to show a user: never a stack trace,
 * raw model text or the provider's own error body. The original error stays in `cause` for logs.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly code: ProviderErrorCode;
  /** Seconds to wait before retrying, when the provider said (rate limits). */
  readonly retryAfterSeconds: number | null;
  /** For `not_found`: known names near the one asked for, offered instead of a dead end. */
  readonly closestNames: readonly string[] | null;

  constructor(
    code: ProviderErrorCode,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number | null; closestNames?: readonly string[] } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.closestNames = options.closestNames ?? null;
  }

  get retryable(): boolean {
    return this.code === 'timeout' || this.code === 'rate_limited' || this.code === 'unavailable' || this.code === 'invalid_output';
  }

  /** What may leave the process: code and message only. */
  toJSON(): { code: ProviderErrorCode; message: string; retryAfterSeconds: number | null } {
    return { code: this.code, message: this.message, retryAfterSeconds: this.retryAfterSeconds };
  }
}

export const knowledgeBaseUsage: ProviderUsage = {
  provider: 'knowledge-base',
  model: null,
  inputTokens: 0,
  outputTokens: 0,
  estimatedCostUsd: 0,
};
