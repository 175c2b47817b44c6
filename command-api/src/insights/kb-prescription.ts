import { checkSafety, drugClassById, interactionRules, resolveDrug, shortName, supplementById, withKnowledgeProvenance, type InteractionRule, type ResolvedDrug } from '@regimen/domain';
import type { AntagonisticSupplement, PrescriptionAnalysis } from '@regimen/domain/contracts/ai';
import { antagonistSeverityOf, compareSeverity, notCheckedOf, plural, unique } from './kb-common.ts';
import type { InsightPrescription, InsightSupplement } from './provider.ts';

function appliesTo(rule: InteractionRule, drugs: readonly ResolvedDrug[]): boolean {
  const counterparty = rule.counterparty;
  switch (counterparty.kind) {
    case 'any_drug':
      return true;
    case 'drug':
      return drugs.some((drug) => counterparty.drugs.includes(drug.id));
    case 'drug_class':
      return drugs.some(
        (drug) => !(counterparty.exceptDrugs ?? []).includes(drug.id) && drug.classes.some((id) => counterparty.classes.includes(id)),
      );
    default:
      return false;
  }
}

export interface KnowledgeAntagonist {
  readonly item: AntagonisticSupplement;
  /** Knowledge-base entries the item is about, for recognising a model's item about the same supplements. */
  readonly entryIds: readonly string[];
}

export interface KnowledgePrescription {
  readonly analysis: PrescriptionAnalysis;
  readonly antagonists: readonly KnowledgeAntagonist[];
  readonly drugs: readonly ResolvedDrug[];
}

function incompleteSentence(names: readonly string[]): string {
  return `Not checked, because the knowledge base does not recognise ${names.length === 1 ? 'it' : 'them'}: ${names.join(', ')}; the result is incomplete.`;
}

/**
 * The drug's classes and every knowledge-base rule about it, those that apply to the user's
 * supplements first. The knowledge base records cautions only, so it lists no synergistic supplements.
 */
export function knowledgePrescription(
  prescription: InsightPrescription,
  supplements: readonly InsightSupplement[],
  conditions: readonly string[] = [],
): KnowledgePrescription {
  const name = prescription.medicationName;
  const drugs = resolveDrug(`${name} ${prescription.brand ?? ''}`);
  const report = checkSafety({ supplements, prescriptions: [{ ...prescription, isActive: true }], conditions });
  const antagonists = interactionRules
    .filter((rule) => appliesTo(rule, drugs))
    .map((rule): KnowledgeAntagonist => {
      const fired = report.findings.filter((finding) => finding.ruleId === rule.id);
      const riskLevel = fired.map((finding) => finding.severity).toSorted(compareSeverity)[0] ?? rule.severity;
      const yours = unique(fired.flatMap((finding) => finding.parties.filter((party) => party.kind === 'supplement').map((party) => party.name)));
      const names = rule.supplement.supplements.map((id) => shortName(supplementById(id)?.name ?? id));
      return {
        entryIds: rule.supplement.supplements,
        item: {
          name: names.join(' / '),
          severity: antagonistSeverityOf(riskLevel),
          riskLevel,
          interaction: rule.title,
          mechanism: rule.mechanism,
          recommendation: rule.recommendation,
          separationHours: rule.separationHours ?? null,
          yourSupplements: yours,
          sources: [...rule.sources],
          origin: 'knowledge-base',
        },
      };
    })
    .toSorted(
      (a, b) =>
        Number(b.item.yourSupplements.length > 0) - Number(a.item.yourSupplements.length > 0) ||
        compareSeverity(a.item.riskLevel, b.item.riskLevel) ||
        a.item.interaction.localeCompare(b.item.interaction),
    );

  const classes = unique(drugs.flatMap((drug) => drug.classes)).flatMap((id) => {
    const drugClass = drugClassById(id);
    return drugClass === undefined ? [] : [drugClass];
  });
  const recognized = drugs.length > 0;
  const items = antagonists.map((antagonist) => antagonist.item);
  const affecting = items.filter((item) => item.yourSupplements.length > 0);
  const yourNames = unique(affecting.flatMap((item) => item.yourSupplements));
  const worst = affecting[0];

  const summary = recognized
    ? `The knowledge base lists ${plural(items.length, 'supplement interaction')} for ${name}; ` +
      (worst === undefined
        ? 'none applies to your current supplements.'
        : `${plural(affecting.length, 'applies', 'apply')} to your current supplements, the most serious (${worst.riskLevel}) being: ${worst.interaction}.`)
    : `"${name}" is not in Regimen's knowledge base, so its supplement interactions cannot be listed; that does not mean there are none.`;

  const analysis: PrescriptionAnalysis = {
    medicationName: name,
    recognized,
    overview: recognized
      ? `${name} is recognised as ${drugs.map((drug) => `${drug.name} (${drug.classes.map((id) => drugClassById(id)?.name ?? id).join(', ')})`).join(' and ')}.`
      : `"${name}" is not in Regimen's knowledge base.`,
    therapeuticClass: recognized ? classes.map((drugClass) => drugClass.name).join(', ') : 'Unknown',
    primaryActions: classes.map((drugClass) => drugClass.description),
    synergisticSupplements: [],
    antagonisticSupplements: items,
    generalPrecautions: [
      'Tell your prescriber and pharmacist about every supplement you take, including herbal products.',
      ...(yourNames.length === 0 ? [] : [`You take ${yourNames.join(', ')}, which the knowledge base flags with ${name}: see the interactions listed.`]),
    ],
    monitoringRecommendations: [],
    summary: report.status === 'incomplete' ? `${summary} ${incompleteSentence(report.unchecked.map((item) => item.name))}` : summary,
    overallSafety: report.status,
    notChecked: notCheckedOf(report),
    ...withKnowledgeProvenance(
      items.flatMap((item) => item.sources),
      ['overview', 'therapeuticClass', 'primaryActions', 'antagonisticSupplements', 'generalPrecautions', 'summary'],
    ),
  };
  return { analysis, antagonists, drugs };
}
