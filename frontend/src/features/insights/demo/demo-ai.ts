import type {
  InteractionAnalysis,
  PrescriptionAnalysis,
  SupplementSuggestions,
  Suggestion,
} from '@regimen/domain/contracts/ai';
import { interactionRules } from '@regimen/domain/knowledge/interaction-rules';
import { SOURCES } from '@regimen/domain/knowledge/sources';
import { withKnowledgeProvenance } from '@regimen/domain/knowledge/knowledge-answers';
import { knowledgeEntry } from './demo-knowledge.ts';


const rule = (id: string) => {
  const found = interactionRules.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no interaction rule ${id}`);
  return found;
};

/**
 * The demo's canned interaction analysis: one finding (the stats' fixed 1), calcium with iron,
 * worded and sourced as the knowledge base's rule, and two well-documented synergies.
 */
export function demoInteractionAnalysis(): InteractionAnalysis {
  const calciumIron = rule('calcium-iron');
  return {
    hasInteractions: true,
    summary:
      'One pairing in your routine deserves attention: calcium lowers how much iron you absorb when both are taken ' +
      'together. Two of your supplements also work well together. Electrolyte Mix is not in the knowledge base, so ' +
      'the result is incomplete, not safe.',
    overallSafety: 'incomplete',
    negativeInteractions: [
      {
        id: calciumIron.id,
        supplements: ['Calcium Citrate + D3', 'Iron Bisglycinate'],
        severity: 'minor',
        riskLevel: calciumIron.severity,
        type: 'supplement_supplement',
        title: calciumIron.title,
        description: calciumIron.mechanism,
        recommendation: calciumIron.recommendation,
        separationHours: calciumIron.separationHours ?? null,
        sources: [...calciumIron.sources],
        origin: 'knowledge-base',
      },
    ],
    positiveInteractions: [
      {
        id: 'vitamin-d-calcium',
        supplements: ['Vitamin D3', 'Calcium Citrate + D3'],
        type: 'absorption',
        benefit: 'Better calcium absorption',
        description: 'Vitamin D helps the body absorb calcium from the gut.',
        enhancement: 'Taking them on the same day supports bone health.',
        sources: [SOURCES.odsVitaminD, SOURCES.odsCalcium],
        origin: 'knowledge-base',
      },
      {
        id: 'vitamin-c-iron',
        supplements: ['Vitamin C', 'Iron Bisglycinate'],
        type: 'absorption',
        benefit: 'Better iron uptake',
        description: 'Vitamin C improves the absorption of non-heme iron.',
        enhancement: 'Taking vitamin C with your iron dose helps absorption.',
        sources: [SOURCES.odsIron],
        origin: 'knowledge-base',
      },
    ],
    notChecked: { supplements: ['Electrolyte Mix'], prescriptions: [] },
    ...withKnowledgeProvenance(
      [...calciumIron.sources, SOURCES.odsVitaminD, SOURCES.odsCalcium, SOURCES.odsIron],
      ['summary', 'overallSafety', 'negativeInteractions', 'positiveInteractions'],
    ),
  };
}

/** Three suggestions the sample routine lacks, with the knowledge base's benefits, timing and sources. */
const SUGGESTED: readonly (Pick<Suggestion, 'category' | 'priority' | 'reasoning' | 'synergies' | 'considerations'> & {
  id: string;
})[] = [
  {
    id: 'psyllium',
    category: 'foundational',
    priority: 'medium',
    reasoning:
      'Soluble fibre is low in many diets; psyllium adds it in a measured dose and supports regular digestion and healthy cholesterol.',
    synergies: ['Probiotic 15B'],
    considerations: ['Drink a full glass of water with each dose.'],
  },
  {
    id: 'creatine',
    category: 'optimization',
    priority: 'low',
    reasoning:
      'Creatine is one of the best-studied supplements for strength and power during resistance training, at a low daily dose.',
    synergies: [],
    considerations: ['Mild water retention is common in the first weeks.'],
  },
  {
    id: 'lutein-zeaxanthin',
    category: 'targeted',
    priority: 'low',
    reasoning: 'Lutein and zeaxanthin are carotenoids concentrated in the retina and are studied for eye health with age.',
    synergies: ['Omega-3 Fish Oil'],
    considerations: ['Take with a meal that contains some fat.'],
  },
];

export function demoSuggestions(): SupplementSuggestions {
  const suggestions = SUGGESTED.flatMap((suggested): Suggestion[] => {
    const entry = knowledgeEntry(suggested.id);
    if (entry === undefined) return [];
    const cautions =
      suggested.id === 'psyllium'
        ? [
            {
              title: 'Psyllium with other medicines',
              recommendation: 'Take psyllium at least 2 hours before or after other medicines.',
              riskLevel: 'minor' as const,
              sources: [...entry.sources],
            },
          ]
        : [];
    return [
      {
        supplementName: entry.name,
        category: suggested.category,
        priority: suggested.priority,
        reasoning: suggested.reasoning,
        timing: entry.timing,
        potentialBenefits: [...entry.primaryBenefits],
        synergies: [...suggested.synergies],
        considerations: [...suggested.considerations],
        cautions,
        knowledgeId: entry.id,
        sources: [...entry.sources],
        origin: 'knowledge-base',
      },
    ];
  });
  return {
    suggestions,
    ...withKnowledgeProvenance(
      suggestions.flatMap((suggestion) => suggestion.sources),
      ['suggestions'],
    ),
  };
}

/** A canned prescription analysis (demo mode keeps no prescriptions of its own), from the knowledge base's rule. */
export function demoPrescriptionAnalysis(medicationName = 'Sertraline'): PrescriptionAnalysis {
  const stJohnsWort = rule('st-johns-wort-serotonergic-drugs');
  return {
    medicationName,
    recognized: true,
    overview: 'Sertraline is a selective serotonin reuptake inhibitor (SSRI) used for depression and anxiety disorders.',
    therapeuticClass: 'Selective serotonin reuptake inhibitor (SSRI)',
    primaryActions: ['Increases serotonin signalling in the brain'],
    synergisticSupplements: [],
    antagonisticSupplements: [
      {
        name: "St. John's Wort",
        severity: 'high',
        riskLevel: stJohnsWort.severity,
        interaction: stJohnsWort.title,
        mechanism: stJohnsWort.mechanism,
        recommendation: stJohnsWort.recommendation,
        separationHours: null,
        yourSupplements: [],
        sources: [...stJohnsWort.sources],
        origin: 'knowledge-base',
      },
    ],
    generalPrecautions: ['Tell your prescriber about every supplement you take.'],
    monitoringRecommendations: ['Watch for agitation, tremor, sweating or a racing heart after any change.'],
    summary: "None of your supplements is known to interact with it; avoid adding St. John's wort.",
    ...withKnowledgeProvenance(stJohnsWort.sources, ['overview', 'therapeuticClass', 'antagonisticSupplements', 'summary']),
  };
}
