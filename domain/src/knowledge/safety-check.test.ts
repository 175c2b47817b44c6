import { describe, expect, it } from 'vitest';
import { checkSafety, negativeFindingCount } from './safety-check.ts';
import { safetyReportSchema, type SafetyCheckInput, type SafetyPrescription, type SafetySupplement } from './safety-model.ts';
import { SOURCES } from './sources.ts';

let nextId = 0;
function supplement(name: string, dosage: string, extra: Partial<SafetySupplement> = {}): SafetySupplement {
  nextId += 1;
  return { id: `supplement-${nextId}`, name, dosage, brand: null, type: 'single', frequency: 'daily', ingredients: null, isActive: true, ...extra };
}
function prescription(medicationName: string, extra: Partial<SafetyPrescription> = {}): SafetyPrescription {
  nextId += 1;
  return { id: `prescription-${nextId}`, medicationName, brand: null, dosage: '1 tablet', isActive: true, ...extra };
}
const check = (input: Partial<SafetyCheckInput>) => checkSafety({ supplements: [], ...input });
const ruleIds = (input: Partial<SafetyCheckInput>) => check(input).findings.map((finding) => finding.ruleId);

describe('checkSafety: the issue\'s "done means" cases', () => {
  it("warns that St John's wort and sertraline can cause serotonin syndrome, with the NCCIH source and what to do", () => {
    const wort = supplement("St. John's Wort", '300 mg');
    const zoloft = prescription('Sertraline', { brand: 'Zoloft', dosage: '50 mg' });
    const [finding] = check({ supplements: [wort], prescriptions: [zoloft] }).findings;
    expect(finding).toMatchObject({ kind: 'interaction', severity: 'contraindicated', ruleId: 'st-johns-wort-serotonergic-drugs' });
    expect(finding?.message).toMatch(/serotonin syndrome/);
    expect(finding?.sources).toContain(SOURCES.nccihStJohnsWort);
    expect(finding?.recommendation).toMatch(/Do not take/);
    expect(finding?.parties.map((party) => party.id)).toEqual([wort.id, zoloft.id]);
  });

  it('tells a user with calcium and iron to take them 2 hours apart', () => {
    const calcium = supplement('Calcium Citrate', '500 mg');
    const iron = supplement('Iron', '18 mg');
    const finding = check({ supplements: [calcium, iron] }).findings.find((candidate) => candidate.ruleId === 'calcium-iron');
    expect(finding).toMatchObject({ severity: 'minor', separationHours: 2 });
    expect(finding?.sources).toContain(SOURCES.smpcFerrousSulfate);
    expect(finding?.parties.map((party) => party.id)).toEqual([calcium.id, iron.id]);
  });

  it('sums vitamin D across products and reports the total above the 100 mcg (4,000 IU) upper limit', () => {
    const d3 = supplement('Vitamin D3 5000 IU', '1 softgel');
    const multi = supplement('Multivitamin', '1 tablet', { type: 'multivitamin', ingredients: ['Vitamin D 1000 IU', 'Zinc 15 mg'] });
    const report = check({ supplements: [d3, multi] });
    const finding = report.findings.find((candidate) => candidate.kind === 'upper_limit');
    expect(finding).toMatchObject({ ruleId: 'upper-limit-vitamin-d', severity: 'moderate' });
    expect(finding?.message).toContain('150 mcg (6,000 IU)');
    expect(finding?.message).toContain('100 mcg (4,000 IU)');
    expect(finding?.sources).toContain(SOURCES.odsVitaminD);
    expect(finding?.parties.map((party) => party.id)).toEqual([d3.id, multi.id]);
    expect(report.findings.some((candidate) => candidate.ruleId === 'duplicate-vitamin-d')).toBe(false);
    expect(report.intake.find((nutrient) => nutrient.nutrientId === 'vitamin-d')).toMatchObject({ dailyAmount: 150, upperLimit: 100, status: 'above_upper_limit' });
  });
});

describe('checkSafety: no false alarms', () => {
  it('finds nothing for vitamin C with vitamin D', () => {
    const report = check({ supplements: [supplement('Vitamin C', '500 mg'), supplement('Vitamin D3', '1000 IU')] });
    expect(report.findings).toEqual([]);
    expect(negativeFindingCount(report.findings)).toBe(0);
  });

  it('finds nothing for an empty regimen', () => {
    expect(check({}).findings).toEqual([]);
  });

  it('ignores inactive supplements and prescriptions', () => {
    const wort = supplement("St. John's Wort", '300 mg', { isActive: false });
    expect(ruleIds({ supplements: [wort], prescriptions: [prescription('Sertraline')] })).toEqual([]);
    const activeWort = supplement("St. John's Wort", '300 mg');
    expect(ruleIds({ supplements: [activeWort], prescriptions: [prescription('Sertraline', { isActive: false })] })).toEqual([]);
  });

  it('does not call a total exactly at the limit "above"', () => {
    expect(ruleIds({ supplements: [supplement('Vitamin D3', '4000 IU')] })).toEqual([]);
  });

  it('does not flag small amounts in a multivitamin for high-dose rules', () => {
    const multi = supplement('Multivitamin', '1 tablet', { type: 'multivitamin', ingredients: ['Biotin 30 mcg', 'Vitamin E 15 mg', 'Vitamin K 25 mcg'] });
    expect(ruleIds({ supplements: [multi], prescriptions: [prescription('Clopidogrel')] })).toEqual([]);
  });

  it('does not warn about vitamin B6 with levodopa combined with carbidopa', () => {
    expect(ruleIds({ supplements: [supplement('Vitamin B6', '25 mg')], prescriptions: [prescription('Carbidopa/Levodopa', { brand: 'Sinemet' })] })).toEqual([]);
  });

  it("does not flag one product's own combination of ingredients as an interaction", () => {
    expect(ruleIds({ supplements: [supplement('Calcium 500 mg with Iron 18 mg', '1 tablet')] })).toEqual([]);
  });
});

describe('checkSafety: interactions', () => {
  it('flags a multivitamin without ingredients with warfarin, saying the vitamin K is assumed', () => {
    const multi = supplement('Centrum', '1 tablet', { type: 'multivitamin' });
    const finding = check({ supplements: [multi], prescriptions: [prescription('Coumadin')] }).findings.find(
      (candidate) => candidate.ruleId === 'vitamin-k-warfarin',
    );
    expect(finding?.severity).toBe('major');
    expect(finding?.notes.join(' ')).toMatch(/no ingredient list.*Vitamin K/);
  });

  it('escalates vitamin E with an anticoagulant to major at the upper limit', () => {
    const low = check({ supplements: [supplement('Vitamin E', '400 IU')], prescriptions: [prescription('Warfarin')] });
    const high = check({ supplements: [supplement('Vitamin E', '1000 IU', { frequency: 'twice-daily' })], prescriptions: [prescription('Warfarin')] });
    expect(low.findings.find((finding) => finding.ruleId === 'vitamin-e-blood-thinners')?.severity).toBe('moderate');
    expect(high.findings.find((finding) => finding.ruleId === 'vitamin-e-blood-thinners')?.severity).toBe('major');
  });

  it('flags high-dose biotin by name even when the amount is unknown', () => {
    expect(ruleIds({ supplements: [supplement('Biotin', '1 capsule')] })).toContain('biotin-lab-tests');
  });

  it('reports zinc above 40 mg once, as the copper warning', () => {
    const ids = ruleIds({ supplements: [supplement('Zinc', '50 mg')] });
    expect(ids).toContain('zinc-copper-deficiency');
    expect(ids).not.toContain('upper-limit-zinc');
  });

  it('asks for spacing of psyllium from every prescription', () => {
    const rxA = prescription('Metformin');
    const rxB = prescription('Something unlisted');
    const finding = check({ supplements: [supplement('Metamucil', '1 tsp')], prescriptions: [rxA, rxB] }).findings.find(
      (candidate) => candidate.ruleId === 'psyllium-oral-medicines',
    );
    expect(finding?.separationHours).toBe(2);
    expect(finding?.parties.filter((party) => party.kind === 'prescription').map((party) => party.id)).toEqual([rxA.id, rxB.id]);
  });

  it('warns about supplements for a condition written in free text', () => {
    const finding = check({ supplements: [supplement('Magnesium oxide', '400 mg')], conditions: ['Chronic kidney disease, stage 3'] }).findings.find(
      (candidate) => candidate.ruleId === 'minerals-chronic-kidney-disease',
    );
    expect(finding?.parties.at(-1)).toMatchObject({ kind: 'condition', id: null, name: 'Chronic kidney disease, stage 3', detail: 'Chronic kidney disease' });
  });

  it('groups several bleeding-risk supplements into one finding', () => {
    const findings = check({ supplements: [supplement('Fish oil', '1000 mg'), supplement('Ginkgo', '120 mg'), supplement('Garlic', '600 mg')] }).findings;
    const grouped = findings.filter((finding) => finding.ruleId === 'antiplatelet-supplements-combined');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]?.parties).toHaveLength(3);
  });
});

describe('checkSafety: upper limits and duplicates', () => {
  it('reports an ingredient in two products below its limit as a duplicate', () => {
    const findings = check({
      supplements: [supplement('Vitamin D3 1000 IU', '1 softgel'), supplement('Multivitamin', '1 tablet', { ingredients: ['Vitamin D3 1000 IU'] })],
    }).findings;
    expect(findings.map((finding) => [finding.kind, finding.ruleId, finding.severity])).toEqual([['duplicate_ingredient', 'duplicate-vitamin-d', 'minor']]);
  });

  it('counts supplemental magnesium against its supplements-only limit', () => {
    const finding = check({ supplements: [supplement('Magnesium citrate', '200 mg', { frequency: 'twice-daily' })] }).findings[0];
    expect(finding).toMatchObject({ ruleId: 'upper-limit-magnesium' });
    expect(finding?.notes.join(' ')).toMatch(/food sources do not count/);
  });

  it('does not count beta-carotene towards the preformed vitamin A limit', () => {
    const report = check({ supplements: [supplement('Beta-carotene 25,000 IU', '1 softgel')] });
    expect(report.findings.some((finding) => finding.ruleId === 'upper-limit-vitamin-a')).toBe(false);
    expect(report.intake.find((nutrient) => nutrient.nutrientId === 'beta-carotene')?.status).toBe('no_upper_limit');
  });

  it('converts folate in mcg DFE to folic acid for its limit', () => {
    expect(ruleIds({ supplements: [supplement('Folate 1,700 mcg DFE', '1 tablet')] })).toEqual(['upper-limit-folic-acid']);
    expect(ruleIds({ supplements: [supplement('Folate 1,600 mcg DFE', '1 tablet')] })).toEqual([]);
  });

  it('uses the calcium limit for the age band, and the lower one when age is unknown', () => {
    const regimen = { supplements: [supplement('Calcium', '1100 mg', { frequency: 'twice-daily' })] };
    expect(ruleIds({ ...regimen, ageYears: 40 })).toEqual([]);
    expect(ruleIds({ ...regimen, ageYears: 60 })).toEqual(['upper-limit-calcium']);
    expect(ruleIds(regimen)).toEqual(['upper-limit-calcium']);
  });

  it('applies the EFSA limits when asked', () => {
    const regimen = { supplements: [supplement('Vitamin B6', '25 mg')] };
    expect(ruleIds(regimen)).toEqual([]);
    const finding = check({ ...regimen, authority: 'efsa' }).findings[0];
    expect(finding).toMatchObject({ ruleId: 'upper-limit-vitamin-b6' });
    expect(finding?.sources).toEqual([SOURCES.efsaVitaminB6]);
  });

  it('averages weekly doses over the week', () => {
    const report = check({ supplements: [supplement('Vitamin D2 50,000 IU', '1 capsule', { frequency: 'weekly' })] });
    expect(report.intake[0]?.dailyAmount).toBeCloseTo(178.6, 1);
    expect(report.findings.map((finding) => finding.ruleId)).toEqual(['upper-limit-vitamin-d']);
  });

  it('says when an amount is unknown rather than calling it within the limit', () => {
    expect(check({ supplements: [supplement('Zinc lozenges', 'as directed')] }).intake[0]).toMatchObject({ nutrientId: 'zinc', dailyAmount: null, status: 'amount_unknown' });
  });
});

describe('checkSafety: report', () => {
  const input: SafetyCheckInput = {
    supplements: [
      supplement("St. John's Wort", '300 mg'),
      supplement('Calcium', '600 mg'),
      supplement('Iron', '65 mg'),
      supplement('Mystery Blend', '1 scoop'),
    ],
    prescriptions: [prescription('Sertraline'), prescription('Levothyroxine'), prescription('Blue pill')],
    conditions: ['pregnant', 'seasonal allergies'],
  };

  it('is valid against its schema, sorted most severe first, with unique ids', () => {
    const report = safetyReportSchema.parse(checkSafety(input));
    const ranks = report.findings.map((finding) => ['contraindicated', 'major', 'moderate', 'minor'].indexOf(finding.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(report.findings.map((finding) => finding.id)).size).toBe(report.findings.length);
  });

  it('is deterministic', () => {
    expect(checkSafety(input)).toEqual(checkSafety(input));
  });

  it('lists what it could not recognise', () => {
    const { unrecognized } = checkSafety(input);
    expect(unrecognized.supplements.map((item) => item.name)).toEqual(['Mystery Blend']);
    expect(unrecognized.prescriptions.map((item) => item.name)).toEqual(['Blue pill']);
    expect(unrecognized.conditions).toEqual(['seasonal allergies']);
  });

  it('counts its negative findings for the dashboard', () => {
    const { findings } = checkSafety(input);
    expect(findings.length).toBeGreaterThan(3);
    expect(negativeFindingCount(findings)).toBe(findings.length);
  });
});
