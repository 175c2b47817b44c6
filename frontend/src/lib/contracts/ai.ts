import { z } from 'zod';

// The AI answers of spec section 3. The back end has no AI endpoints yet; these schemas move to
// `@regimen/domain/contracts/ai` when it does, so both sides parse the same shapes.

const text = z.string().catch('');
const list = z.array(z.string()).catch([]);

export const interactionAnalysisSchema = z.object({
  hasInteractions: z.boolean(),
  summary: z.string(),
  /** safe, caution or unsafe; anything else is treated as dangerous. */
  overallSafety: z.string(),
  negativeInteractions: z
    .array(
      z.object({
        supplements: list,
        severity: text,
        type: text,
        description: text,
        recommendation: text,
        riskLevel: text,
      }),
    )
    .catch([]),
  positiveInteractions: z
    .array(
      z.object({
        supplements: list,
        type: text,
        benefit: text,
        description: text,
        enhancement: text,
      }),
    )
    .catch([]),
});
export type InteractionAnalysis = z.infer<typeof interactionAnalysisSchema>;

export const benefitsAnalysisSchema = z.object({
  summary: z.string(),
  primaryBenefits: list,
  secondaryBenefits: list,
  recommendedTiming: text,
  foodInteraction: text,
  /** high, moderate, or anything else (shown grey). */
  evidenceLevel: text,
  dosageRecommendation: text,
  sideEffects: text,
  targetConditions: list,
});
export type BenefitsAnalysis = z.infer<typeof benefitsAnalysisSchema>;

/** Spec: at least two supplements for an interaction analysis. */
export const MIN_SUPPLEMENTS_FOR_INTERACTIONS = 2;
