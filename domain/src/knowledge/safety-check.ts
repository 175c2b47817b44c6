import { checkDuplicates } from './check-duplicates.ts';
import { checkRule, type InteractionContext } from './check-interactions.ts';
import { checkUpperLimits } from './check-upper-limits.ts';
import { parseRoute, type DrugRoute } from './drug-route.ts';
import { interactionRules } from './interaction-rules.ts';
import { KNOWLEDGE_VERSION } from './knowledge-schema.ts';
import { matchSupplement } from './match-supplement.ts';
import { resolveConditions } from './resolve-condition.ts';
import { resolveDrug, type ResolvedDrug } from './resolve-drug.ts';
import {
  compareFindings,
  type FindingKind,
  type SafetyCheckInput,
  type SafetyFinding,
  type SafetyPrescription,
  type SafetyReport,
  type SafetyStatus,
  type UncheckedItem,
} from './safety-model.ts';
import { suggestNames } from './suggest-names.ts';

function routeOf(prescription: SafetyPrescription, drugs: readonly ResolvedDrug[]): DrugRoute {
  const written = parseRoute(`${prescription.medicationName} ${prescription.dosage ?? ''} ${prescription.brand ?? ''}`);
  if (written !== 'systemic') return written;
  const local = drugs.map((drug) => drug.route);
  const first = local[0];
  return first !== undefined && local.every((route) => route === first) ? first : 'systemic';
}

/**
 * The deterministic safety floor: interactions (supplement–supplement, supplement–drug by drug
 * and class, supplement–condition, hazardous products alone), daily totals above upper limits
 * summed across products, and ingredients duplicated across products. Inactive supplements and
 * prescriptions are ignored; local forms (eye drops, creams, inhalers) meet no supplement rule.
 * Pure: the same input always gives the same report.
 */
export function checkSafety(input: SafetyCheckInput): SafetyReport {
  const allPrescriptions = (input.prescriptions ?? [])
    .filter((prescription) => prescription.isActive !== false)
    .map((prescription) => {
      const drugs = resolveDrug(`${prescription.medicationName} ${prescription.brand ?? ''}`);
      return { prescription, drugs, route: routeOf(prescription, drugs) };
    });
  // A prescribed nutrient or herb (potassium chloride, ergocalciferol 50,000 IU, folic acid 5 mg) is
  // not a drug in the dictionary but is checked as the supplement it is, so its rules still apply.
  const prescribedNutrients = allPrescriptions.flatMap((view) => {
    if (view.drugs.length > 0 || view.route !== 'systemic') return [];
    const { id, medicationName, brand, dosage } = view.prescription;
    const supplement = { id, name: medicationName, brand: brand ?? null, dosage: dosage ?? null };
    const matches = matchSupplement(supplement);
    return matches.length === 0 ? [] : [{ supplement, matches }];
  });
  const asNutrient = new Set(prescribedNutrients.map((product) => product.supplement.id));
  const prescriptions = allPrescriptions.filter((view) => !asNutrient.has(view.prescription.id));
  const products = [
    ...input.supplements.filter((supplement) => supplement.isActive !== false).map((supplement) => ({ supplement, matches: matchSupplement(supplement) })),
    ...prescribedNutrients,
  ];
  const conditions = (input.conditions ?? [])
    .filter((text) => text.trim() !== '')
    .map((text) => ({ text, matched: resolveConditions(text) }));
  const context: InteractionContext = { products, prescriptions, conditions };

  const interactions = interactionRules.flatMap((rule) => checkRule(rule, context));
  const firedRules = new Set(interactions.map((finding) => finding.ruleId));
  const reportedElsewhere = new Set(
    interactionRules.flatMap((rule) => (rule.coversUpperLimit !== undefined && firedRules.has(rule.id) ? [rule.coversUpperLimit] : [])),
  );
  // Upper limits do not apply to doses a clinician prescribed (often weekly, under monitoring).
  const selfChosen = products.filter((product) => !asNutrient.has(product.supplement.id));
  const limits = checkUpperLimits(selfChosen, { ageYears: input.ageYears, authority: input.authority, reportedElsewhere });
  const duplicates = checkDuplicates(selfChosen, limits.exceeded);
  const findings = [...interactions, ...limits.findings, ...duplicates].sort(compareFindings);

  const unknownSupplements = products.filter((p) => p.matches.length === 0);
  // A local form the dictionary does not know cannot meet a supplement either, so it leaves nothing unchecked.
  const unknownPrescriptions = prescriptions.filter((p) => p.drugs.length === 0);
  const unchecked: UncheckedItem[] = [
    ...unknownSupplements.map((p) => ({ kind: 'supplement' as const, id: p.supplement.id, name: p.supplement.name, suggestions: suggestNames(p.supplement.name, 'supplement') })),
    ...unknownPrescriptions
      .filter((p) => p.route === 'systemic')
      .map((p) => ({ kind: 'prescription' as const, id: p.prescription.id, name: p.prescription.medicationName, suggestions: suggestNames(p.prescription.medicationName, 'prescription') })),
  ];

  return {
    knowledgeVersion: KNOWLEDGE_VERSION,
    status: safetyStatusOf(findings, unchecked.length),
    unchecked,
    prescriptions: allPrescriptions.map((view) => ({
      id: view.prescription.id,
      drugs: view.drugs.map((drug) => drug.id),
      route: view.route,
      asSupplement: asNutrient.has(view.prescription.id),
    })),
    findings,
    intake: [...limits.intake],
    unrecognized: {
      supplements: unknownSupplements.map((p) => ({ id: p.supplement.id, name: p.supplement.name })),
      prescriptions: unknownPrescriptions.map((p) => ({ id: p.prescription.id, name: p.prescription.medicationName })),
      conditions: conditions.filter((c) => c.matched.length === 0).map((c) => c.text),
    },
  };
}

const negativeKinds: ReadonlySet<FindingKind> = new Set(['interaction', 'upper_limit', 'duplicate_ingredient']);

/** Findings that are cautions, not information (what the dashboard counts and the status reads). */
export function isCaution(finding: Pick<SafetyFinding, 'kind' | 'informational'>): boolean {
  return negativeKinds.has(finding.kind) && finding.informational !== true;
}

/**
 * The dashboard's Interactions count: every caution the checker reports. Information-only
 * findings (a shared ingredient whose total stays below its upper limit) are not counted.
 */
export function negativeFindingCount(findings: readonly Pick<SafetyFinding, 'kind' | 'informational'>[]): number {
  return findings.filter(isCaution).length;
}

/** unsafe (major or contraindicated) > incomplete (something not recognised) > caution > safe. */
export function safetyStatusOf(findings: readonly Pick<SafetyFinding, 'kind' | 'informational' | 'severity'>[], uncheckedCount: number): SafetyStatus {
  const cautions = findings.filter(isCaution);
  if (cautions.some((finding) => finding.severity === 'contraindicated' || finding.severity === 'major')) return 'unsafe';
  if (uncheckedCount > 0) return 'incomplete';
  return cautions.length > 0 ? 'caution' : 'safe';
}
