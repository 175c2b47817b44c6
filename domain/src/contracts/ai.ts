import { z } from 'zod';
import { evidenceLevels, refreshTiers, severities, supplementCategories } from '../knowledge/knowledge-schema.ts';
import { plainText } from './fields.ts';

/**
 * Results of the AI operations, shaped as in the specs (01 section 3, 02 research result), plus
 * provenance: `knowledgeVersion`, a `provenance` list naming each source and the parts of the
 * answer it contributed, and `origin` on every list item whose source can differ item by item.
 * The list is called `provenance` rather than `sources` because the research result's own
 * `sources` field (spec 02) already holds document titles.
 */

const origins = ['knowledge-base', 'model'] as const;
const originSchema = z.enum(origins);
export type Origin = z.infer<typeof originSchema>;

const provenanceEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('knowledge-base'),
    name: z.string(),
    /** Titles of the documents behind the knowledge-base parts of this answer. */
    documents: z.array(z.string()),
    /** Top-level fields of the answer this source filled in, fully or partly. */
    parts: z.array(z.string()),
  }),
  z.object({ kind: z.literal('model'), name: z.string(), provider: z.literal('openai'), parts: z.array(z.string()) }),
]);
export type ProvenanceEntry = z.infer<typeof provenanceEntrySchema>;

const provenanceFields = { knowledgeVersion: z.string(), provenance: z.array(provenanceEntrySchema) };

/** The spec's three-level badge scale; `riskLevel` keeps the knowledge base's four levels. */
export const specSeverities = ['major', 'moderate', 'minor'] as const;
/** `incomplete`: something was not recognised, so the absence of findings is not "safe" (the knowledge base's status). */
export const overallSafetyLevels = ['safe', 'caution', 'unsafe', 'incomplete'] as const;
export const interactionTypes = [
  'supplement_drug',
  'supplement_supplement',
  'supplement_condition',
  'single_supplement',
  'upper_limit',
  'duplicate_ingredient',
] as const;

const negativeInteractionSchema = z.object({
  id: z.string(),
  /** Names of the user's supplements and prescriptions involved. */
  supplements: z.array(z.string()).min(1),
  severity: z.enum(specSeverities),
  riskLevel: z.enum(severities),
  type: z.enum(interactionTypes),
  title: z.string(),
  description: z.string(),
  recommendation: z.string(),
  separationHours: z.number().nullable(),
  sources: z.array(z.string()),
  origin: originSchema,
  /** Information only (a shared ingredient below its upper limit): not counted, no effect on overall safety. */
  informational: z.boolean().optional(),
});
export type NegativeInteraction = z.infer<typeof negativeInteractionSchema>;

const positiveInteractionSchema = z.object({
  id: z.string(),
  supplements: z.array(z.string()).min(2),
  type: z.string(),
  benefit: z.string(),
  description: z.string(),
  enhancement: z.string(),
  sources: z.array(z.string()),
  origin: originSchema,
});
export type PositiveInteraction = z.infer<typeof positiveInteractionSchema>;

/** Items the knowledge base does not recognise, with the closest known names ("did you mean …?"). */
const notCheckedSchema = z.object({
  supplements: z.array(z.string()),
  prescriptions: z.array(z.string()),
  suggestions: z.array(z.object({ name: z.string(), suggestions: z.array(z.string()) })).optional(),
});
export type NotChecked = z.infer<typeof notCheckedSchema>;

export const interactionAnalysisSchema = z.object({
  /** True when there is at least one negative interaction (what the dashboard counts). */
  hasInteractions: z.boolean(),
  summary: z.string(),
  overallSafety: z.enum(overallSafetyLevels),
  negativeInteractions: z.array(negativeInteractionSchema),
  positiveInteractions: z.array(positiveInteractionSchema),
  /** Items the knowledge base does not recognise: no finding about them means nothing. */
  notChecked: notCheckedSchema,
  ...provenanceFields,
});
export type InteractionAnalysis = z.infer<typeof interactionAnalysisSchema>;

export const benefitsAnalysisSchema = z.object({
  supplementName: z.string(),
  summary: z.string(),
  primaryBenefits: z.array(z.string()),
  secondaryBenefits: z.array(z.string()),
  recommendedTiming: z.string(),
  foodInteraction: z.string(),
  evidenceLevel: z.enum(evidenceLevels),
  dosageRecommendation: z.string(),
  sideEffects: z.array(z.string()),
  targetConditions: z.array(z.string()),
  /** Knowledge-base entries recognised in the product; empty means it is unknown to the knowledge base. */
  knowledgeEntries: z.array(z.object({ id: z.string(), name: z.string() })),
  ...provenanceFields,
});
export type BenefitsAnalysis = z.infer<typeof benefitsAnalysisSchema>;

export const suggestionCategories = ['foundational', 'targeted', 'optimization', 'deficiency'] as const;
export const priorities = ['high', 'medium', 'low'] as const;

/** A knowledge-base caution attached to a suggestion, whatever suggested it. */
const cautionSchema = z.object({
  title: z.string(),
  recommendation: z.string(),
  riskLevel: z.enum(severities),
  sources: z.array(z.string()),
});
export type Caution = z.infer<typeof cautionSchema>;

const suggestionSchema = z.object({
  supplementName: z.string(),
  category: z.enum(suggestionCategories),
  priority: z.enum(priorities),
  reasoning: z.string(),
  timing: z.string(),
  potentialBenefits: z.array(z.string()),
  synergies: z.array(z.string()),
  considerations: z.array(z.string()),
  cautions: z.array(cautionSchema),
  /** The knowledge-base entry suggested, when it is one. */
  knowledgeId: z.string().nullable(),
  sources: z.array(z.string()),
  origin: originSchema,
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const supplementSuggestionsSchema = z.object({
  suggestions: z.array(suggestionSchema),
  /** Items of the user's regimen the suggestions could not be screened against. */
  notChecked: notCheckedSchema.optional(),
  ...provenanceFields,
});
export type SupplementSuggestions = z.infer<typeof supplementSuggestionsSchema>;

export const synergyEvidenceLevels = ['strong', 'moderate', 'limited'] as const;
export const antagonistSeverities = ['high', 'moderate', 'low'] as const;

const synergisticSupplementSchema = z.object({
  name: z.string(),
  evidence: z.enum(synergyEvidenceLevels),
  benefit: z.string(),
  mechanism: z.string(),
  dosageConsiderations: z.string(),
  sources: z.array(z.string()),
  origin: originSchema,
});

const antagonisticSupplementSchema = z.object({
  name: z.string(),
  severity: z.enum(antagonistSeverities),
  riskLevel: z.enum(severities),
  interaction: z.string(),
  mechanism: z.string(),
  recommendation: z.string(),
  separationHours: z.number().nullable(),
  /** The user's supplements this applies to right now. */
  yourSupplements: z.array(z.string()),
  sources: z.array(z.string()),
  origin: originSchema,
});
export type AntagonisticSupplement = z.infer<typeof antagonisticSupplementSchema>;

export const prescriptionAnalysisSchema = z.object({
  medicationName: z.string(),
  /** Whether the knowledge base recognised the drug. */
  recognized: z.boolean(),
  overview: z.string(),
  therapeuticClass: z.string(),
  primaryActions: z.array(z.string()),
  synergisticSupplements: z.array(synergisticSupplementSchema),
  antagonisticSupplements: z.array(antagonisticSupplementSchema),
  generalPrecautions: z.array(z.string()),
  monitoringRecommendations: z.array(z.string()),
  summary: z.string(),
  /** The knowledge base's status of this medicine with the user's supplements. */
  overallSafety: z.enum(overallSafetyLevels).optional(),
  notChecked: notCheckedSchema.optional(),
  ...provenanceFields,
});
export type PrescriptionAnalysis = z.infer<typeof prescriptionAnalysisSchema>;

const researchDataSchema = z.object({
  evidenceLevel: z.enum(evidenceLevels),
  summary: z.string(),
  primaryBenefits: z.array(z.string()),
  dosageRecommendation: z.string(),
  timing: z.string(),
});

export const supplementOfTheDaySchema = z.object({
  date: z.iso.date(),
  supplementName: z.string(),
  researchData: researchDataSchema,
  ...provenanceFields,
});
export type SupplementOfTheDay = z.infer<typeof supplementOfTheDaySchema>;

export const researchResultSchema = z.object({
  name: z.string(),
  overview: z.string(),
  evidenceLevel: z.enum(evidenceLevels),
  primaryBenefits: z.array(z.string()),
  recommendedDosage: z.string(),
  timing: z.string(),
  foodInteraction: z.string(),
  sideEffects: z.array(z.string()),
  contraindications: z.array(z.string()),
  drugInteractions: z.array(z.string()),
  qualityConsiderations: z.array(z.string()),
  /** Titles of knowledge-base documents; a model's own citations are not passed on (they cannot be checked). */
  sources: z.array(z.string()),
  category: z.enum(supplementCategories),
  refreshTier: z.enum(refreshTiers),
  refreshIntervalDays: z.int().positive(),
  ...provenanceFields,
});
export type ResearchResult = z.infer<typeof researchResultSchema>;

const providerIds = ['knowledge-base', 'openai'] as const;
export type ProviderId = (typeof providerIds)[number];

/** What an operation cost; recorded with the analysis event. Null where the server did not say. */
// ts-unused-exports:disable-next-line
export const providerUsageSchema = z.object({
  provider: z.enum(providerIds),
  model: z.string().nullable(),
  inputTokens: z.int().min(0).nullable(),
  outputTokens: z.int().min(0).nullable(),
  estimatedCostUsd: z.number().min(0).nullable(),
});
export type ProviderUsage = z.infer<typeof providerUsageSchema>;

/**
 * How an answer was served, added to every AI response: from the cache or freshly analysed, when,
 * until when the cache serves it, and (research) its refresh tier and next refresh date.
 */
export const answerCacheSchema = z.object({
  /** The analysis that produced the answer (for a cache hit, the cached one). */
  analysisId: z.string(),
  hit: z.boolean(),
  generatedAt: z.iso.datetime({ offset: true }),
  /** When the cache stops serving this answer; null where it is not cached. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  refreshTier: z.enum(refreshTiers).nullable(),
  nextRefreshAt: z.iso.datetime({ offset: true }).nullable(),
  provider: z.enum(providerIds),
  model: z.string().nullable(),
});
export type AnswerCache = z.infer<typeof answerCacheSchema>;

const served = {
  cache: answerCacheSchema,
  /**
   * Set when a model was configured but not asked (the day's AI requests are used up, or the AI
   * rate limit is spent): the answer is the knowledge base's alone, and this says why, briefly.
   */
  modelNote: z.string().nullable().optional(),
};

export const interactionAnalysisResponseSchema = interactionAnalysisSchema.extend(served);
export type InteractionAnalysisResponse = z.infer<typeof interactionAnalysisResponseSchema>;
export const benefitsAnalysisResponseSchema = benefitsAnalysisSchema.extend(served);
export type BenefitsAnalysisResponse = z.infer<typeof benefitsAnalysisResponseSchema>;
export const supplementSuggestionsResponseSchema = supplementSuggestionsSchema.extend(served);
export type SupplementSuggestionsResponse = z.infer<typeof supplementSuggestionsResponseSchema>;
export const prescriptionAnalysisResponseSchema = prescriptionAnalysisSchema.extend(served);
export type PrescriptionAnalysisResponse = z.infer<typeof prescriptionAnalysisResponseSchema>;
export const supplementOfTheDayResponseSchema = supplementOfTheDaySchema.extend(served);
export type SupplementOfTheDayResponse = z.infer<typeof supplementOfTheDayResponseSchema>;
export const researchResponseSchema = researchResultSchema.extend(served);
export type ResearchResponse = z.infer<typeof researchResponseSchema>;

export const analyzeInteractionsRequestSchema = z.object({ supplementIds: z.array(z.uuid()).max(100) });
export const analyzeBenefitsRequestSchema = z.object({ supplementId: z.uuid() });
export const researchRequestSchema = z.object({
  supplementName: plainText().trim().min(1, 'Enter a supplement name').max(100, 'A supplement name has at most 100 characters'),
});

/** One research the user asked for (GET /api/research/history, newest first). */
const researchHistoryEntrySchema = z.object({
  id: z.string(),
  supplementName: z.string(),
  evidenceLevel: z.enum(evidenceLevels),
  category: z.enum(supplementCategories),
  researchedAt: z.iso.datetime({ offset: true }),
  cacheHit: z.boolean(),
});
export type ResearchHistoryEntry = z.infer<typeof researchHistoryEntrySchema>;
export const researchHistorySchema = z.array(researchHistoryEntrySchema);

/** A research answer in the cache shared by every user (spec 02 "Cached research record"). */
export const cachedResearchSchema = z.object({
  id: z.string(),
  supplementName: z.string(),
  researchData: researchResultSchema,
  createdAt: z.iso.datetime({ offset: true }),
  refreshTier: z.enum(refreshTiers),
  nextRefreshAt: z.iso.datetime({ offset: true }),
});
export type CachedResearch = z.infer<typeof cachedResearchSchema>;

/** GET /api/supplement-cache: the research cache grouped by category, every category present. */
export const supplementCacheSchema = z.object(
  Object.fromEntries(supplementCategories.map((category) => [category, z.array(cachedResearchSchema)])) as Record<
    (typeof supplementCategories)[number],
    z.ZodArray<typeof cachedResearchSchema>
  >,
);
export type SupplementCache = z.infer<typeof supplementCacheSchema>;

/** POST /api/ai/{operation}: the rate-limit demo's call; it spends the AI rate limit and calls no provider. */
export const demoOperationRequestSchema = z.object({
  supplementName: plainText().max(100).optional(),
  supplementIds: z.array(plainText().max(100)).max(100).optional(),
});
export const demoOperationResponseSchema = z.object({
  operation: z.string(),
  message: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
});
