import { z } from 'zod';
import { isoDateTimeSchema } from '../common-schemas.ts';

/** Who wrote an answer: the offline knowledge base alone, or a model on top of it. */
const answerMetaSchema = z.object({
  provider: z.enum(['knowledge-base', 'openai']),
  model: z.string().nullable(),
  /** Why the model's part is missing (rate limit, failure), or null. */
  modelNote: z.string().nullable(),
  generatedAt: isoDateTimeSchema,
  /** Served from the server's cache rather than computed for this request. */
  cacheHit: z.boolean(),
});

/** The spec's Health condition reference, with where its facts come from. */
const conditionReferenceSchema = z.object({
  conditionName: z.string(),
  generalDescription: z.string(),
  /** The model's description when one was asked; null offline. */
  aiGeneratedDescription: z.string().nullable(),
  commonSymptoms: z.array(z.string()),
  typicalTreatments: z.array(z.string()),
  severityLevels: z.array(z.string()),
  prevalence: z.string().nullable(),
  riskFactors: z.array(z.string()),
  /** Document titles behind the knowledge base's fields; empty when only a model wrote the answer. */
  sources: z.array(z.string()),
  origin: z.enum(['knowledge-base', 'model']),
});
export type ConditionReferenceAnswer = z.infer<typeof conditionReferenceSchema>;

/** `POST /api/health-condition-references/:name/generate-description` (spec: "response description"). */
export const conditionDescriptionResponseSchema = answerMetaSchema.extend({
  description: z.string(),
  reference: conditionReferenceSchema,
});
export type ConditionDescriptionResponse = z.infer<typeof conditionDescriptionResponseSchema>;

const recommendedSupplementSchema = z.object({
  name: z.string(),
  /** From the knowledge base's sources only; null for a model's addition, which no source grades for this condition. */
  evidenceLevel: z.enum(['strong', 'moderate', 'limited']).nullable(),
  dosage: z.string(),
  timing: z.string(),
  benefits: z.string(),
  safetyNotes: z.array(z.string()),
  sources: z.array(z.string()),
  alreadyTaken: z.boolean(),
  origin: z.enum(['knowledge-base', 'model']),
  /** A model's explanation added to a knowledge-base recommendation. */
  explanation: z.string().nullable(),
});
export type RecommendedSupplement = z.infer<typeof recommendedSupplementSchema>;

/** `POST /api/health-conditions/:id/recommendations`: the spec's Condition recommendations, screened against the user's regimen. */
export const conditionRecommendationsResponseSchema = answerMetaSchema.extend({
  conditionId: z.string(),
  conditionName: z.string(),
  recommendedSupplements: z.array(recommendedSupplementSchema),
  /** "Considered but not recommended for you", each with the reason and its sources. */
  notRecommendedForYou: z.array(z.object({ name: z.string(), reason: z.string(), sources: z.array(z.string()) })),
  lifestyleRecommendations: z.array(z.string()),
  warningsAndPrecautions: z.array(z.string()),
  interactionNotes: z.string(),
  monitoringAdvice: z.string(),
  /** The documents the knowledge base's advice for the condition rests on (absent from a model's own answer). */
  sources: z.array(z.string()).optional(),
});
export type ConditionRecommendationsResponse = z.infer<typeof conditionRecommendationsResponseSchema>;
