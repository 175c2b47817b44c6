import { describe, expect, it } from 'vitest';
import { interactionRules } from './interaction-rules.ts';
import { checkSafety, negativeFindingCount } from './safety-check.ts';
import { severityReviews } from './severity-reviews.ts';
import type { SafetyPrescription, SafetySupplement } from './safety-model.ts';
import { SOURCES } from './sources.ts';

const supplement = (id: string, name: string, dosage = '1 capsule', ingredients?: string[]): SafetySupplement =>
  ingredients === undefined ? { id, name, dosage } : { id, name, dosage, ingredients };
const rx = (id: string, medicationName: string): SafetyPrescription => ({ id, medicationName });
const ruleIds = (report: ReturnType<typeof checkSafety>) => report.findings.map((finding) => finding.ruleId);

describe('never "safe" when something was not checked', () => {
  it('an unrecognised supplement or medicine makes the report incomplete, with suggestions', () => {
    const report = checkSafety({ supplements: [supplement('a', 'Magnesiun glycinate', '200 mg'), supplement('b', 'Zqxwv blend')], prescriptions: [rx('r', 'Sertralin 50 mg')] });
    expect(report.status).toBe('incomplete');
    expect(report.unchecked).toEqual([
      { kind: 'supplement', id: 'a', name: 'Magnesiun glycinate', suggestions: expect.arrayContaining(['Magnesium']) },
      { kind: 'supplement', id: 'b', name: 'Zqxwv blend', suggestions: [] },
      { kind: 'prescription', id: 'r', name: 'Sertralin 50 mg', suggestions: expect.arrayContaining(['sertraline']) },
    ]);
  });

  it('everything recognised and no finding is safe; a moderate finding is caution; a major one unsafe even with unknowns', () => {
    expect(checkSafety({ supplements: [supplement('a', 'Vitamin D3', '1000 IU')] }).status).toBe('safe');
    expect(checkSafety({ supplements: [supplement('a', 'Ginkgo biloba', '120 mg')], prescriptions: [rx('r', 'Aspirin 81 mg')] }).status).toBe('caution');
    const both = checkSafety({ supplements: [supplement('a', "St. John's wort", '300 mg'), supplement('b', 'Mystery tonic')], prescriptions: [rx('r', 'Zoloft')] });
    expect(both.status).toBe('unsafe');
    expect(both.unchecked.map((item) => item.name)).toEqual(['Mystery tonic']);
  });

  it('an unknown eye drop leaves nothing unchecked (no supplement reaches it)', () => {
    expect(checkSafety({ supplements: [supplement('a', 'Vitamin C', '500 mg')], prescriptions: [rx('r', 'Zzyzx eye drops')] }).status).toBe('safe');
  });
});

describe('hazardous products alone', () => {
  it.each([
    ['Ma Huang extract', 'ephedra-banned', 'contraindicated', SOURCES.fdaEphedra],
    ['Comfrey root capsules', 'comfrey-oral', 'major', SOURCES.fdaComfrey],
    ['Pre-workout with DMAA', 'dmaa-illegal', 'contraindicated', SOURCES.fdaDmaa],
    ['Kava kava root', 'kava-liver', 'major', SOURCES.fdaKava],
    ['Kratom powder', 'kratom-safety', 'major', SOURCES.fdaKratom],
    ['Guang Fang Ji tea', 'aristolochia-kidney-cancer', 'contraindicated', SOURCES.fdaAristolochicAcid],
    ['Chelidonium majus drops', 'greater-celandine-liver', 'major', SOURCES.emaCelandine],
  ])('%s gives %s by itself', (name, ruleId, severity, source) => {
    const finding = checkSafety({ supplements: [supplement('a', name)] }).findings.find((candidate) => candidate.ruleId === ruleId);
    expect(finding).toMatchObject({ severity });
    expect(finding?.sources).toContain(source);
  });

  it('comfrey cream on the skin is not oral comfrey', () => {
    expect(ruleIds(checkSafety({ supplements: [supplement('a', 'Comfrey cream', 'apply twice daily')] }))).not.toContain('comfrey-oral');
  });
});

describe('dose-aware rules', () => {
  const multi = (lines: string[]) => supplement('m', 'Centrum Silver', '1 tablet', lines);

  it("a multivitamin's potassium with lisinopril is not a major warning; a potassium supplement is", () => {
    const small = checkSafety({ supplements: [multi(['Potassium (as potassium chloride) 80 mg', 'Vitamin C 90 mg'])], prescriptions: [rx('r', 'Lisinopril 10 mg')] });
    expect(small.findings.find((finding) => finding.ruleId === 'potassium-raas-potassium-sparing')?.severity).toBe('minor');
    const big = checkSafety({ supplements: [supplement('k', 'Potassium citrate', '99 mg')], prescriptions: [rx('r', 'Lisinopril 10 mg')] });
    expect(big.findings.find((finding) => finding.ruleId === 'potassium-raas-potassium-sparing')?.severity).toBe('major');
  });

  it('a multivitamin vitamin D with a thiazide is minor; a 2,000 IU supplement moderate', () => {
    const small = checkSafety({ supplements: [multi(['Vitamin D3 (as cholecalciferol) 20 mcg'])], prescriptions: [rx('r', 'HCTZ 25 mg')] });
    expect(small.findings.find((finding) => finding.ruleId === 'vitamin-d-thiazides')?.severity).toBe('minor');
  });

  it('niacin with a statin only from 1 g a day', () => {
    expect(ruleIds(checkSafety({ supplements: [supplement('n', 'Niacin', '500 mg')], prescriptions: [rx('r', 'Lipitor')] }))).not.toContain('niacin-statins');
    expect(ruleIds(checkSafety({ supplements: [supplement('n', 'Niacin', '1000 mg')], prescriptions: [rx('r', 'Lipitor')] }))).toContain('niacin-statins');
  });

  it('an over-the-limit vitamin A total ranks above an over-the-limit vitamin C total', () => {
    const report = checkSafety({ supplements: [supplement('c', 'Vitamin C', '2500 mg'), supplement('a', 'Vitamin A (retinyl palmitate)', '50000 IU')] });
    const limits = report.findings.filter((finding) => finding.kind === 'upper_limit').map((finding) => [finding.ruleId, finding.severity]);
    expect(limits).toEqual([
      ['upper-limit-vitamin-a', 'major'],
      ['upper-limit-vitamin-c', 'minor'],
    ]);
  });

  it('the same ingredient in two products below the limit is information only', () => {
    const report = checkSafety({ supplements: [supplement('a', 'Vitamin D3', '1000 IU'), supplement('b', 'Calcium + D3', '1 tablet', ['Calcium 300 mg', 'Vitamin D3 400 IU'])] });
    const duplicate = report.findings.find((finding) => finding.kind === 'duplicate_ingredient');
    expect(duplicate?.informational).toBe(true);
    expect(negativeFindingCount(report.findings)).toBe(0);
    expect(report.status).toBe('safe');
  });
});

describe('prescribed nutrients', () => {
  it('potassium chloride on prescription is checked as potassium, not left unchecked', () => {
    const report = checkSafety({ supplements: [], prescriptions: [rx('k', 'Potassium chloride ER 20 mEq'), rx('r', 'Lisinopril 10 mg')] });
    expect(report.unchecked).toEqual([]);
    expect(report.findings.find((finding) => finding.ruleId === 'potassium-raas-potassium-sparing')?.severity).toBe('major');
  });

  it('a prescribed high-dose vitamin D is not compared with the upper limit, but its interactions apply', () => {
    const report = checkSafety({ supplements: [], prescriptions: [rx('d', 'Ergocalciferol 50,000 IU'), rx('t', 'Hydrochlorothiazide 25 mg')] });
    expect(report.findings.map((finding) => finding.kind)).not.toContain('upper_limit');
    expect(report.findings.map((finding) => finding.ruleId)).toContain('vitamin-d-thiazides');
  });
});

describe('scope and routes', () => {
  it('the folic acid warning concerns phenytoin, not valproate', () => {
    expect(ruleIds(checkSafety({ supplements: [supplement('f', 'Folic acid', '400 mcg')], prescriptions: [rx('r', 'Depakote')] }))).not.toContain('folic-acid-antiepileptics');
    expect(ruleIds(checkSafety({ supplements: [supplement('f', 'Folic acid', '400 mcg')], prescriptions: [rx('r', 'Dilantin')] }))).toContain('folic-acid-antiepileptics');
  });

  it('an antibiotic eye drop is not chelated by calcium; the tablet is', () => {
    const cal = supplement('c', 'Calcium carbonate', '600 mg');
    expect(ruleIds(checkSafety({ supplements: [cal], prescriptions: [rx('r', 'Ciprofloxacin 0.3% ophthalmic solution')] }))).toEqual([]);
    expect(ruleIds(checkSafety({ supplements: [cal], prescriptions: [rx('r', 'Ciprofloxacin 500 mg')] }))).toContain('minerals-fluoroquinolones');
    expect(checkSafety({ supplements: [cal], prescriptions: [rx('r', 'Ciprofloxacin 0.3% ophthalmic solution')] }).prescriptions).toEqual([
      { id: 'r', drugs: ['ciprofloxacin'], route: 'ophthalmic', asSupplement: false },
    ]);
  });
});

describe('mechanisms reach every drug with the property', () => {
  it.each(['Xanax', 'voriconazole', 'Imbruvica', 'Biktarvy', 'Eliquis', 'Xarelto', 'Prograf', 'Sporanox'])("St. John's wort lowers %s", (drug) => {
    const report = checkSafety({ supplements: [supplement('s', "St John's wort", '300 mg')], prescriptions: [rx('r', drug)] });
    expect(report.findings.filter((finding) => finding.severity === 'major' || finding.severity === 'contraindicated').length).toBeGreaterThan(0);
  });

  it('gives one finding per pair, not a second one from the general rule', () => {
    const report = checkSafety({ supplements: [supplement('s', "St John's wort", '300 mg')], prescriptions: [rx('r', 'Coumadin')] });
    expect(ruleIds(report)).toEqual(['st-johns-wort-warfarin']);
  });

  it.each([
    ['Cannabidiol oil', 'Onfi', 'cannabidiol-cyp2c19-cyp2c9'],
    ['CBD oil', 'Ambien', 'cannabidiol-cns-depressants'],
    ['Danshen', 'Warfarin', 'danshen-warfarin'],
    ['Kava', 'Oxycodone', 'kava-sedatives'],
    ['Bitter orange', 'Adderall', 'stimulant-supplements-stimulant-drugs'],
    ['Licorice root', 'Citalopram', 'potassium-lowering-supplements-qt-drugs'],
    ['Goldenseal', 'Simvastatin', 'goldenseal-berberine-cyp3a4'],
    ['Caffeine', 'Fluvoxamine', 'caffeine-cyp1a2-inhibitors'],
  ])('%s with %s gives %s', (name, drug, ruleId) => {
    expect(ruleIds(checkSafety({ supplements: [supplement('s', name, '1 capsule')], prescriptions: [rx('r', drug)] }))).toContain(ruleId);
  });

  it('caffeine with synephrine in two products is a stimulant load', () => {
    expect(ruleIds(checkSafety({ supplements: [supplement('a', 'Caffeine', '200 mg'), supplement('b', 'Bitter orange extract', '1 capsule')] }))).toContain('stimulant-supplements-combined');
  });

  it('stays quiet on common safe pairs', () => {
    for (const [name, drug] of [
      ['Vitamin D3', 'Atorvastatin'],
      ['Fish oil', 'Metformin'],
      ['Magnesium glycinate', 'Lisinopril'],
      ['Probiotic', 'Omeprazole'],
      ['Vitamin B12', 'Amlodipine'],
      ['Melatonin', 'Amlodipine'],
      ['Grapefruit', 'Amlodipine'],
      ['Caffeine', 'Rasagiline'],
      ['Senna', 'Citalopram'],
    ] as const) {
      expect(checkSafety({ supplements: [supplement('s', name, '1 capsule')], prescriptions: [rx('r', drug)] }).findings, `${name} + ${drug}`).toEqual([]);
    }
  });
});

describe('severity reviews', () => {
  it('every rule records when its severity and scope were reviewed, and every review names a rule', () => {
    expect(interactionRules.filter((rule) => rule.review === undefined).map((rule) => rule.id)).toEqual([]);
    const ids = new Set(interactionRules.map((rule) => rule.id));
    expect(Object.keys(severityReviews).filter((id) => !ids.has(id))).toEqual([]);
  });
});
