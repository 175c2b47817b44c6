import { z } from 'zod';
import { massUnits, severities, type ConditionEntry, type Severity, type UpperLimitAuthority } from './knowledge-schema.ts';
import type { MatchedIngredient, SupplementText } from './match-supplement.ts';
import { drugRoutes, type DrugRoute } from './drug-route.ts';
import type { ResolvedDrug } from './resolve-drug.ts';

/** A user's supplement as the checker reads it; a contracts `Supplement` fits. */
export interface SafetySupplement extends SupplementText {
  readonly id: string;
  readonly frequency?: string | null;
  readonly isActive?: boolean;
}

/** A user's prescription as the checker reads it; a contracts `Prescription` fits. */
export interface SafetyPrescription {
  readonly id: string;
  readonly medicationName: string;
  readonly brand?: string | null;
  readonly dosage?: string | null;
  readonly isActive?: boolean;
}

export interface SafetyCheckInput {
  readonly supplements: readonly SafetySupplement[];
  readonly prescriptions?: readonly SafetyPrescription[];
  /** Free-text health conditions ("pregnant", "CKD stage 3"). */
  readonly conditions?: readonly string[];
  /** Picks the age band of age-dependent upper limits; unknown age uses the lowest adult value. */
  readonly ageYears?: number;
  readonly authority?: UpperLimitAuthority;
}

export const findingKinds = ['interaction', 'upper_limit', 'duplicate_ingredient'] as const;
export type FindingKind = (typeof findingKinds)[number];

export const findingPartySchema = z.object({
  kind: z.enum(['supplement', 'prescription', 'condition']),
  /** The user's supplement or prescription id; null for conditions. */
  id: z.string().nullable(),
  name: z.string(),
  /** What in the item triggered the finding: an ingredient, a drug and its class, a condition. */
  detail: z.string().nullable(),
});
export type FindingParty = z.infer<typeof findingPartySchema>;

export const safetyFindingSchema = z.object({
  /** Stable for the same rule and the same items, so a projection can diff findings. */
  id: z.string(),
  kind: z.enum(findingKinds),
  severity: z.enum(severities),
  ruleId: z.string(),
  title: z.string(),
  /** The mechanism or what was found. */
  message: z.string(),
  recommendation: z.string(),
  separationHours: z.number().optional(),
  sources: z.array(z.string()).min(1),
  parties: z.array(findingPartySchema).min(1),
  notes: z.array(z.string()),
  /**
   * Information only (the same ingredient in two products, total below the upper limit): shown,
   * but not counted on the dashboard and no influence on the overall status.
   */
  informational: z.boolean().optional(),
});
export type SafetyFinding = z.infer<typeof safetyFindingSchema>;

export const intakeStatuses = ['above_upper_limit', 'within_upper_limit', 'amount_unknown', 'no_upper_limit'] as const;

export const nutrientIntakeSchema = z.object({
  nutrientId: z.string(),
  name: z.string(),
  unit: z.enum(massUnits),
  /** Sum of the amounts that could be read, per day; null when none could. */
  dailyAmount: z.number().nullable(),
  upperLimit: z.number().nullable(),
  scope: z.enum(['all_sources', 'supplemental_only']).nullable(),
  status: z.enum(intakeStatuses),
  supplementIds: z.array(z.string()),
  sources: z.array(z.string()),
});
export type NutrientIntake = z.infer<typeof nutrientIntakeSchema>;

/**
 * The overall answer. `incomplete` whenever a supplement or medicine was not recognised (so the
 * absence of findings cannot read as "safe"); only a major or contraindicated finding outranks it,
 * because hiding that behind "incomplete" would understate a known danger.
 */
export const safetyStatuses = ['safe', 'caution', 'unsafe', 'incomplete'] as const;
export type SafetyStatus = (typeof safetyStatuses)[number];

export const uncheckedItemSchema = z.object({
  kind: z.enum(['supplement', 'prescription']),
  id: z.string(),
  name: z.string(),
  /** Closest known names, for "did you mean …?"; empty when nothing is close. */
  suggestions: z.array(z.string()),
});
export type UncheckedItem = z.infer<typeof uncheckedItemSchema>;

export const safetyReportSchema = z.object({
  knowledgeVersion: z.string(),
  status: z.enum(safetyStatuses),
  /** The unrecognised supplements and medicines with suggestions, in the user's order. */
  unchecked: z.array(uncheckedItemSchema),
  /** How each active prescription was read: the drugs found and the route (local forms meet no supplement rule). */
  prescriptions: z.array(
    z.object({
      id: z.string(),
      drugs: z.array(z.string()),
      route: z.enum(drugRoutes),
      /** Read as a prescribed nutrient (potassium chloride, ergocalciferol) and checked as a supplement. */
      asSupplement: z.boolean(),
    }),
  ),
  findings: z.array(safetyFindingSchema),
  intake: z.array(nutrientIntakeSchema),
  /** Items the knowledge base could not recognise: the absence of findings says nothing about them. */
  unrecognized: z.object({
    supplements: z.array(z.object({ id: z.string(), name: z.string() })),
    prescriptions: z.array(z.object({ id: z.string(), name: z.string() })),
    conditions: z.array(z.string()),
  }),
});
export type SafetyReport = z.infer<typeof safetyReportSchema>;

export interface ProductView {
  readonly supplement: SafetySupplement;
  readonly matches: readonly MatchedIngredient[];
}

export interface PrescriptionView {
  readonly prescription: SafetyPrescription;
  readonly drugs: readonly ResolvedDrug[];
  /** Local forms (eye drops, creams, inhalers) do not meet a supplement in the gut or blood. */
  readonly route: DrugRoute;
}

export interface ConditionView {
  readonly text: string;
  readonly matched: readonly ConditionEntry[];
}

const severityRank: Readonly<Record<Severity, number>> = { contraindicated: 0, major: 1, moderate: 2, minor: 3 };
const kindRank: Readonly<Record<FindingKind, number>> = { interaction: 0, upper_limit: 1, duplicate_ingredient: 2 };

/** Most severe first, then interactions before limits before duplicates, then by title. */
export function compareFindings(a: SafetyFinding, b: SafetyFinding): number {
  return (
    severityRank[a.severity] - severityRank[b.severity] ||
    kindRank[a.kind] - kindRank[b.kind] ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}

/** "1,234" above 100, one decimal below ("12.5", "0.4"). */
export function formatAmount(value: number): string {
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  return String(Math.round(value * 10) / 10);
}

export function supplementParty(product: ProductView, detail: string | null): FindingParty {
  return { kind: 'supplement', id: product.supplement.id, name: product.supplement.name, detail };
}

export function findingId(ruleId: string, parties: readonly FindingParty[]): string {
  const keys = parties.map((party) => party.id ?? `condition:${party.name.toLowerCase()}`);
  return `${ruleId}:${[...new Set(keys)].sort().join('+')}`;
}
