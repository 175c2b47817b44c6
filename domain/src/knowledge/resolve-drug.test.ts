import { describe, expect, it } from 'vitest';
import { resolveConditions } from './resolve-condition.ts';
import { resolveDrug } from './resolve-drug.ts';

const classesOf = (text: string) => resolveDrug(text).flatMap((drug) => drug.classes);
const idsOf = (text: string) => resolveDrug(text).map((drug) => drug.id);

describe('resolveDrug', () => {
  it.each([
    ['sertraline', 'ssri'],
    ['Sertraline 50 mg', 'ssri'],
    ['ZOLOFT', 'ssri'],
    ['Prozac 20mg', 'ssri'],
    ['escitalopram oxalate 10 mg', 'ssri'],
    ['Lexapro', 'ssri'],
    ['citalopram', 'ssri'],
    ['Paroxetine HCl', 'ssri'],
    ['Effexor XR 75 mg', 'snri'],
    ['duloxetine (Cymbalta)', 'snri'],
    ['Nardil', 'maoi'],
    ['sumatriptan 50 mg', 'triptan'],
    ['Tramadol HCl 50mg', 'serotonergic-opioid'],
    ['Coumadin 5 mg', 'vitamin-k-antagonist'],
    ['Jantoven', 'vitamin-k-antagonist'],
    ['Eliquis 5mg', 'doac'],
    ['Plavix', 'antiplatelet'],
    ['Synthroid 100 mcg', 'levothyroxine'],
    ['Euthyrox', 'levothyroxine'],
    ['Levoxyl', 'levothyroxine'],
    ['Cipro 500', 'fluoroquinolone'],
    ['levofloxacin', 'fluoroquinolone'],
    ['Doxycycline hyclate 100 mg', 'tetracycline'],
    ['minocycline', 'tetracycline'],
    ['Fosamax 70 mg weekly', 'bisphosphonate'],
    ['Zocor', 'statin'],
    ['atorvastatin calcium 40 mg', 'statin'],
    ['Neoral', 'calcineurin-inhibitor'],
    ['Prograf', 'calcineurin-inhibitor'],
    ['Yaz', 'hormonal-contraceptive'],
    ['Nexplanon implant', 'hormonal-contraceptive'],
    ['Prezista', 'hiv-protease-inhibitor'],
    ['Lanoxin 125 mcg', 'digoxin'],
    ['Lithium carbonate 300 mg', 'lithium'],
    ['Lisinopril 10 mg', 'ace-inhibitor'],
    ['Losartan potassium', 'arb'],
    ['Spironolactone', 'potassium-sparing-diuretic'],
    ['Metformin ER 500 mg', 'metformin'],
    ['Omeprazole 20mg', 'ppi'],
    ['Xanax', 'benzodiazepine'],
    ['Ambien', 'sedative-hypnotic'],
    ['Accutane', 'oral-retinoid'],
  ])('maps "%s" to %s', (text, drugClass) => {
    expect(classesOf(text)).toContain(drugClass);
  });

  it('finds both drugs of a combination', () => {
    expect(classesOf('Triamterene/HCTZ 37.5/25')).toEqual(expect.arrayContaining(['potassium-sparing-diuretic', 'thiazide']));
    expect(classesOf('Hyzaar')).toEqual(expect.arrayContaining(['arb', 'thiazide']));
  });

  it('treats levodopa with carbidopa as protected, even when the brand is written separately', () => {
    expect(classesOf('Levodopa 250 mg')).toContain('levodopa-without-ddci');
    expect(idsOf('Carbidopa/Levodopa 25/100')).toEqual(['carbidopa-levodopa']);
    expect(idsOf('levodopa Sinemet')).toEqual(['carbidopa-levodopa']);
    expect(classesOf('Sinemet CR')).not.toContain('levodopa-without-ddci');
  });

  it('returns nothing for text that names no known drug', () => {
    expect(resolveDrug('')).toEqual([]);
    expect(resolveDrug('my blue pill 10 mg')).toEqual([]);
  });

  it('reports the words that named the drug', () => {
    expect(resolveDrug('Take ZOLOFT daily')[0]).toMatchObject({ id: 'sertraline', matchedText: 'ZOLOFT' });
  });
});

describe('resolveConditions', () => {
  it.each([
    ['Pregnant', 'pregnancy'],
    ['CKD stage 3', 'chronic-kidney-disease'],
    ['Chronic Kidney Disease', 'chronic-kidney-disease'],
    ['former smoker', 'smoker'],
    ['Haemochromatosis', 'hemochromatosis'],
    ["Hashimoto's thyroiditis", 'thyroid-disease'],
    ['upcoming surgery in May', 'upcoming-surgery'],
  ])('maps "%s" to %s', (text, id) => {
    expect(resolveConditions(text).map((condition) => condition.id)).toContain(id);
  });

  it('returns nothing for unknown conditions', () => {
    expect(resolveConditions('seasonal allergies')).toEqual([]);
  });
});
