import { dailyAmount } from './daily-intake.ts';
import { isSystemic, parseRoute } from './drug-route.ts';
import type { InteractionRule, MassUnit, SupplementSelector, Threshold } from './knowledge-schema.ts';
import type { MatchedIngredient } from './match-supplement.ts';
import { drugClassById } from './resolve-drug.ts';
import {
  findingId,
  formatAmount,
  supplementParty,
  type ConditionView,
  type FindingParty,
  type PrescriptionView,
  type ProductView,
  type SafetyFinding,
} from './safety-model.ts';

interface Hit {
  readonly product: ProductView;
  readonly match: MatchedIngredient;
}

interface Selection {
  readonly hits: readonly Hit[];
  /** Known daily total of the selected ingredients when the selector has a threshold. */
  readonly total: number | null;
}

function takenByMouth(product: ProductView): boolean {
  const { name, brand, dosage, type } = product.supplement;
  return isSystemic(parseRoute(`${name} ${brand ?? ''} ${dosage ?? ''} ${type ?? ''}`)) && !/\b(?:balm|salve|liniment|rub|poultice)\b/i.test(`${name} ${type ?? ''}`);
}

function candidates(selector: SupplementSelector, products: readonly ProductView[]): Hit[] {
  const wanted = new Set(selector.supplements);
  const except = (selector.exceptMatchedText ?? []).map((text) => text.toLowerCase());
  return products
    .filter((product) => selector.oralOnly !== true || takenByMouth(product))
    .flatMap((product) =>
    product.matches
      .filter((match) => wanted.has(match.entry.id) && (match.provenance !== 'implied' || selector.includeImplied === true))
      .filter((match) => !except.some((text) => match.matchedText.toLowerCase().includes(text)))
      .map((match) => ({ product, match })),
  );
}

function knownTotal(hits: readonly Hit[], unit: MassUnit): { total: number; unknown: Hit[] } {
  let total = 0;
  const unknown: Hit[] = [];
  for (const hit of hits) {
    const amount = dailyAmount(hit.match, hit.product.supplement.frequency, unit);
    if (amount === null) unknown.push(hit);
    else total += amount;
  }
  return { total, unknown };
}

function passes(total: number, threshold: Threshold): boolean {
  return threshold.op === 'gt' ? total > threshold.amount : total >= threshold.amount;
}

/** The hits a selector keeps: all of them without a threshold, else those that pass it or whose amount is unknown. */
function select(selector: SupplementSelector, products: readonly ProductView[]): Selection {
  const hits = candidates(selector, products);
  const threshold = selector.threshold;
  if (threshold === undefined || hits.length === 0) return { hits, total: null };
  const { total, unknown } = knownTotal(hits, threshold.unit);
  if (passes(total, threshold)) return { hits, total };
  const mode = selector.unknownAmount ?? 'fire';
  const kept = mode === 'skip' ? [] : unknown.filter((hit) => mode === 'fire' || hit.match.provenance === 'name');
  return { hits: kept, total: null };
}

function supplementParties(hits: readonly Hit[]): FindingParty[] {
  const byProduct = new Map<string, { product: ProductView; names: string[] }>();
  for (const { product, match } of hits) {
    const known = byProduct.get(product.supplement.id) ?? { product, names: [] };
    if (!known.names.includes(match.entry.name)) known.names.push(match.entry.name);
    byProduct.set(product.supplement.id, known);
  }
  return [...byProduct.values()].map(({ product, names }) => supplementParty(product, names.join(', ')));
}

function notesFor(rule: InteractionRule, selection: Selection): string[] {
  const assumed = new Map<string, { product: ProductView; names: string[] }>();
  for (const hit of selection.hits.filter((candidate) => candidate.match.provenance === 'implied')) {
    const known = assumed.get(hit.product.supplement.id) ?? { product: hit.product, names: [] };
    known.names.push(hit.match.entry.name);
    assumed.set(hit.product.supplement.id, known);
  }
  const notes = [...assumed.values()].map(
    ({ product, names }) =>
      `"${product.supplement.name}" has no ingredient list; products like it usually contain ${names.join(', ')}. ` +
      'Check the label.',
  );
  if (rule.lowDose !== undefined && isLowDose(rule, selection)) {
    const { total } = knownTotal(selection.hits, rule.lowDose.below.unit);
    const amount = total > 0 ? `about ${formatAmount(total)} ${rule.lowDose.below.unit} a day` : 'a small, unstated amount';
    notes.push(`Your products provide ${amount}, below ${formatAmount(rule.lowDose.below.amount)} ${rule.lowDose.below.unit}, so this is a lower-level caution. ${rule.lowDose.reason}`);
  }
  const threshold = rule.supplement.threshold;
  if (threshold !== undefined && selection.total !== null) {
    notes.push(`Your supplements provide about ${formatAmount(selection.total)} ${threshold.unit} a day.`);
  }
  return notes;
}

/** Small amounts in products not named after the ingredient (a multivitamin's potassium). */
function isLowDose(rule: InteractionRule, selection: Selection): boolean {
  const lowDose = rule.lowDose;
  if (lowDose === undefined) return false;
  const { total, unknown } = knownTotal(selection.hits, lowDose.below.unit);
  // A named product of unknown strength may be a full-strength supplement.
  const named = lowDose.includeNamed === true ? unknown : selection.hits;
  if (named.some((hit) => hit.match.provenance === 'name')) return false;
  return total < lowDose.below.amount;
}

function severityOf(rule: InteractionRule, selection: Selection): InteractionRule['severity'] {
  if (rule.lowDose !== undefined && isLowDose(rule, selection)) return rule.lowDose.severity;
  const escalation = rule.escalation;
  if (escalation === undefined) return rule.severity;
  const { total } = knownTotal(selection.hits, escalation.threshold.unit);
  return passes(total, escalation.threshold) ? escalation.severity : rule.severity;
}

function finding(rule: InteractionRule, selection: Selection, hits: readonly Hit[], others: readonly FindingParty[]): SafetyFinding {
  const parties = [...supplementParties(hits), ...others];
  return {
    id: findingId(rule.id, parties),
    kind: 'interaction',
    severity: severityOf(rule, selection),
    ruleId: rule.id,
    title: rule.title,
    message: rule.mechanism,
    recommendation: rule.recommendation,
    ...(rule.separationHours === undefined ? {} : { separationHours: rule.separationHours }),
    sources: rule.sources,
    parties,
    notes: notesFor(rule, selection),
  };
}

function drugParty(view: PrescriptionView, detail: string): FindingParty {
  return { kind: 'prescription', id: view.prescription.id, name: view.prescription.medicationName, detail };
}

function matchingDrugDetail(rule: InteractionRule, view: PrescriptionView): string | null {
  const counterparty = rule.counterparty;
  for (const drug of view.drugs) {
    if (counterparty.kind === 'drug' && counterparty.drugs.includes(drug.id)) return drug.name;
    const leftToOtherRules = (counterparty.kind === 'drug_class' ? (counterparty.exceptClasses ?? []) : []).some((id) => drug.classes.includes(id));
    if (counterparty.kind === 'drug_class' && !(counterparty.exceptDrugs ?? []).includes(drug.id) && !leftToOtherRules) {
      const drugClass = drug.classes.find((id) => counterparty.classes.includes(id));
      if (drugClass === undefined) continue;
      const className = drugClassById(drugClass)?.name ?? drugClass;
      return className.toLowerCase() === drug.name.toLowerCase() ? drug.name : `${drug.name} (${className})`;
    }
  }
  return null;
}

/** Pairs across two different products with two different ingredients: one product's own formula is not flagged. */
function pairedHits(a: readonly Hit[], b: readonly Hit[]): Hit[] {
  const kept = new Set<Hit>();
  for (const left of a) {
    for (const right of b) {
      if (left.product !== right.product && left.match.entry.id !== right.match.entry.id) {
        kept.add(left);
        kept.add(right);
      }
    }
  }
  return [...kept];
}

export interface InteractionContext {
  readonly products: readonly ProductView[];
  readonly prescriptions: readonly PrescriptionView[];
  readonly conditions: readonly ConditionView[];
}

export function checkRule(rule: InteractionRule, context: InteractionContext): SafetyFinding[] {
  const selection = select(rule.supplement, context.products);
  if (selection.hits.length === 0) return [];
  const counterparty = rule.counterparty;
  switch (counterparty.kind) {
    case 'drug':
    case 'drug_class':
      return context.prescriptions.flatMap((view) => {
        if (!isSystemic(view.route)) return [];
        const detail = matchingDrugDetail(rule, view);
        return detail === null ? [] : [finding(rule, selection, selection.hits, [drugParty(view, detail)])];
      });
    case 'supplement': {
      const hits = pairedHits(selection.hits, select(counterparty, context.products).hits);
      return hits.length === 0 ? [] : [finding(rule, selection, hits, [])];
    }
    case 'condition':
      return context.conditions.flatMap((view) => {
        const matched = view.matched.filter((condition) => counterparty.conditions.includes(condition.id));
        if (matched.length === 0) return [];
        const detail = matched.map((condition) => condition.name).join(', ');
        return [finding(rule, selection, selection.hits, [{ kind: 'condition', id: null, name: view.text, detail }])];
      });
    case 'any_drug': {
      const systemic = context.prescriptions.filter((view) => isSystemic(view.route));
      if (systemic.length === 0) return [];
      return [finding(rule, selection, selection.hits, systemic.map((view) => drugParty(view, view.prescription.medicationName)))];
    }
    case 'none':
      return [finding(rule, selection, selection.hits, [])];
  }
}
