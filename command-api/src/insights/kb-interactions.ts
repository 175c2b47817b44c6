import { checkSafety, withKnowledgeProvenance, type SafetyFinding, type SafetyReport } from '@regimen/domain';
import type { InteractionAnalysis, NegativeInteraction } from '@regimen/domain/contracts/ai';
import { notCheckedOf, plural, specSeverityOf, unique } from './kb-common.ts';
import { findSynergies } from './kb-synergies.ts';
import type { RegimenInput } from './provider.ts';

function typeOf(finding: SafetyFinding): NegativeInteraction['type'] {
  if (finding.kind === 'upper_limit') return 'upper_limit';
  if (finding.kind === 'duplicate_ingredient') return 'duplicate_ingredient';
  if (finding.parties.some((party) => party.kind === 'prescription')) return 'supplement_drug';
  if (finding.parties.some((party) => party.kind === 'condition')) return 'supplement_condition';
  return finding.parties.length > 1 ? 'supplement_supplement' : 'single_supplement';
}

function negativeInteractionOf(finding: SafetyFinding): NegativeInteraction {
  return {
    id: finding.id,
    supplements: finding.parties.map((party) => party.name),
    severity: specSeverityOf(finding.severity),
    riskLevel: finding.severity,
    type: typeOf(finding),
    title: finding.title,
    description: [finding.message, ...finding.notes].join(' '),
    recommendation: finding.recommendation,
    separationHours: finding.separationHours ?? null,
    sources: [...finding.sources],
    origin: 'knowledge-base',
    ...(finding.informational === true ? { informational: true } : {}),
  };
}

/** The knowledge base's status rule (safetyStatusOf) over the answer's items: unsafe > incomplete > caution > safe. */
export function overallSafetyOf(
  negatives: readonly Pick<NegativeInteraction, 'riskLevel' | 'informational'>[],
  uncheckedCount = 0,
): InteractionAnalysis['overallSafety'] {
  const cautions = negatives.filter((item) => item.informational !== true);
  if (cautions.some((item) => item.riskLevel === 'contraindicated' || item.riskLevel === 'major')) return 'unsafe';
  if (uncheckedCount > 0) return 'incomplete';
  return cautions.length > 0 ? 'caution' : 'safe';
}

function describeRegimen(input: RegimenInput): string {
  const supplements = input.supplements.filter((supplement) => supplement.isActive !== false).length;
  const prescriptions = (input.prescriptions ?? []).filter((prescription) => prescription.isActive !== false).length;
  const parts = [plural(supplements, 'supplement')];
  if (prescriptions > 0) parts.push(plural(prescriptions, 'prescription'));
  return `your ${parts.join(' and ')}`;
}

function summaryOf(input: RegimenInput, analysis: Omit<InteractionAnalysis, 'summary' | 'knowledgeVersion' | 'provenance'>): string {
  const negatives = analysis.negativeInteractions.filter((item) => item.informational !== true);
  const positives = analysis.positiveInteractions;
  const sentences: string[] = [];
  const worst = negatives[0];
  if (worst === undefined && positives.length === 0) {
    sentences.push(`Regimen's knowledge base found no interactions among ${describeRegimen(input)}.`);
  } else {
    if (worst !== undefined) {
      sentences.push(
        `Regimen's knowledge base found ${plural(negatives.length, 'caution')} among ${describeRegimen(input)}; ` +
          `the most serious (${worst.riskLevel}) is: ${worst.title}.`,
      );
    }
    if (positives.length > 0) sentences.push(`${plural(positives.length, 'combination')} can work well together.`);
  }
  const unknown = [...analysis.notChecked.supplements, ...analysis.notChecked.prescriptions];
  if (unknown.length > 0) {
    const verdict = analysis.overallSafety === 'incomplete' ? ' The overall result is incomplete, not safe.' : '';
    sentences.push(`Not in the knowledge base, so not checked: ${unknown.join(', ')}.${verdict}`);
  }
  return sentences.join(' ');
}

/** The deterministic interaction analysis: the checker's findings (most serious first) and known synergies. */
export function knowledgeInteractions(input: RegimenInput): { analysis: InteractionAnalysis; report: SafetyReport } {
  const report = checkSafety({ supplements: input.supplements, prescriptions: input.prescriptions ?? [], conditions: input.conditions ?? [] });
  const negativeInteractions = report.findings.map(negativeInteractionOf);
  const positiveInteractions = findSynergies(input.supplements);
  const body = {
    hasInteractions: negativeInteractions.some((item) => item.informational !== true),
    overallSafety: overallSafetyOf(negativeInteractions, report.unchecked.length),
    negativeInteractions,
    positiveInteractions,
    notChecked: notCheckedOf(report),
  };
  const documents = unique([...negativeInteractions, ...positiveInteractions].flatMap((item) => item.sources));
  return {
    analysis: {
      ...body,
      summary: summaryOf(input, body),
      ...withKnowledgeProvenance(documents, ['hasInteractions', 'summary', 'overallSafety', 'negativeInteractions', 'positiveInteractions', 'notChecked']),
    },
    report,
  };
}
