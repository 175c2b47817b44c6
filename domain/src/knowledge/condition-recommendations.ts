import { conditionContentFor } from './condition-content.ts';
import type { RecommendationCandidate } from './condition-content/condition-content-types.ts';
import { matchSupplement } from './match-supplement.ts';
import { checkSafety } from './safety-check.ts';
import type { SafetyFinding, SafetyPrescription, SafetySupplement } from './safety-model.ts';

export interface ConditionRegimen {
  readonly supplements: readonly SafetySupplement[];
  readonly prescriptions: readonly SafetyPrescription[];
  readonly conditions: readonly string[];
}

export interface ConditionRecommendations {
  /** The knowledge base's name for the condition the user's name resolved to ("Hypertension" -> "High blood pressure"). */
  readonly conditionName: string;
  readonly recommendedSupplements: {
    name: string;
    evidenceLevel: RecommendationCandidate['evidenceLevel'];
    dosage: string;
    timing: string;
    benefits: string;
    safetyNotes: string[];
    sources: string[];
    alreadyTaken: boolean;
  }[];
  /** "Considered but not recommended for you": a major or contraindicated finding with the user's regimen, or a moderate one with their condition. */
  readonly notRecommendedForYou: { name: string; reason: string; sources: string[] }[];
  readonly lifestyleRecommendations: string[];
  readonly warningsAndPrecautions: string[];
  readonly interactionNotes: string;
  readonly monitoringAdvice: string;
  /** The documents behind the lifestyle, monitoring and warning texts (each supplement lists its own). */
  readonly sources: string[];
}

const CANDIDATE_ID = 'recommended-candidate';
const ALWAYS = 'Talk to your clinician before starting or stopping any supplement or medicine.';

function reasonFor(candidate: RecommendationCandidate, finding: SafetyFinding): string {
  const other = finding.parties.find((party) => party.id !== CANDIDATE_ID);
  if (other === undefined) return `Not ${candidate.name}: ${finding.title}.`;
  const because = other.kind === 'condition' ? `you have ${other.name}` : `you take ${other.name}`;
  return `Not ${candidate.name}: ${because}. ${finding.title}.`;
}

/**
 * A candidate is left out on a major or contraindicated finding (the rule), and also on a
 * moderate one with one of the user's own conditions: a new supplement should not start with a
 * caution about the person's condition (feverfew in pregnancy). Moderate findings with medicines
 * (spacing, monitoring) stay as safety notes.
 */
function leavesOut(finding: SafetyFinding): boolean {
  if (finding.severity === 'major' || finding.severity === 'contraindicated') return true;
  return finding.severity === 'moderate' && finding.parties.some((party) => party.kind === 'condition');
}

/** The knowledge-base entries a name stands for, so "Vitamin D3" and "Nature Made D3 2000 IU" are the same supplement. */
const entryIds = (supplement: SafetySupplement) => new Set(matchSupplement(supplement).map((match) => match.entry.id));

/**
 * Recommendations for one condition from the knowledge base, each candidate screened by the
 * safety checker against the user's supplements, prescriptions and conditions before it is
 * offered; null when the knowledge base does not know the condition. The name resolves through
 * the alias table of conditions.ts ("high blood pressure", "T2D").
 */
export function conditionRecommendations(conditionName: string, regimen: ConditionRegimen): ConditionRecommendations | null {
  const found = conditionContentFor(conditionName);
  if (found === null) return null;
  const { advice } = found.content;
  const active = regimen.supplements.filter((supplement) => supplement.isActive !== false);
  const recommended: ConditionRecommendations['recommendedSupplements'] = [];
  const notRecommended: ConditionRecommendations['notRecommendedForYou'] = [];
  for (const candidate of advice.candidates) {
    const asSupplement: SafetySupplement = { id: CANDIDATE_ID, name: candidate.name, dosage: null, frequency: 'daily', isActive: true };
    const report = checkSafety({ supplements: [...active, asSupplement], prescriptions: regimen.prescriptions, conditions: regimen.conditions });
    // A duplicate of what the user already takes is not a safety note about the candidate.
    const findings = report.findings.filter((finding) => finding.kind !== 'duplicate_ingredient' && finding.parties.some((party) => party.id === CANDIDATE_ID));
    const serious = findings.find(leavesOut);
    if (serious !== undefined) {
      notRecommended.push({ name: candidate.name, reason: reasonFor(candidate, serious), sources: [...serious.sources] });
      continue;
    }
    const ids = entryIds(asSupplement);
    recommended.push({
      ...candidate,
      sources: [...candidate.sources],
      safetyNotes: findings.map((finding) => `${finding.title}: ${finding.recommendation}`),
      alreadyTaken: active.some((supplement) => [...entryIds(supplement)].some((id) => ids.has(id))),
    });
  }
  const interactionNotes =
    notRecommended.length > 0
      ? `Left out because of what you take or have: ${notRecommended.map((item) => item.name).join(', ')}.`
      : advice.candidates.length === 0
        ? 'The sources the knowledge base cites support no supplement for this condition; see the warnings and lifestyle advice.'
        : 'No serious interaction with your current regimen was found.';
  return {
    conditionName: found.condition.name,
    recommendedSupplements: recommended,
    notRecommendedForYou: notRecommended,
    lifestyleRecommendations: [...advice.lifestyle],
    warningsAndPrecautions: [...advice.warnings, ALWAYS],
    interactionNotes,
    monitoringAdvice: advice.monitoring,
    sources: [...advice.sources],
  };
}
