import type { ConditionRecommendationsResponse, ConditionReferenceAnswer, RecommendedSupplement } from '../contracts/health-condition-insights.ts';
import { conditionRecommendations, type ConditionRegimen } from '../knowledge/condition-recommendations.ts';
import { conditionReference } from '../knowledge/condition-references.ts';
import { checkSafety } from '../knowledge/safety-check.ts';

export type { ConditionRegimen };

/** The body of a recommendations answer, before who wrote it and when. */
export type ConditionRecommendationsBody = Omit<ConditionRecommendationsResponse, 'provider' | 'model' | 'modelNote' | 'generatedAt' | 'cacheHit'>;

/** The knowledge base's reference for a condition, or null when it has none (the server, the demo and the merge start here). */
export function offlineConditionReference(name: string): ConditionReferenceAnswer | null {
  const reference = conditionReference(name);
  if (reference === null) return null;
  return {
    conditionName: reference.conditionName,
    generalDescription: reference.generalDescription,
    aiGeneratedDescription: null,
    commonSymptoms: [...reference.commonSymptoms],
    typicalTreatments: [...reference.typicalTreatments],
    severityLevels: [...reference.severityLevels],
    prevalence: reference.prevalence,
    riskFactors: [...reference.riskFactors],
    sources: [...reference.sources],
    origin: 'knowledge-base',
  };
}

/** The knowledge base's recommendations for one of the user's conditions, screened against their regimen; null when it has none. */
export function offlineConditionRecommendations(condition: { id: string; name: string }, regimen: ConditionRegimen): ConditionRecommendationsBody | null {
  const result = conditionRecommendations(condition.name, regimen);
  if (result === null) return null;
  return {
    ...result,
    // The user's own words for it: the knowledge base's name for what it resolved to is in the reasons.
    conditionId: condition.id,
    conditionName: condition.name,
    recommendedSupplements: result.recommendedSupplements.map((item): RecommendedSupplement => ({ ...item, origin: 'knowledge-base', explanation: null })),
  };
}

const CANDIDATE_ID = 'screened-candidate';

export type Screening =
  | { readonly verdict: 'unknown' }
  | { readonly verdict: 'blocked'; readonly reason: string; readonly sources: string[] }
  | { readonly verdict: 'allowed'; readonly safetyNotes: string[] };

/**
 * What the safety checker says about adding `name` to the user's regimen: blocked on a major or
 * contraindicated finding (with the reason in the words the knowledge base's own screening uses),
 * unknown when the checker cannot recognise it (so it cannot vouch for it), else allowed with
 * the lesser findings as notes. The model's additions go through this before they are shown.
 */
export function screenAddition(name: string, regimen: ConditionRegimen): Screening {
  const report = checkSafety({
    supplements: [...regimen.supplements, { id: CANDIDATE_ID, name, dosage: null, frequency: 'daily', isActive: true }],
    prescriptions: regimen.prescriptions,
    conditions: regimen.conditions,
  });
  if (report.unchecked.some((item) => item.id === CANDIDATE_ID)) return { verdict: 'unknown' };
  const findings = report.findings.filter((finding) => finding.parties.some((party) => party.id === CANDIDATE_ID));
  const serious = findings.find((finding) => finding.severity === 'major' || finding.severity === 'contraindicated');
  if (serious === undefined) return { verdict: 'allowed', safetyNotes: findings.map((finding) => `${finding.title}: ${finding.recommendation}`) };
  const other = serious.parties.find((party) => party.id !== CANDIDATE_ID);
  const because = other?.kind === 'condition' ? `you have ${other.name}` : `you take ${other?.name ?? 'something it interacts with'}`;
  return { verdict: 'blocked', reason: `Not ${name}: ${because}. ${serious.title}.`, sources: [...serious.sources] };
}

const stableRegimen = (regimen: ConditionRegimen) => ({
  supplements: regimen.supplements
    .filter((item) => item.isActive !== false)
    .map((item) => [item.name, item.brand ?? null, item.dosage ?? null, item.ingredients ?? null])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  prescriptions: (regimen.prescriptions ?? [])
    .filter((item) => item.isActive !== false)
    .map((item) => [item.medicationName, item.brand ?? null, item.dosage ?? null])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  conditions: [...regimen.conditions].sort(),
});

/**
 * Everything a recommendations answer depends on, as one string: the condition and the regimen it
 * was screened against. A cache keyed by it can never serve an answer screened against an older
 * regimen (a new prescription changes the key).
 */
export const recommendationsCacheKey = (condition: { id: string; name: string }, regimen: ConditionRegimen): string =>
  JSON.stringify({ id: condition.id, name: condition.name.trim().toLowerCase(), regimen: stableRegimen(regimen) });
