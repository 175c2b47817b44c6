import { z } from 'zod';
import { evidenceLevels, supplementCategories } from '@regimen/domain';
import {
  antagonistSeverities,
  interactionTypes,
  overallSafetyLevels,
  priorities,
  specSeverities,
  suggestionCategories,
  synergyEvidenceLevels,
} from '@regimen/domain/contracts/ai';

/**
 * What the model is asked to return (OpenAI structured outputs, strict mode): every field
 * required, no length or pattern keywords, nothing the application adds itself (ids, origins,
 * sources, risk levels). A reply that does not parse against these is rejected as a whole.
 */

const texts = z.array(z.string());

export const interactionsAnswerSchema = z.object({
  summary: z.string(),
  overallSafety: z.enum(overallSafetyLevels),
  negativeInteractions: z.array(
    z.object({
      supplements: texts,
      title: z.string(),
      severity: z.enum(specSeverities),
      type: z.enum(interactionTypes),
      description: z.string(),
      recommendation: z.string(),
    }),
  ),
  positiveInteractions: z.array(
    z.object({ supplements: texts, type: z.string(), benefit: z.string(), description: z.string(), enhancement: z.string() }),
  ),
});
export type InteractionsAnswer = z.infer<typeof interactionsAnswerSchema>;

export const benefitsAnswerSchema = z.object({
  summary: z.string(),
  primaryBenefits: texts,
  secondaryBenefits: texts,
  recommendedTiming: z.string(),
  foodInteraction: z.string(),
  evidenceLevel: z.enum(evidenceLevels),
  dosageRecommendation: z.string(),
  sideEffects: texts,
  targetConditions: texts,
});
export type BenefitsAnswer = z.infer<typeof benefitsAnswerSchema>;

export const suggestionsAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      supplementName: z.string(),
      category: z.enum(suggestionCategories),
      priority: z.enum(priorities),
      reasoning: z.string(),
      timing: z.string(),
      potentialBenefits: texts,
      synergies: texts,
      considerations: texts,
    }),
  ),
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;

export const prescriptionAnswerSchema = z.object({
  overview: z.string(),
  therapeuticClass: z.string(),
  primaryActions: texts,
  synergisticSupplements: z.array(
    z.object({
      name: z.string(),
      evidence: z.enum(synergyEvidenceLevels),
      benefit: z.string(),
      mechanism: z.string(),
      dosageConsiderations: z.string(),
    }),
  ),
  antagonisticSupplements: z.array(
    z.object({
      name: z.string(),
      severity: z.enum(antagonistSeverities),
      interaction: z.string(),
      mechanism: z.string(),
      recommendation: z.string(),
    }),
  ),
  generalPrecautions: texts,
  monitoringRecommendations: texts,
  summary: z.string(),
});
export type PrescriptionAnswer = z.infer<typeof prescriptionAnswerSchema>;

export const researchAnswerSchema = z.object({
  overview: z.string(),
  category: z.enum(supplementCategories),
  evidenceLevel: z.enum(evidenceLevels),
  primaryBenefits: texts,
  recommendedDosage: z.string(),
  timing: z.string(),
  foodInteraction: z.string(),
  sideEffects: texts,
  contraindications: texts,
  drugInteractions: texts,
  qualityConsiderations: texts,
});
export type ResearchAnswer = z.infer<typeof researchAnswerSchema>;

export const researchDataAnswerSchema = z.object({
  evidenceLevel: z.enum(evidenceLevels),
  summary: z.string(),
  primaryBenefits: texts,
  dosageRecommendation: z.string(),
  timing: z.string(),
});
export type ResearchDataAnswer = z.infer<typeof researchDataAnswerSchema>;
