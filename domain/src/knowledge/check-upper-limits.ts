import { dailyAmount } from './daily-intake.ts';
import type { MassUnit, UpperLimit, UpperLimitAuthority } from './knowledge-schema.ts';
import {
  findingId,
  formatAmount,
  supplementParty,
  type NutrientIntake,
  type ProductView,
  type SafetyFinding,
} from './safety-model.ts';
import { supplementById } from './supplement-catalog.ts';
import { nutrientsWithoutUpperLimit, upperLimitAmount, upperLimitSet } from './upper-limits.ts';

interface Contribution {
  readonly product: ProductView;
  readonly amount: number | null;
}

function contributions(products: readonly ProductView[], entryIds: readonly string[], unit: MassUnit): Contribution[] {
  return products.flatMap((product) =>
    product.matches
      .filter((match) => entryIds.includes(match.entry.id) && match.provenance !== 'implied')
      .map((match) => ({ product, amount: dailyAmount(match, product.supplement.frequency, unit) })),
  );
}

function sum(items: readonly Contribution[]): number | null {
  const known = items.flatMap((item) => (item.amount === null ? [] : [item.amount]));
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0);
}

/** Vitamin D and retinol are also commonly read in IU. */
function inIu(limit: UpperLimit, amount: number): string {
  if (limit.covers.includes('vitamin-d')) return ` (${formatAmount(amount * 40)} IU)`;
  if (limit.covers.includes('vitamin-a')) return ` (${formatAmount(amount / 0.3)} IU)`;
  return '';
}

/**
 * How bad the UL's critical effect is: `serious` for lasting organ damage or birth defects,
 * `moderate` for effects that need treatment or build up, `mild` for transient discomfort
 * (the bases the IOM and EFSA give for each limit, quoted in upper-limits.ts).
 */
type Harm = 'serious' | 'moderate' | 'mild';
const harmByNutrient: Readonly<Record<string, Harm>> = {
  'vitamin-a': 'serious', // liver damage, birth defects
  'vitamin-d': 'serious', // hypercalcaemia, kidney and heart damage
  selenium: 'serious', // selenosis
  copper: 'serious', // liver damage
  manganese: 'serious', // neurotoxicity
  'vitamin-b6': 'moderate', // sensory neuropathy, usually reversible when stopped
  iodine: 'moderate',
  calcium: 'moderate',
  phosphorus: 'moderate',
  zinc: 'moderate',
  'vitamin-e': 'moderate',
  'folic-acid': 'moderate',
  choline: 'moderate',
  boron: 'moderate',
  molybdenum: 'moderate',
  'vitamin-c': 'mild', // diarrhoea
  magnesium: 'mild', // diarrhoea
  niacin: 'mild', // flushing
  'nicotinic-acid': 'mild',
  nicotinamide: 'mild',
  iron: 'mild', // the UL is set on stomach upset
};

/** Severity from the harm and how many times the limit the total is (50,000 IU vitamin A ≫ 2.5 g vitamin C). */
export function upperLimitSeverity(nutrientId: string, ratio: number): SafetyFinding['severity'] {
  const harm = harmByNutrient[nutrientId] ?? 'moderate';
  if (harm === 'serious') return ratio >= 2 ? 'major' : 'moderate';
  if (harm === 'moderate') return ratio >= 4 ? 'major' : 'moderate';
  return ratio >= 2 ? 'moderate' : 'minor';
}

function upperLimitFinding(limit: UpperLimit, ul: number, total: number, items: readonly Contribution[]): SafetyFinding {
  const parties = items.map((item) =>
    supplementParty(item.product, item.amount === null ? 'amount unknown' : `about ${formatAmount(item.amount)} ${limit.unit} a day`),
  );
  const scope = limit.scope === 'all_sources' ? 'from all sources, so food adds to this total' : 'from supplements and fortified foods';
  return {
    id: findingId(`upper-limit-${limit.nutrientId}`, parties),
    kind: 'upper_limit',
    severity: upperLimitSeverity(limit.nutrientId, total / ul),
    ruleId: `upper-limit-${limit.nutrientId}`,
    title: `${limit.name} above the upper limit`,
    message:
      `Your active supplements add up to about ${formatAmount(total)} ${limit.unit}${inIu(limit, total)} of ${limit.name} a day, ` +
      `above the adult tolerable upper intake level of ${formatAmount(ul)} ${limit.unit}${inIu(limit, ul)} a day (${scope}).` +
      (limit.basis === undefined ? '' : ` The limit is based on: ${limit.basis.toLowerCase()}.`),
    recommendation:
      'Review the doses and whether you need every product; ask a clinician or pharmacist. ' +
      'Upper limits apply to healthy adults and not to doses a clinician prescribed for a deficiency under supervision.',
    sources: limit.sources,
    parties,
    notes: [limit.scopeNote, `That is ${formatAmount(total / ul)} times the limit.`],
  };
}

export interface UpperLimitResult {
  readonly findings: readonly SafetyFinding[];
  readonly intake: readonly NutrientIntake[];
  /** Entry ids whose total is above a limit (so a duplicate finding would repeat it). */
  readonly exceeded: ReadonlySet<string>;
}

export function checkUpperLimits(
  products: readonly ProductView[],
  options: { readonly ageYears?: number; readonly authority?: UpperLimitAuthority; readonly reportedElsewhere: ReadonlySet<string> },
): UpperLimitResult {
  const findings: SafetyFinding[] = [];
  const intake: NutrientIntake[] = [];
  const exceeded = new Set<string>();
  for (const limit of upperLimitSet(options.authority)) {
    const items = contributions(products, limit.covers, limit.unit);
    if (items.length === 0) continue;
    const ul = upperLimitAmount(limit, options.ageYears);
    const total = sum(items);
    const above = total !== null && total > ul;
    const unknown = items.some((item) => item.amount === null);
    if (above) limit.covers.forEach((id) => exceeded.add(id));
    if (above && !options.reportedElsewhere.has(limit.nutrientId)) findings.push(upperLimitFinding(limit, ul, total, items));
    intake.push({
      nutrientId: limit.nutrientId,
      name: limit.name,
      unit: limit.unit,
      dailyAmount: total,
      upperLimit: ul,
      scope: limit.scope,
      status: above ? 'above_upper_limit' : unknown ? 'amount_unknown' : 'within_upper_limit',
      supplementIds: [...new Set(items.map((item) => item.product.supplement.id))],
      sources: limit.sources,
    });
  }
  for (const { nutrientId, unit, sources } of nutrientsWithoutUpperLimit) {
    const items = contributions(products, [nutrientId], unit);
    if (items.length === 0) continue;
    intake.push({
      nutrientId,
      name: supplementById(nutrientId)?.name ?? nutrientId,
      unit,
      dailyAmount: sum(items),
      upperLimit: null,
      scope: null,
      status: 'no_upper_limit',
      supplementIds: [...new Set(items.map((item) => item.product.supplement.id))],
      sources: [...sources],
    });
  }
  return { findings, intake, exceeded };
}
