import { checkSafety, matchSupplement, resolveDrug, shortName, supplementById, withKnowledgeProvenance, type SupplementEntry } from '@regimen/domain';
import type { Caution, Suggestion, SupplementSuggestions } from '@regimen/domain/contracts/ai';
import { atLeast, notCheckedOf, unique } from './kb-common.ts';
import { synergyPartners } from './kb-synergies.ts';
import type { InsightSupplement, RegimenInput } from './provider.ts';

const active = <T extends { isActive?: boolean }>(items: readonly T[] | undefined): T[] => (items ?? []).filter((item) => item.isActive !== false);

/** Entry ids the user already takes, counting what a multivitamin without a label usually contains. */
export function takenEntryIds(input: RegimenInput): Set<string> {
  return new Set(active(input.supplements).flatMap((supplement) => matchSupplement(supplement).map((match) => match.entry.id)));
}

export interface Screening {
  /** A new interaction of moderate severity or worse: the suggestion is not made. */
  readonly blocked: boolean;
  /** Minor findings the suggestion would bring, shown with it. */
  readonly cautions: Caution[];
}

/** What the checker says about adding a supplement of this name to the user's regimen. */
export function screenAddition(name: string, input: RegimenInput): Screening {
  const candidate: InsightSupplement = { id: 'suggested-supplement', name, dosage: null, frequency: 'daily', isActive: true };
  const report = checkSafety({ supplements: [...input.supplements, candidate], prescriptions: input.prescriptions ?? [], conditions: input.conditions ?? [] });
  const added = report.findings.filter((finding) => finding.parties.some((party) => party.id === candidate.id));
  return {
    blocked: added.some((finding) => atLeast(finding.severity, 'moderate')),
    cautions: added.map((finding) => ({
      title: finding.title,
      recommendation: finding.recommendation,
      riskLevel: finding.severity,
      sources: [...finding.sources],
    })),
  };
}

/** The user's active products that name or list an entry (not assumed multivitamin contents). */
function holdersOf(input: RegimenInput, entryId: string): InsightSupplement[] {
  return active(input.supplements).filter((supplement) =>
    matchSupplement(supplement).some((match) => match.entry.id === entryId && match.provenance !== 'implied'),
  );
}

interface SuggestionRule {
  readonly entryId: string;
  readonly category: Suggestion['category'];
  readonly priority: Suggestion['priority'];
  /** Why, for this user; null when the rule does not apply. */
  readonly reasoning: (input: RegimenInput) => string | null;
}

function prescriptionsInClasses(input: RegimenInput, classes: readonly string[]): string[] {
  return active(input.prescriptions)
    .filter((prescription) =>
      resolveDrug(`${prescription.medicationName} ${prescription.brand ?? ''}`).some((drug) => drug.classes.some((id) => classes.includes(id))),
    )
    .map((prescription) => prescription.medicationName);
}

/**
 * Few and conservative: each rule restates what the knowledge base's entries say, and none
 * promises a benefit beyond correcting or preventing a shortfall.
 */
const rules: readonly SuggestionRule[] = [
  {
    entryId: 'vitamin-b12',
    category: 'targeted',
    priority: 'medium',
    reasoning: (input) => {
      const names = prescriptionsInClasses(input, ['metformin', 'ppi']);
      return names.length === 0
        ? null
        : `Long-term use of ${names.join(' and ')} can lower vitamin B12 status. Ask your clinician whether your B12 level should be checked.`;
    },
  },
  {
    entryId: 'magnesium',
    category: 'targeted',
    priority: 'medium',
    reasoning: (input) => {
      const names = prescriptionsInClasses(input, ['ppi', 'loop-diuretic', 'thiazide']);
      return names.length === 0
        ? null
        : `Long-term use of ${names.join(' and ')} can lower magnesium levels. Ask your clinician whether your magnesium level should be checked before you add a supplement.`;
    },
  },
  {
    entryId: 'calcium',
    category: 'targeted',
    priority: 'medium',
    reasoning: (input) => {
      const names = prescriptionsInClasses(input, ['corticosteroid']);
      return names.length === 0
        ? null
        : `Long-term use of ${names.join(' and ')} can deplete calcium and weaken bones. Getting enough calcium and vitamin D matters; ask your clinician how much you need from supplements.`;
    },
  },
  {
    entryId: 'vitamin-d',
    category: 'foundational',
    priority: 'medium',
    reasoning: () =>
      'Vitamin D deficiency is common with little sun exposure. Worth considering if you get little sun; a blood test shows whether you need it.',
  },
  {
    entryId: 'vitamin-c',
    category: 'optimization',
    priority: 'low',
    reasoning: (input) =>
      holdersOf(input, 'iron').length > 0
        ? 'You take iron: vitamin C taken at the same time increases the absorption of non-heme iron. Vitamin C-rich food with the dose works too.'
        : null,
  },
  {
    entryId: 'vitamin-b12',
    category: 'deficiency',
    priority: 'low',
    reasoning: () =>
      'Vitamin B12 comes almost only from animal foods, and absorbing it from food gets harder with age. Worth considering if you eat a vegan diet or are over 50.',
  },
  {
    entryId: 'fish-oil',
    category: 'foundational',
    priority: 'low',
    reasoning: () =>
      'If you rarely eat fatty fish, an omega-3 (EPA and DHA) supplement is a way to get these fats. Evidence for heart benefits in healthy people is mixed.',
  },
];

function synergiesFor(entry: SupplementEntry, input: RegimenInput): { text: string; sources: readonly string[] }[] {
  return synergyPartners(entry.id).flatMap(({ partner, synergy }) =>
    holdersOf(input, partner).map((supplement) => ({ text: `With your ${supplement.name}: ${synergy.benefit}`, sources: synergy.sources })),
  );
}

export function knowledgeSuggestions(input: RegimenInput): SupplementSuggestions {
  const taken = takenEntryIds(input);
  const suggested = new Set<string>();
  // Rules for one entry are ordered most specific first; the first that applies is the one made.
  const suggestions = rules.flatMap((rule): Suggestion[] => {
    const entry = supplementById(rule.entryId);
    if (entry === undefined || taken.has(entry.id) || suggested.has(entry.id)) return [];
    const reasoning = rule.reasoning(input);
    if (reasoning === null) return [];
    suggested.add(entry.id);
    const screening = screenAddition(shortName(entry.name), input);
    if (screening.blocked) return [];
    const synergies = synergiesFor(entry, input);
    return [
      {
        supplementName: shortName(entry.name),
        category: rule.category,
        priority: rule.priority,
        reasoning,
        timing: entry.timing,
        potentialBenefits: [...entry.primaryBenefits],
        synergies: synergies.map((synergy) => synergy.text),
        considerations: [`Dosage: ${entry.recommendedDosage}`, ...entry.contraindications.map((text) => `Contraindication: ${text}`)],
        cautions: screening.cautions,
        knowledgeId: entry.id,
        sources: unique([...entry.sources, ...synergies.flatMap((synergy) => synergy.sources)]),
        origin: 'knowledge-base',
      },
    ];
  });
  const regimen = checkSafety({ supplements: input.supplements, prescriptions: input.prescriptions ?? [] });
  return {
    suggestions,
    ...(regimen.unchecked.length > 0 ? { notChecked: notCheckedOf(regimen) } : {}),
    ...withKnowledgeProvenance(suggestions.flatMap((suggestion) => suggestion.sources), ['suggestions']),
  };
}
