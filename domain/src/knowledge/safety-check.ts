import { checkDuplicates } from './check-duplicates.ts';
import { checkRule, type InteractionContext } from './check-interactions.ts';
import { checkUpperLimits } from './check-upper-limits.ts';
import { interactionRules } from './interaction-rules.ts';
import { KNOWLEDGE_VERSION } from './knowledge-schema.ts';
import { matchSupplement } from './match-supplement.ts';
import { resolveConditions } from './resolve-condition.ts';
import { resolveDrug } from './resolve-drug.ts';
import { compareFindings, type FindingKind, type SafetyCheckInput, type SafetyFinding, type SafetyReport } from './safety-model.ts';

/**
 * The deterministic safety floor: interactions (supplement–supplement, supplement–drug by drug
 * and class, supplement–condition), daily totals above upper limits summed across products,
 * and ingredients duplicated across products. Inactive supplements and prescriptions are ignored.
 * Pure: the same input always gives the same report.
 */
export function checkSafety(input: SafetyCheckInput): SafetyReport {
  const products = input.supplements
    .filter((supplement) => supplement.isActive !== false)
    .map((supplement) => ({ supplement, matches: matchSupplement(supplement) }));
  const prescriptions = (input.prescriptions ?? [])
    .filter((prescription) => prescription.isActive !== false)
    .map((prescription) => ({ prescription, drugs: resolveDrug(`${prescription.medicationName} ${prescription.brand ?? ''}`) }));
  const conditions = (input.conditions ?? [])
    .filter((text) => text.trim() !== '')
    .map((text) => ({ text, matched: resolveConditions(text) }));
  const context: InteractionContext = { products, prescriptions, conditions };

  const interactions = interactionRules.flatMap((rule) => checkRule(rule, context));
  const firedRules = new Set(interactions.map((finding) => finding.ruleId));
  const reportedElsewhere = new Set(
    interactionRules.flatMap((rule) => (rule.coversUpperLimit !== undefined && firedRules.has(rule.id) ? [rule.coversUpperLimit] : [])),
  );
  const limits = checkUpperLimits(products, { ageYears: input.ageYears, authority: input.authority, reportedElsewhere });
  const duplicates = checkDuplicates(products, limits.exceeded);

  return {
    knowledgeVersion: KNOWLEDGE_VERSION,
    findings: [...interactions, ...limits.findings, ...duplicates].sort(compareFindings),
    intake: [...limits.intake],
    unrecognized: {
      supplements: products.filter((p) => p.matches.length === 0).map((p) => ({ id: p.supplement.id, name: p.supplement.name })),
      prescriptions: prescriptions.filter((p) => p.drugs.length === 0).map((p) => ({ id: p.prescription.id, name: p.prescription.medicationName })),
      conditions: conditions.filter((c) => c.matched.length === 0).map((c) => c.text),
    },
  };
}

const negativeKinds: ReadonlySet<FindingKind> = new Set(['interaction', 'upper_limit', 'duplicate_ingredient']);

/**
 * The dashboard's Interactions count. Every kind the checker reports is a caution (it reports no
 * beneficial synergies), so today this counts all findings; a positive kind added later stays out.
 */
export function negativeFindingCount(findings: readonly Pick<SafetyFinding, 'kind'>[]): number {
  return findings.filter((finding) => negativeKinds.has(finding.kind)).length;
}
