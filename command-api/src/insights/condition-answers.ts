import { z } from 'zod';

/**
 * What the model is asked to return for the Health page (strict structured outputs, every field
 * required). The recommendation answer has an evidence level because models give one anyway; the
 * merge never shows it: evidence comes from the knowledge base's sources only.
 */

const texts = z.array(z.string());

export const conditionDescriptionAnswerSchema = z.object({
  generalDescription: z.string(),
  commonSymptoms: texts,
  typicalTreatments: texts,
  riskFactors: texts,
  prevalence: z.string(),
});
export type ConditionDescriptionAnswer = z.infer<typeof conditionDescriptionAnswerSchema>;

export const conditionRecommendationsAnswerSchema = z.object({
  recommendedSupplements: z.array(
    z.object({
      name: z.string(),
      evidenceLevel: z.enum(['strong', 'moderate', 'limited']),
      dosage: z.string(),
      timing: z.string(),
      benefits: z.string(),
      safetyNotes: texts,
    }),
  ),
  lifestyleRecommendations: texts,
  warningsAndPrecautions: texts,
  interactionNotes: z.string(),
  monitoringAdvice: z.string(),
});
export type ConditionRecommendationsAnswer = z.infer<typeof conditionRecommendationsAnswerSchema>;

export const conditionTasks = {
  description:
    'Describe this health condition for a consumer: a short general description, common symptoms, typical treatments, ' +
    'risk factors and prevalence (an empty string when unsure). When knowledge-base facts are given, stay consistent with them.',
  recommendations:
    'Suggest supplements a person with this condition might discuss with a clinician, given what they take. The knowledge ' +
    "base's recommendations and the supplements it ruled out for this user are listed: never suggest a ruled-out one, explain " +
    'listed ones in a sentence, add at most three others, plus lifestyle advice, warnings, interaction notes and what to monitor.',
} as const;
