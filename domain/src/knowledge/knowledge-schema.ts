import { z } from 'zod';

/** Date of the last curation pass over the knowledge base; cached analyses built on an older one are stale. */
export const KNOWLEDGE_VERSION = '2026-11-26';

export const supplementCategories = ['vitamins', 'minerals', 'amino_acids', 'herbs', 'enzymes', 'other'] as const;
export type SupplementCategory = (typeof supplementCategories)[number];

export const evidenceLevels = ['high', 'moderate', 'limited', 'insufficient'] as const;
export type EvidenceLevel = (typeof evidenceLevels)[number];

/** One 4-level scale, modelled on Elsevier Clinical Pharmacology's levels 1–4 (see the safety reference). */
export const severities = ['contraindicated', 'major', 'moderate', 'minor'] as const;
export type Severity = (typeof severities)[number];

/** Spec: critical safety data is refreshed every 30 days, research and benefits every 90, reference information yearly. */
export const refreshTiers = ['critical', 'standard', 'stable'] as const;
export type RefreshTier = (typeof refreshTiers)[number];
export const refreshIntervalDays: Readonly<Record<RefreshTier, number>> = { critical: 30, standard: 90, stable: 365 };

export const massUnits = ['g', 'mg', 'mcg'] as const;
export type MassUnit = (typeof massUnits)[number];

const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case id');
const text = z.string().trim().min(1);
const sentence = z.string().trim().min(10);

export const supplementEntrySchema = z.object({
  id: kebabId,
  name: text,
  aliases: z.array(z.string().trim().min(2)).min(1),
  category: z.enum(supplementCategories),
  overview: sentence,
  evidenceLevel: z.enum(evidenceLevels),
  primaryBenefits: z.array(text).min(1),
  recommendedDosage: sentence,
  timing: sentence,
  foodInteraction: sentence,
  sideEffects: z.array(text).min(1),
  contraindications: z.array(text),
  drugInteractions: z.array(text),
  qualityConsiderations: z.array(text).min(1),
  refreshTier: z.enum(refreshTiers),
  sources: z.array(text).min(1),
  /** What a product of this kind usually contains, assumed when the user listed no ingredients (multivitamins). */
  impliedIngredients: z.array(kebabId).optional(),
});
export type SupplementEntry = z.infer<typeof supplementEntrySchema>;

export const drugClassSchema = z.object({ id: kebabId, name: text, description: text });
export type DrugClass = z.infer<typeof drugClassSchema>;

export const drugEntrySchema = z.object({
  id: kebabId,
  name: text,
  /** Generic and brand names, matched case- and punctuation-insensitively. */
  names: z.array(z.string().trim().min(2)).min(1),
  classes: z.array(kebabId).min(1),
  /** A combination product makes its single-ingredient match redundant (Sinemet names levodopa too). */
  supersedes: z.array(kebabId).optional(),
  /** A medicine that only exists in a local form (latanoprost eye drops); otherwise the prescription text decides. */
  route: z.enum(['ophthalmic', 'otic', 'nasal', 'inhaled', 'topical']).optional(),
});
export type DrugEntry = z.infer<typeof drugEntrySchema>;

export const conditionEntrySchema = z.object({
  id: kebabId,
  name: text,
  aliases: z.array(z.string().trim().min(2)).min(1),
  /** Broader conditions whose rules apply too (atrial fibrillation is a heart disease; rheumatoid arthritis is autoimmune). */
  partOf: z.array(kebabId).optional(),
});
export type ConditionEntry = z.infer<typeof conditionEntrySchema>;

const quantitySchema = z.object({ amount: z.number().positive(), unit: z.enum(massUnits) });
export type Quantity = z.infer<typeof quantitySchema>;

const thresholdSchema = quantitySchema.extend({ op: z.enum(['gt', 'gte']) });
export type Threshold = z.infer<typeof thresholdSchema>;

/**
 * Which of the user's supplements a rule is about. With a threshold, the daily total of
 * those ingredients across products decides; `unknownAmount` says what to do for a product
 * whose amount could not be read: fire anyway, fire only when the product is named after
 * the ingredient (a biotin product, not a multivitamin listing biotin), or stay quiet.
 */
const supplementSelectorSchema = z.object({
  supplements: z.array(kebabId).min(1),
  threshold: thresholdSchema.optional(),
  unknownAmount: z.enum(['fire', 'named', 'skip']).optional(),
  /** Count ingredients only assumed for a multivitamin without an ingredient list. */
  includeImplied: z.boolean().optional(),
  /** Only products taken by mouth: comfrey cream is not oral comfrey. */
  oralOnly: z.boolean().optional(),
  /** Matched names whose stated amount is not the ingredient's (500 mg of guarana is not 500 mg of caffeine). */
  exceptMatchedText: z.array(z.string()).optional(),
});
export type SupplementSelector = z.infer<typeof supplementSelectorSchema>;

const counterpartySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drug_class'),
    classes: z.array(kebabId).min(1),
    exceptDrugs: z.array(kebabId).optional(),
    /** Drugs in these classes are left to a more specific rule (St John's wort and warfarin has its own). */
    exceptClasses: z.array(kebabId).optional(),
  }),
  z.object({ kind: z.literal('drug'), drugs: z.array(kebabId).min(1) }),
  supplementSelectorSchema.extend({ kind: z.literal('supplement') }),
  z.object({ kind: z.literal('condition'), conditions: z.array(kebabId).min(1) }),
  z.object({ kind: z.literal('any_drug') }),
  /** The supplement alone is the finding (biotin and lab tests, zinc crowding out copper). */
  z.object({ kind: z.literal('none') }),
]);
export type Counterparty = z.infer<typeof counterpartySchema>;

export const interactionRuleSchema = z.object({
  id: kebabId,
  title: text,
  supplement: supplementSelectorSchema,
  counterparty: counterpartySchema,
  severity: z.enum(severities),
  /** A stronger severity when the supplement's daily total reaches a threshold (vitamin E at its upper limit). */
  escalation: z.object({ threshold: thresholdSchema, severity: z.enum(severities) }).optional(),
  /**
   * A weaker severity when the amount is small and no product is named after the ingredient (a
   * multivitamin's 80 mg potassium is not a potassium supplement): the daily total is below `below`
   * or unknown. `reason` says where the threshold comes from.
   */
  lowDose: z
    .object({
      below: quantitySchema,
      severity: z.enum(severities),
      reason: sentence,
      /** Also a product named after the ingredient whose stated daily amount is below (a 400 IU vitamin D). */
      includeNamed: z.boolean().optional(),
    })
    .optional(),
  /** The last review of the rule's severity and scope against its sources. */
  review: z.object({ on: z.iso.date(), note: sentence }).optional(),
  mechanism: sentence,
  recommendation: sentence,
  /** Minimum hours between the two when spacing is the remedy; the recommendation says which goes first. */
  separationHours: z.number().positive().optional(),
  sources: z.array(text).min(1),
  /** The rule reports this upper limit's exceedance itself (zinc and copper), so no separate upper-limit finding is added. */
  coversUpperLimit: kebabId.optional(),
  /** Row numbers of docs' safety reference (shared/reference/safety-facts.md) this rule implements. */
  referenceRows: z.array(z.int().min(1)).optional(),
});
export type InteractionRule = z.infer<typeof interactionRuleSchema>;

export const upperLimitAuthorities = ['nasem', 'efsa'] as const;
export type UpperLimitAuthority = (typeof upperLimitAuthorities)[number];

export const upperLimitSchema = z.object({
  /** Key of the limit; `covers` lists the supplement entries whose amounts count towards it. */
  nutrientId: kebabId,
  name: text,
  covers: z.array(kebabId).min(1),
  authority: z.enum(upperLimitAuthorities),
  amount: z.number().positive(),
  unit: z.enum(massUnits),
  /** Lower values for older age bands (calcium 51+, phosphorus 71+). */
  ageBands: z.array(z.object({ minAge: z.int().min(19), amount: z.number().positive() })).optional(),
  scope: z.enum(['all_sources', 'supplemental_only']),
  scopeNote: sentence,
  basis: text.optional(),
  sources: z.array(text).min(1),
});
export type UpperLimit = z.infer<typeof upperLimitSchema>;
