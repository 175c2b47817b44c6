import { describe, expect, it } from 'vitest';
import { interactionRules } from './interaction-rules.ts';
import { checkSafety } from './safety-check.ts';
import type { SafetyPrescription, SafetySupplement } from './safety-model.ts';
import { spacingConstraints } from './spacing.ts';

// Knowledge 2026-11-25: each class is checked on members the earlier lists lacked, and on a neighbour it must not reach.
const supplement = (id: string, name: string, dosage = '1 capsule'): SafetySupplement => ({ id, name, dosage });
const rx = (id: string, medicationName: string): SafetyPrescription => ({ id, medicationName });
const check = (supplements: SafetySupplement[], prescriptions: SafetyPrescription[] = [], conditions?: string[]) =>
  checkSafety(conditions === undefined ? { supplements, prescriptions } : { supplements, prescriptions, conditions });
const severityOf = (report: ReturnType<typeof checkSafety>, ruleId: string) => report.findings.find((finding) => finding.ruleId === ruleId)?.severity;

describe('liver injury: supplements with medicines that carry a liver warning', () => {
  it.each([
    ['Green tea extract', 'Isoniazid 300 mg'],
    ['Black cohosh', 'Terbinafine 250 mg'],
    ['Ashwagandha', 'Bosentan 62.5 mg'],
    ['Turmeric curcumin', 'Methotrexate 15 mg weekly'],
    ['Garcinia cambogia', 'Valproate 500 mg'],
    ['Greater celandine', 'Propylthiouracil 50 mg'],
  ])('%s with %s is a moderate caution', (name, medicine) => {
    expect(severityOf(check([supplement('s', name)], [rx('r', medicine)]), 'hepatotoxic-supplements-hepatotoxic-drugs')).toBe('moderate');
  });

  it('does not reach a medicine without a liver warning', () => {
    expect(severityOf(check([supplement('s', 'Black cohosh')], [rx('r', 'Lisinopril 10 mg')]), 'hepatotoxic-supplements-hepatotoxic-drugs')).toBeUndefined();
  });
});

describe('products hazardous on their own by regulatory action', () => {
  it.each([
    ['Usnic acid', 'usnic-acid-liver', 'major'],
    ['Chaparral tea', 'chaparral-liver', 'major'],
    ['Nuez de la India', 'yellow-oleander-poisoning', 'contraindicated'],
    ['Colloidal silver', 'colloidal-silver-argyria', 'moderate'],
    ['Black cohosh', 'black-cohosh-liver', 'minor'],
    ['Turmeric', 'turmeric-liver', 'minor'],
  ])('%s alone gives %s (%s)', (name, ruleId, severity) => {
    expect(severityOf(check([supplement('s', name)]), ruleId)).toBe(severity);
  });

  it('green tea extract is flagged from 800 mg a day, not below', () => {
    expect(severityOf(check([supplement('s', 'Green tea extract 500 mg', '2 capsules')]), 'green-tea-extract-high-dose-liver')).toBe('moderate');
    expect(severityOf(check([supplement('s', 'Green tea extract 250 mg', '1 capsule')]), 'green-tea-extract-high-dose-liver')).toBeUndefined();
  });

  it('"Centrum Silver" is not colloidal silver', () => {
    expect(severityOf(check([supplement('s', 'Centrum Silver')]), 'colloidal-silver-argyria')).toBeUndefined();
  });
});

describe('stimulant load', () => {
  it('caffeine above 400 mg a day alone is moderate; 200 mg is not flagged', () => {
    expect(severityOf(check([supplement('s', 'Caffeine 200 mg', '3 tablets')]), 'caffeine-high-daily-amount')).toBe('moderate');
    expect(severityOf(check([supplement('s', 'Caffeine 200 mg', '1 tablet')]), 'caffeine-high-daily-amount')).toBeUndefined();
    // A guarana extract's weight is not its caffeine content.
    expect(severityOf(check([supplement('s', 'Guarana 500 mg', '1 capsule')]), 'caffeine-high-daily-amount')).toBeUndefined();
  });

  it('bitter orange reaches every stimulant-sensitive medicine; MAO inhibitors keep their major rule', () => {
    expect(severityOf(check([supplement('s', 'Bitter orange')], [rx('r', 'Modafinil 200 mg')]), 'stimulant-supplements-stimulant-drugs')).toBe('moderate');
    const maoi = check([supplement('s', 'Bitter orange')], [rx('r', 'Phenelzine 15 mg')]);
    expect(severityOf(maoi, 'stimulant-supplements-maoi')).toBe('major');
    expect(severityOf(maoi, 'stimulant-supplements-stimulant-drugs')).toBeUndefined();
  });
});

describe('P-gp induction', () => {
  it.each(['Harvoni', 'Epclusa', 'Sofosbuvir 400 mg', 'Mavyret', 'Linagliptin 5 mg'])("St. John's wort with %s is major", (medicine) => {
    expect(severityOf(check([supplement('s', "St. John's wort")], [rx('r', medicine)]), 'st-johns-wort-enzyme-inducer')).toBe('major');
  });
});

describe('QT prolongation', () => {
  it.each(['Quinidine 200 mg', 'Pimozide 2 mg', 'Hydroxyzine 25 mg', 'Disopyramide 100 mg'])('licorice with %s is a moderate caution', (medicine) => {
    expect(severityOf(check([supplement('s', 'Licorice root')], [rx('r', medicine)]), 'potassium-lowering-supplements-qt-drugs')).toBe('moderate');
  });

  it('deglycyrrhizinated licorice does not lower potassium', () => {
    expect(severityOf(check([supplement('s', 'DGL licorice')], [rx('r', 'Quinidine 200 mg')]), 'potassium-lowering-supplements-qt-drugs')).toBeUndefined();
  });
});

describe('chelation and absorption spacing', () => {
  it.each(['Eltrombopag 50 mg', 'Xofluza', 'Penicillamine 250 mg', 'Trientine'])('iron with %s is moderate and spaced', (medicine) => {
    const report = check([supplement('s', 'Iron 65 mg')], [rx('r', medicine)]);
    expect(severityOf(report, 'minerals-metal-binding-medicines')).toBe('moderate');
    expect(spacingConstraints(report).map((constraint) => constraint.ruleId)).toContain('minerals-metal-binding-medicines');
  });

  it('calcium with liothyronine is spaced 4 hours like levothyroxine', () => {
    const report = check([supplement('s', 'Calcium carbonate 600 mg')], [rx('r', 'Cytomel 25 mcg')]);
    expect(severityOf(report, 'calcium-levothyroxine')).toBe('moderate');
  });
});

describe('pregnancy', () => {
  it('vinpocetine in pregnancy is major; without pregnancy it is not flagged', () => {
    expect(severityOf(check([supplement('s', 'Vinpocetine 10 mg')], [], ['pregnant']), 'vinpocetine-pregnancy')).toBe('major');
    expect(severityOf(check([supplement('s', 'Vinpocetine 10 mg')]), 'vinpocetine-pregnancy')).toBeUndefined();
  });
});

describe('amounts below the level the evidence concerns', () => {
  it("a multivitamin's vitamin D with digoxin is minor; a 2,000 IU supplement moderate", () => {
    const multi = checkSafety({ supplements: [{ id: 'm', name: 'Daily multi', dosage: '1 tablet', ingredients: ['Vitamin D3 400 IU', 'Vitamin C 90 mg'] }], prescriptions: [rx('r', 'Digoxin 0.125 mg')] });
    expect(severityOf(multi, 'vitamin-d-digoxin')).toBe('minor');
    expect(severityOf(check([supplement('s', 'Vitamin D3 2000 IU', '1 softgel')], [rx('r', 'Digoxin 0.125 mg')]), 'vitamin-d-digoxin')).toBe('moderate');
  });

  it('a 400 IU vitamin D tablet with a thiazide is minor; a named product of unknown strength stays moderate', () => {
    expect(severityOf(check([supplement('s', 'Vitamin D3 400 IU', '1 tablet')], [rx('r', 'HCTZ 25 mg')]), 'vitamin-d-thiazides')).toBe('minor');
    expect(severityOf(check([supplement('s', 'Vitamin D3', '1 tablet')], [rx('r', 'HCTZ 25 mg')]), 'vitamin-d-thiazides')).toBe('moderate');
  });

  it('vitamin D no longer answers to the calcium rule with its milligram threshold', () => {
    const calciumRule = interactionRules.find((rule) => rule.id === 'calcium-vitamin-d-digoxin');
    expect(calciumRule?.supplement.supplements).toEqual(['calcium']);
  });
});

describe('reviews', () => {
  it('every rule added or changed in 2026-11-25 carries a dated review', () => {
    const ids = ['black-cohosh-liver', 'green-tea-extract-high-dose-liver', 'caffeine-high-daily-amount', 'minerals-metal-binding-medicines', 'vitamin-d-digoxin', 'turmeric-liver', 'usnic-acid-liver', 'chaparral-liver', 'yellow-oleander-poisoning', 'colloidal-silver-argyria', 'vinpocetine-pregnancy', 'hepatotoxic-supplements-hepatotoxic-drugs'];
    for (const id of ids) expect(interactionRules.find((rule) => rule.id === id)?.review?.on, id).toBe('2026-11-25');
  });
});
