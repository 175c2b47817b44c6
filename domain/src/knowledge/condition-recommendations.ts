import { checkSafety } from './safety-check.ts';
import type { SafetyPrescription, SafetySupplement } from './safety-model.ts';
import { SOURCES } from './sources.ts';

/**
 * Supplements the knowledge base can name for a condition, with the evidence as its sources grade
 * it. Each candidate is screened by the safety checker against the user's regimen before it is
 * offered (conditionRecommendations below); this table only says what is studied for what.
 */
interface Candidate {
  readonly name: string;
  readonly evidenceLevel: 'strong' | 'moderate' | 'limited';
  readonly dosage: string;
  readonly timing: string;
  readonly benefits: string;
  readonly sources: readonly string[];
}

interface ConditionAdvice {
  readonly aliases: readonly string[];
  readonly candidates: readonly Candidate[];
  readonly lifestyle: readonly string[];
  readonly monitoring: string;
}

const conditionAdvice: readonly ConditionAdvice[] = [
  {
    aliases: ['depression', 'major depressive disorder', 'low mood', 'mdd'],
    candidates: [
      {
        name: "St. John's Wort",
        evidenceLevel: 'moderate',
        dosage: '300 mg standardised extract, three times daily',
        timing: 'With meals',
        benefits: 'Studied for mild to moderate depression; it interacts with many medicines.',
        sources: [SOURCES.nccihStJohnsWort],
      },
      {
        name: 'Omega-3 (EPA-rich fish oil)',
        evidenceLevel: 'limited',
        dosage: '1 g EPA daily',
        timing: 'With a meal',
        benefits: 'EPA-rich preparations have been studied as an add-on to antidepressant treatment.',
        sources: [SOURCES.nccihOmega3],
      },
      {
        name: 'SAMe',
        evidenceLevel: 'limited',
        dosage: '400–1,600 mg daily',
        timing: 'Morning, on an empty stomach',
        benefits: 'Studied for depression with mixed results.',
        sources: [SOURCES.nccihSame],
      },
      {
        name: 'Vitamin D3',
        evidenceLevel: 'limited',
        dosage: '1,000–2,000 IU daily',
        timing: 'With the largest meal',
        benefits: 'Worth correcting when levels are low; evidence for mood itself is limited.',
        sources: [SOURCES.odsVitaminD],
      },
    ],
    lifestyle: ['Regular physical activity', 'A steady sleep schedule', 'Talk therapy alongside any treatment'],
    monitoring: 'Review mood with your clinician regularly; seek help at once if you have thoughts of self-harm.',
  },
];

export interface ConditionRegimen {
  readonly supplements: readonly SafetySupplement[];
  readonly prescriptions: readonly SafetyPrescription[];
  readonly conditions: readonly string[];
}

export interface ConditionRecommendations {
  readonly recommendedSupplements: {
    name: string;
    evidenceLevel: Candidate['evidenceLevel'];
    dosage: string;
    timing: string;
    benefits: string;
    safetyNotes: string[];
    sources: string[];
    alreadyTaken: boolean;
  }[];
  /** "Considered but not recommended for you": a major or contraindicated finding with the user's regimen. */
  readonly notRecommendedForYou: { name: string; reason: string; sources: string[] }[];
  readonly lifestyleRecommendations: string[];
  readonly warningsAndPrecautions: string[];
  readonly interactionNotes: string;
  readonly monitoringAdvice: string;
}

const normalise = (text: string) => text.trim().toLowerCase();
const CANDIDATE_ID = 'recommended-candidate';

/** Recommendations for one condition from the knowledge base, screened against the user's regimen; null when the KB has none. */
export function conditionRecommendations(conditionName: string, regimen: ConditionRegimen): ConditionRecommendations | null {
  const advice = conditionAdvice.find((entry) => entry.aliases.includes(normalise(conditionName)));
  if (advice === undefined) return null;
  const recommended: ConditionRecommendations['recommendedSupplements'] = [];
  const notRecommended: ConditionRecommendations['notRecommendedForYou'] = [];
  for (const candidate of advice.candidates) {
    const report = checkSafety({
      supplements: [...regimen.supplements, { id: CANDIDATE_ID, name: candidate.name, dosage: null, frequency: 'daily', isActive: true }],
      prescriptions: regimen.prescriptions,
      conditions: regimen.conditions,
    });
    const findings = report.findings.filter((finding) => finding.parties.some((party) => party.id === CANDIDATE_ID));
    const serious = findings.find((finding) => finding.severity === 'major' || finding.severity === 'contraindicated');
    if (serious !== undefined) {
      const other = serious.parties.find((party) => party.id !== CANDIDATE_ID);
      const because = other?.kind === 'condition' ? `you have ${other.name}` : `you take ${other?.name ?? 'something it interacts with'}`;
      notRecommended.push({ name: candidate.name, reason: `Not ${candidate.name}: ${because}. ${serious.title}.`, sources: [...serious.sources] });
      continue;
    }
    const taken = regimen.supplements.some((supplement) => supplement.isActive !== false && normalise(supplement.name) === normalise(candidate.name));
    recommended.push({
      ...candidate,
      sources: [...candidate.sources],
      safetyNotes: findings.map((finding) => `${finding.title}: ${finding.recommendation}`),
      alreadyTaken: taken,
    });
  }
  return {
    recommendedSupplements: recommended,
    notRecommendedForYou: notRecommended,
    lifestyleRecommendations: [...advice.lifestyle],
    warningsAndPrecautions: ['Talk to your clinician before starting or stopping any supplement or medicine.'],
    interactionNotes:
      notRecommended.length > 0
        ? `Left out because of what you take or have: ${notRecommended.map((item) => item.name).join(', ')}.`
        : 'No serious interaction with your current regimen was found.',
    monitoringAdvice: advice.monitoring,
  };
}
