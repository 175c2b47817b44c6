import { conditionContentFor } from './condition-content.ts';

/**
 * What the knowledge base says about a condition in general (the spec's Health condition
 * reference), for the Health page's description card. Offline answers come from here; a
 * configured model may enrich the general description, never replace the sourced fields.
 */
export interface ConditionReference {
  readonly conditionName: string;
  readonly generalDescription: string;
  readonly commonSymptoms: readonly string[];
  readonly typicalTreatments: readonly string[];
  readonly severityLevels: readonly string[];
  /** Plain words with its source ("about 1 in 12 adults in the US each year"), or null when no source gives a figure. */
  readonly prevalence: string | null;
  readonly riskFactors: readonly string[];
  readonly sources: readonly string[];
}

const DEFAULT_SEVERITY_LEVELS = ['mild', 'moderate', 'severe'] as const;

/**
 * The reference for a condition by its name or any alias in conditions.ts ("high blood pressure",
 * "T2D", "GERD"); null when the knowledge base has none. The name is the knowledge base's own.
 */
export function conditionReference(name: string): ConditionReference | null {
  const found = conditionContentFor(name);
  if (found === null) return null;
  const { reference } = found.content;
  return {
    conditionName: found.condition.name,
    generalDescription: reference.generalDescription,
    commonSymptoms: [...reference.commonSymptoms],
    typicalTreatments: [...reference.typicalTreatments],
    severityLevels: [...(reference.severityLevels ?? DEFAULT_SEVERITY_LEVELS)],
    prevalence: reference.prevalence,
    riskFactors: [...reference.riskFactors],
    sources: [...reference.sources],
  };
}
