import { SOURCES } from './sources.ts';

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

const references: readonly (Omit<ConditionReference, 'severityLevels'> & { readonly aliases: readonly string[]; readonly severityLevels?: readonly string[] })[] = [
  {
    conditionName: 'Depression',
    aliases: ['depression', 'major depressive disorder', 'low mood', 'mdd'],
    generalDescription:
      'A common mood disorder: a low mood or loss of interest lasting most of the day for at least two weeks, affecting how a person feels, thinks and handles daily activities.',
    commonSymptoms: ['Persistent sad or empty mood', 'Loss of interest or pleasure', 'Sleep changes', 'Fatigue', 'Trouble concentrating', 'Appetite or weight changes'],
    typicalTreatments: ['Psychotherapy', 'Antidepressant medicines', 'A combination of both'],
    prevalence: null,
    riskFactors: ['Personal or family history of depression', 'Major life changes, trauma or stress', 'Certain physical illnesses and medicines'],
    sources: [SOURCES.nccihStJohnsWort],
  },
];

const normalise = (text: string) => text.trim().toLowerCase();

/** The reference for a condition by its name or an alias; null when the knowledge base has none. */
export function conditionReference(name: string): ConditionReference | null {
  const wanted = normalise(name);
  const entry = references.find((reference) => normalise(reference.conditionName) === wanted || reference.aliases.includes(wanted));
  if (entry === undefined) return null;
  const { aliases: _aliases, severityLevels, ...reference } = entry;
  return { ...reference, severityLevels: [...(severityLevels ?? DEFAULT_SEVERITY_LEVELS)] };
}
