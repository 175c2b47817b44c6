import { describe, expect, it } from 'vitest';
import { interactionRules } from './interaction-rules.ts';
import { checkSafety } from './safety-check.ts';
import type { SafetyPrescription, SafetySupplement } from './safety-model.ts';
import { SOURCES } from './sources.ts';
import { nutrientsWithoutUpperLimit, upperLimitSet } from './upper-limits.ts';

// Every row of ../shared/reference/safety-facts.md: the rule that implements it, and a user
// whose regimen must produce that rule's finding with the expected severity and source.
interface ReferenceRow {
  readonly row: number;
  readonly supplements: readonly [name: string, dosage: string][];
  readonly prescription?: string;
  readonly condition?: string;
  readonly ruleId: string;
  readonly severity: string;
  readonly source: string;
}

const rows: readonly ReferenceRow[] = [
  { row: 1, supplements: [["St. John's Wort", '300 mg']], prescription: 'Sertraline 50 mg', ruleId: 'st-johns-wort-serotonergic-drugs', severity: 'contraindicated', source: SOURCES.nccihStJohnsWort },
  { row: 1, supplements: [['Hypericum perforatum', '1 tablet']], prescription: 'Tramadol', ruleId: 'st-johns-wort-serotonergic-drugs', severity: 'contraindicated', source: SOURCES.nccihStJohnsWort },
  { row: 1, supplements: [['St Johns Wort', '1 capsule']], prescription: 'Imitrex', ruleId: 'st-johns-wort-serotonergic-drugs', severity: 'contraindicated', source: SOURCES.nccihStJohnsWort },
  { row: 2, supplements: [["St John's wort", '1 tablet']], prescription: 'Yaz', ruleId: 'st-johns-wort-hormonal-contraceptives', severity: 'major', source: SOURCES.nccihStJohnsWort },
  { row: 3, supplements: [["St. John's Wort", '1 tablet']], prescription: 'Coumadin', ruleId: 'st-johns-wort-warfarin', severity: 'major', source: SOURCES.nccihStJohnsWort },
  { row: 3, supplements: [["St. John's Wort", '1 tablet']], prescription: 'Prograf', ruleId: 'st-johns-wort-transplant-drugs', severity: 'major', source: SOURCES.nccihStJohnsWort },
  { row: 3, supplements: [["St. John's Wort", '1 tablet']], prescription: 'Lanoxin', ruleId: 'st-johns-wort-digoxin', severity: 'major', source: SOURCES.nccihStJohnsWort },
  { row: 3, supplements: [["St. John's Wort", '1 tablet']], prescription: 'Indinavir', ruleId: 'st-johns-wort-hiv-medicines', severity: 'major', source: SOURCES.fdaStJohnsWortIndinavir },
  { row: 3, supplements: [["St. John's Wort", '1 tablet']], prescription: 'Camptosar', ruleId: 'st-johns-wort-irinotecan', severity: 'major', source: SOURCES.nccihStJohnsWort },
  { row: 3, supplements: [["St. John's Wort", '1 tablet']], prescription: 'Zocor 20 mg', ruleId: 'st-johns-wort-statins', severity: 'moderate', source: SOURCES.nccihStJohnsWort },
  { row: 4, supplements: [['Vitamin K2 MK-7', '100 mcg']], prescription: 'Warfarin 5 mg', ruleId: 'vitamin-k-warfarin', severity: 'major', source: SOURCES.odsVitaminK },
  { row: 5, supplements: [['Vitamin E', '400 IU']], prescription: 'Warfarin', ruleId: 'vitamin-e-blood-thinners', severity: 'moderate', source: SOURCES.odsVitaminE },
  { row: 5, supplements: [['Vitamin E (d-alpha tocopherol)', '1500 IU']], prescription: 'Plavix', ruleId: 'vitamin-e-blood-thinners', severity: 'major', source: SOURCES.odsVitaminE },
  { row: 6, supplements: [['Fish Oil', '1000 mg']], prescription: 'Jantoven', ruleId: 'omega-3-blood-thinners', severity: 'minor', source: SOURCES.odsOmega3 },
  { row: 7, supplements: [['Ginkgo Biloba', '120 mg']], prescription: 'Aspirin 81 mg', ruleId: 'ginkgo-blood-thinners', severity: 'moderate', source: SOURCES.nccihGinkgo },
  { row: 8, supplements: [['Calcium carbonate', '600 mg']], prescription: 'Synthroid 100 mcg', ruleId: 'calcium-levothyroxine', severity: 'moderate', source: SOURCES.odsCalcium },
  { row: 9, supplements: [['Ferrous sulfate', '325 mg']], prescription: 'Levothyroxine', ruleId: 'iron-levothyroxine', severity: 'moderate', source: SOURCES.smpcFerrousSulfate },
  { row: 10, supplements: [['Magnesium citrate', '200 mg']], prescription: 'Doxycycline 100 mg', ruleId: 'minerals-tetracyclines', severity: 'major', source: SOURCES.odsMagnesium },
  { row: 10, supplements: [['Zinc', '25 mg']], prescription: 'Cipro 500 mg', ruleId: 'minerals-fluoroquinolones', severity: 'major', source: SOURCES.odsZinc },
  { row: 11, supplements: [['Calcium', '500 mg']], prescription: 'Fosamax 70 mg', ruleId: 'minerals-bisphosphonates', severity: 'moderate', source: SOURCES.odsMagnesium },
  { row: 12, supplements: [['Calcium', '500 mg'], ['Iron', '18 mg']], ruleId: 'calcium-iron', severity: 'minor', source: SOURCES.smpcFerrousSulfate },
  { row: 13, supplements: [['Zinc picolinate', '50 mg']], ruleId: 'zinc-copper-deficiency', severity: 'moderate', source: SOURCES.odsZinc },
  { row: 14, supplements: [['Potassium citrate', '99 mg']], prescription: 'Lisinopril 10 mg', ruleId: 'potassium-raas-potassium-sparing', severity: 'major', source: SOURCES.odsPotassium },
  { row: 14, supplements: [['Salt substitute', '1 tsp']], prescription: 'Aldactone', ruleId: 'potassium-raas-potassium-sparing', severity: 'major', source: SOURCES.odsPotassium },
  { row: 15, supplements: [['Calcium citrate', '500 mg']], prescription: 'HCTZ 25 mg', ruleId: 'calcium-thiazides', severity: 'moderate', source: SOURCES.odsCalcium },
  { row: 15, supplements: [['Vitamin D3', '2000 IU']], prescription: 'Chlorthalidone', ruleId: 'vitamin-d-thiazides', severity: 'moderate', source: SOURCES.odsVitaminD },
  { row: 16, supplements: [['Vitamin A (retinyl palmitate)', '10000 IU']], prescription: 'Accutane', ruleId: 'vitamin-a-retinoids', severity: 'major', source: SOURCES.odsVitaminA },
  { row: 17, supplements: [['Folic acid', '1 mg']], prescription: 'Methotrexate 15 mg', ruleId: 'folic-acid-methotrexate', severity: 'moderate', source: SOURCES.odsFolate },
  { row: 17, supplements: [['Folic acid', '400 mcg']], prescription: 'Dilantin', ruleId: 'folic-acid-antiepileptics', severity: 'moderate', source: SOURCES.odsFolate },
  { row: 18, supplements: [['Vitamin B6', '50 mg']], prescription: 'Levodopa', ruleId: 'vitamin-b6-levodopa', severity: 'moderate', source: SOURCES.odsVitaminB6 },
  { row: 19, supplements: [['Grapefruit juice', '1 glass']], prescription: 'Simvastatin 40 mg', ruleId: 'grapefruit-simvastatin-lovastatin', severity: 'major', source: SOURCES.fdaGrapefruit },
  { row: 19, supplements: [['Grapefruit', '1 glass']], prescription: 'Felodipine', ruleId: 'grapefruit-calcium-channel-blockers', severity: 'moderate', source: SOURCES.fdaGrapefruit },
  { row: 20, supplements: [['Red Yeast Rice', '600 mg']], prescription: 'Lipitor', ruleId: 'red-yeast-rice-statins', severity: 'major', source: SOURCES.nccihRedYeastRice },
  { row: 20, supplements: [['Red Yeast Rice', '600 mg']], prescription: 'Gemfibrozil', ruleId: 'red-yeast-rice-myopathy-risk-drugs', severity: 'major', source: SOURCES.nccihRedYeastRice },
  { row: 21, supplements: [['Biotin 10,000 mcg', '1 capsule']], ruleId: 'biotin-lab-tests', severity: 'major', source: SOURCES.fdaBiotin },
  { row: 22, supplements: [['Beta-carotene', '15 mg']], condition: 'Former smoker', ruleId: 'beta-carotene-smokers', severity: 'major', source: SOURCES.odsVitaminA },
  { row: 23, supplements: [['Iron', '28 mg']], condition: 'Hemochromatosis', ruleId: 'iron-hemochromatosis', severity: 'major', source: SOURCES.odsIron },
  { row: 23, supplements: [['Vitamin C', '1000 mg']], condition: 'hereditary haemochromatosis', ruleId: 'vitamin-c-hemochromatosis', severity: 'major', source: SOURCES.odsVitaminC },
  { row: 24, supplements: [['Magnesium glycinate', '200 mg']], condition: 'CKD stage 3', ruleId: 'minerals-chronic-kidney-disease', severity: 'major', source: SOURCES.odsMagnesium },
];

function regimen(row: ReferenceRow) {
  const supplements: SafetySupplement[] = row.supplements.map(([name, dosage], index) => ({ id: `s${index}`, name, dosage, isActive: true }));
  const prescriptions: SafetyPrescription[] = row.prescription === undefined ? [] : [{ id: 'rx', medicationName: row.prescription }];
  return checkSafety({ supplements, prescriptions, conditions: row.condition === undefined ? [] : [row.condition] });
}

describe('the safety reference', () => {
  it('has a rule for each of its 24 interaction rows', () => {
    const covered = new Set(interactionRules.flatMap((rule) => rule.referenceRows ?? []));
    const expected = Array.from({ length: 24 }, (_, index) => index + 1);
    expect(expected.filter((row) => !covered.has(row))).toEqual([]);
    expect(new Set(rows.map((row) => row.row))).toEqual(new Set(expected));
  });

  it.each(rows.map((row) => [`row ${row.row}: ${row.supplements.map(([name]) => name).join(' + ')} / ${row.prescription ?? row.condition ?? 'alone'}`, row] as const))(
    '%s gives the rule with its severity, source and advice',
    (_, row) => {
      const finding = regimen(row).findings.find((candidate) => candidate.ruleId === row.ruleId);
      expect(finding).toBeDefined();
      expect(finding?.severity).toBe(row.severity);
      expect(finding?.sources).toContain(row.source);
      expect(finding?.recommendation.length).toBeGreaterThan(20);
      expect(interactionRules.find((rule) => rule.id === row.ruleId)?.referenceRows).toContain(row.row);
    },
  );

  it.each([
    ['vitamin-d', 100, 'mcg', 'all_sources'],
    ['vitamin-a', 3000, 'mcg', 'all_sources'],
    ['vitamin-e', 1000, 'mg', 'supplemental_only'],
    ['vitamin-c', 2000, 'mg', 'all_sources'],
    ['vitamin-b6', 100, 'mg', 'all_sources'],
    ['niacin', 35, 'mg', 'supplemental_only'],
    ['folic-acid', 1000, 'mcg', 'supplemental_only'],
    ['calcium', 2500, 'mg', 'all_sources'],
    ['iron', 45, 'mg', 'all_sources'],
    ['zinc', 40, 'mg', 'all_sources'],
    ['magnesium', 350, 'mg', 'supplemental_only'],
    ['selenium', 400, 'mcg', 'all_sources'],
    ['iodine', 1100, 'mcg', 'all_sources'],
    ['copper', 10, 'mg', 'all_sources'],
    ['manganese', 11, 'mg', 'all_sources'],
    ['phosphorus', 4000, 'mg', 'all_sources'],
    ['choline', 3500, 'mg', 'all_sources'],
    ['boron', 20, 'mg', 'all_sources'],
    ['molybdenum', 2000, 'mcg', 'all_sources'],
  ] as const)('has the US adult upper limit for %s: %d %s, %s', (nutrientId, amount, unit, scope) => {
    const limit = upperLimitSet('nasem').find((candidate) => candidate.nutrientId === nutrientId);
    expect(limit).toMatchObject({ amount, unit, scope });
  });

  it('has the age bands and EFSA values the reference gives', () => {
    const nasem = upperLimitSet('nasem');
    expect(nasem.find((limit) => limit.nutrientId === 'calcium')?.ageBands).toEqual([{ minAge: 51, amount: 2000 }]);
    expect(nasem.find((limit) => limit.nutrientId === 'phosphorus')?.ageBands).toEqual([{ minAge: 71, amount: 3000 }]);
    const efsa = upperLimitSet('efsa');
    expect(efsa.find((limit) => limit.nutrientId === 'vitamin-b6')).toMatchObject({ amount: 12, unit: 'mg' });
    expect(efsa.find((limit) => limit.nutrientId === 'selenium')).toMatchObject({ amount: 255, unit: 'mcg' });
    expect(efsa.find((limit) => limit.nutrientId === 'nicotinic-acid')).toMatchObject({ amount: 10, unit: 'mg', scope: 'supplemental_only' });
  });

  it('lists the nutrients without an upper limit', () => {
    const ids = nutrientsWithoutUpperLimit.map((nutrient) => nutrient.nutrientId);
    expect(ids).toEqual(expect.arrayContaining(['vitamin-k', 'thiamin', 'riboflavin', 'vitamin-b12', 'pantothenic-acid', 'biotin', 'beta-carotene', 'chromium']));
  });
});
