import { describe, expect, it } from 'vitest';
import { conditions } from './conditions.ts';
import { drugClasses, drugs } from './drug-classes.ts';
import { interactionRules } from './interaction-rules.ts';
import {
  conditionEntrySchema,
  drugClassSchema,
  drugEntrySchema,
  interactionRuleSchema,
  supplementCategories,
  supplementEntrySchema,
  upperLimitSchema,
} from './knowledge-schema.ts';
import { matchSupplement } from './match-supplement.ts';
import { normalizePhrase } from './phrase-index.ts';
import { sourceTitles } from './sources.ts';
import { supplementById, supplementEntries } from './supplement-catalog.ts';
import { upperLimits } from './upper-limits.ts';

function clashes(groups: readonly { id: string; phrases: readonly string[] }[]): string[] {
  const owner = new Map<string, string>();
  const found: string[] = [];
  for (const { id, phrases } of groups) {
    for (const phrase of new Set(phrases.map(normalizePhrase))) {
      const other = owner.get(phrase);
      if (other !== undefined && other !== id) found.push(`"${phrase}": ${other} and ${id}`);
      owner.set(phrase, id);
    }
  }
  return found;
}

const duplicates = (ids: readonly string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

describe('supplement entries', () => {
  it('has at least 120 entries, every one valid', () => {
    expect(supplementEntries.length).toBeGreaterThanOrEqual(120);
    for (const entry of supplementEntries) expect(() => supplementEntrySchema.parse(entry), entry.id).not.toThrow();
  });

  it('covers every research category', () => {
    const used = new Set(supplementEntries.map((entry) => entry.category));
    expect([...used].sort()).toEqual([...supplementCategories].sort());
  });

  it('has unique ids and no alias shared by two entries', () => {
    expect(duplicates(supplementEntries.map((entry) => entry.id))).toEqual([]);
    expect(clashes(supplementEntries.map((entry) => ({ id: entry.id, phrases: [entry.name, ...entry.aliases] })))).toEqual([]);
  });

  it('is found by its short name ("Biotin", "Turmeric", "SAMe")', () => {
    const missed = supplementEntries.filter((entry) => {
      const shortName = entry.name.split(/ \(| \/ /)[0] ?? entry.name;
      return !matchSupplement({ name: shortName }).some((match) => match.entry.id === entry.id);
    });
    expect(missed.map((entry) => entry.name)).toEqual([]);
  });

  it('cites only registered source documents', () => {
    const unknown = supplementEntries.flatMap((entry) => entry.sources.filter((source) => !sourceTitles.has(source)));
    expect(unknown).toEqual([]);
  });

  it('implies only ingredients that exist', () => {
    const missing = supplementEntries.flatMap((entry) => (entry.impliedIngredients ?? []).filter((id) => supplementById(id) === undefined));
    expect(missing).toEqual([]);
  });

  it('marks every supplement in a major or contraindicated rule for the 30-day critical refresh', () => {
    const severe = interactionRules.filter((rule) => rule.severity === 'major' || rule.severity === 'contraindicated');
    const ids = new Set(severe.flatMap((rule) => rule.supplement.supplements));
    const notCritical = [...ids].filter((id) => supplementById(id)?.refreshTier !== 'critical');
    expect(notCritical).toEqual([]);
  });
});

describe('drugs and drug classes', () => {
  it('are valid, with unique ids and names', () => {
    for (const drugClass of drugClasses) expect(() => drugClassSchema.parse(drugClass)).not.toThrow();
    for (const drug of drugs) expect(() => drugEntrySchema.parse(drug), drug.id).not.toThrow();
    expect(duplicates(drugClasses.map((drugClass) => drugClass.id))).toEqual([]);
    expect(duplicates(drugs.map((drug) => drug.id))).toEqual([]);
    expect(clashes(drugs.map((drug) => ({ id: drug.id, phrases: drug.names })))).toEqual([]);
  });

  it('map every drug to known classes and supersede only known drugs', () => {
    const classIds = new Set(drugClasses.map((drugClass) => drugClass.id));
    const drugIds = new Set(drugs.map((drug) => drug.id));
    expect(drugs.flatMap((drug) => drug.classes.filter((id) => !classIds.has(id)))).toEqual([]);
    expect(drugs.flatMap((drug) => (drug.supersedes ?? []).filter((id) => !drugIds.has(id)))).toEqual([]);
  });

  it('gives every class at least one drug', () => {
    const used = new Set(drugs.flatMap((drug) => drug.classes));
    expect(drugClasses.filter((drugClass) => !used.has(drugClass.id)).map((drugClass) => drugClass.id)).toEqual([]);
  });
});

describe('interaction rules', () => {
  const supplementIds = new Set(supplementEntries.map((entry) => entry.id));
  const classIds = new Set(drugClasses.map((drugClass) => drugClass.id));
  const drugIds = new Set(drugs.map((drug) => drug.id));
  const conditionIds = new Set(conditions.map((condition) => condition.id));

  it('has at least 60 valid rules with unique ids', () => {
    expect(interactionRules.length).toBeGreaterThanOrEqual(60);
    for (const rule of interactionRules) expect(() => interactionRuleSchema.parse(rule), rule.id).not.toThrow();
    expect(duplicates(interactionRules.map((rule) => rule.id))).toEqual([]);
  });

  it('covers supplement–supplement, supplement–drug and supplement–condition pairs', () => {
    const kinds = new Set(interactionRules.map((rule) => rule.counterparty.kind));
    expect(kinds).toEqual(new Set(['supplement', 'drug', 'drug_class', 'condition', 'any_drug', 'none']));
  });

  it('refers only to known supplements, drugs, classes, conditions, sources and limits', () => {
    const problems = interactionRules.flatMap((rule) => {
      const counterparty = rule.counterparty;
      const refs: [string, boolean][] = [
        ...rule.supplement.supplements.map((id): [string, boolean] => [`supplement ${id}`, supplementIds.has(id)]),
        ...rule.sources.map((source): [string, boolean] => [`source ${source}`, sourceTitles.has(source)]),
      ];
      if (counterparty.kind === 'supplement') refs.push(...counterparty.supplements.map((id): [string, boolean] => [`supplement ${id}`, supplementIds.has(id)]));
      if (counterparty.kind === 'drug_class') refs.push(...counterparty.classes.map((id): [string, boolean] => [`class ${id}`, classIds.has(id)]));
      if (counterparty.kind === 'drug') refs.push(...counterparty.drugs.map((id): [string, boolean] => [`drug ${id}`, drugIds.has(id)]));
      if (counterparty.kind === 'condition') refs.push(...counterparty.conditions.map((id): [string, boolean] => [`condition ${id}`, conditionIds.has(id)]));
      if (rule.coversUpperLimit !== undefined) refs.push([`limit ${rule.coversUpperLimit}`, upperLimits.some((limit) => limit.nutrientId === rule.coversUpperLimit)]);
      return refs.filter(([, ok]) => !ok).map(([ref]) => `${rule.id}: ${ref}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('conditions and upper limits', () => {
  it('has valid conditions without shared aliases', () => {
    for (const condition of conditions) expect(() => conditionEntrySchema.parse(condition)).not.toThrow();
    expect(clashes(conditions.map((condition) => ({ id: condition.id, phrases: [condition.name, ...condition.aliases] })))).toEqual([]);
  });

  it('has valid limits for known supplements, one per nutrient and authority, citing registered sources', () => {
    for (const limit of upperLimits) expect(() => upperLimitSchema.parse(limit), limit.nutrientId).not.toThrow();
    expect(upperLimits.flatMap((limit) => limit.covers.filter((id) => supplementById(id) === undefined))).toEqual([]);
    expect(duplicates(upperLimits.map((limit) => `${limit.authority}:${limit.nutrientId}`))).toEqual([]);
    expect(upperLimits.flatMap((limit) => limit.sources.filter((source) => !sourceTitles.has(source)))).toEqual([]);
  });
});
