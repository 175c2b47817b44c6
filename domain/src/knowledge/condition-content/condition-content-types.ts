/**
 * What the knowledge base says about one condition: the general reference (the spec's Health
 * condition reference) and the advice behind its recommendations. Keyed by the condition's id in
 * conditions.ts, whose aliases are the only ones.
 */
export interface RecommendationCandidate {
  /** A name the supplement matcher recognises, so the safety screening really checks it (a test asserts it). */
  readonly name: string;
  /** Graded from the cited sources: strong = a fact sheet or guideline treats it as standard care; moderate = several trials agree; limited = mixed or small studies. */
  readonly evidenceLevel: 'strong' | 'moderate' | 'limited';
  readonly dosage: string;
  readonly timing: string;
  readonly benefits: string;
  readonly sources: readonly string[];
}

export interface ConditionContent {
  readonly conditionId: string;
  readonly reference: {
    readonly generalDescription: string;
    readonly commonSymptoms: readonly string[];
    readonly typicalTreatments: readonly string[];
    /** Absent: the spec's default mild, moderate, severe. */
    readonly severityLevels?: readonly string[];
    /** Only a figure a listed source gives, in plain words; else null. */
    readonly prevalence: string | null;
    readonly riskFactors: readonly string[];
    readonly sources: readonly string[];
  };
  readonly advice: {
    /** Empty when the sources support no supplement; the warnings then say why. */
    readonly candidates: readonly RecommendationCandidate[];
    readonly lifestyle: readonly string[];
    readonly monitoring: string;
    readonly warnings: readonly string[];
    readonly sources: readonly string[];
  };
}
