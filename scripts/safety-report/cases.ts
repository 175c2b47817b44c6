import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Harm classes of the issue; per-class recall and false alarms are grouped by these. */
const mechanisms = [
  'cyp3a4_induction',
  'cyp3a4_inhibition',
  'pgp_induction',
  'cyp2c9',
  'cyp2c19',
  'cyp1a2',
  'serotonergic',
  'bleeding',
  'anticoagulant_reduction',
  'cns_depression',
  'hyperkalaemia',
  'hypokalaemia',
  'blood_pressure',
  'qt',
  'hypoglycaemia',
  'stimulant',
  'chelation_absorption',
  'hypercalcaemia',
  'retinoid_additive',
  'statin_additive',
  'hepatotoxicity',
  'pk_other',
  'pharmacodynamic_other',
  'pregnancy',
  'kidney_disease',
  'hazard_regulatory',
  'lab_interference',
  'ul_vitamin_a',
  'ul_vitamin_d',
  'ul_vitamin_other',
  'ul_mineral',
] as const;

const caseSeverities = ['contraindicated', 'major', 'moderate', 'minor'] as const;
/** Why a safe case is safe: the trap a checker could fall into. */
const traps = ['local_route', 'below_threshold', 'scope', 'below_ul', 'no_interaction'] as const;

const text = z.string().trim().min(1).max(200);

const supplementSchema = z.strictObject({
  name: text,
  brand: text.optional(),
  dosage: text,
  frequency: text,
  /** Supplement-facts label lines, as a user copies them from the bottle. */
  ingredients: z.array(text).min(1).optional(),
});

const prescriptionSchema = z.strictObject({
  medicationName: text,
  dosage: text,
  brand: text.nullable(),
});

const sourceSchema = z.strictObject({ title: text.max(300), url: z.url({ protocol: /^https$/ }) });

const caseFields = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  mechanism: z.enum(mechanisms),
  supplements: z.array(supplementSchema).min(1),
  prescriptions: z.array(prescriptionSchema),
  conditions: z.array(text).min(1).optional(),
  source: sourceSchema,
};

const positiveCaseSchema = z.strictObject({
  ...caseFields,
  expected: z.enum(['interaction', 'upper_limit', 'hazard_alone']),
  severity: z.enum(caseSeverities),
});

const safeCaseSchema = z.strictObject({
  ...caseFields,
  expected: z.literal('safe'),
  trap: z.enum(traps),
});

export const heldOutCaseSchema = z.discriminatedUnion('expected', [positiveCaseSchema, safeCaseSchema]);
export type HeldOutCase = z.infer<typeof heldOutCaseSchema>;

const heldOutSetSchema = z
  .strictObject({ cases: z.array(heldOutCaseSchema).min(1) })
  .refine((set) => new Set(set.cases.map((c) => c.id)).size === set.cases.length, 'case ids must be unique');

const commonPrescriptionSchema = z.strictObject({
  generic: text,
  brands: z.array(text),
  /** Only for combination products: every generic it contains. */
  components: z.array(text).min(2).optional(),
});
export type CommonPrescription = z.infer<typeof commonPrescriptionSchema>;

const commonPrescriptionsSchema = z
  .strictObject({
    description: z.string(),
    sources: z.array(sourceSchema).min(1),
    drugs: z.array(commonPrescriptionSchema).min(1),
  })
  .refine((list) => new Set(list.drugs.map((d) => d.generic.toLowerCase())).size === list.drugs.length, 'generic names must be unique');

const here = (file: string): string => new URL(file, import.meta.url).pathname;

export function loadHeldOut(path = here('./held-out.json')): HeldOutCase[] {
  return heldOutSetSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).cases;
}

export function loadCommonPrescriptions(path = here('./common-prescriptions.json')): CommonPrescription[] {
  return commonPrescriptionsSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).drugs;
}
