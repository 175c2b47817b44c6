import { describe, expect, it } from 'vitest';
import { drugs } from './drug-classes.ts';
import { combinationProducts } from './drug-dictionary-more.ts';
import { mechanismMembers } from './drug-mechanisms.ts';
import { parseRoute } from './drug-route.ts';
import { resolveDrug } from './resolve-drug.ts';

const ids = new Set(drugs.map((drug) => drug.id));
const idsOf = (text: string) => resolveDrug(text).map((drug) => drug.id);
const classesOf = (text: string) => resolveDrug(text).flatMap((drug) => drug.classes);

describe('the drug dictionary', () => {
  it('has at least 300 medicines', () => {
    expect(drugs.length).toBeGreaterThanOrEqual(300);
  });

  it('maps combination brands and mechanism classes only to known drugs', () => {
    expect(combinationProducts.flatMap((product) => product.components).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.values(mechanismMembers).flat().filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each([
    ['Caduet 5/10', ['amlodipine', 'atorvastatin']],
    ['Norco 5-325', ['hydrocodone', 'acetaminophen']],
    ['Bactrim DS', ['sulfamethoxazole', 'trimethoprim']],
    ['Paxlovid', ['nirmatrelvir', 'ritonavir']],
    ['Biktarvy', ['bictegravir', 'emtricitabine', 'tenofovir']],
    ['Entresto 49/51', ['sacubitril', 'valsartan']],
    ['Advair Diskus', ['fluticasone', 'salmeterol']],
  ])('resolves every component of %s', (text, expected) => {
    expect(idsOf(text)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['Norvasc 5 mg', 'amlodipine'],
    ['gabapentin 300mg', 'gabapentin'],
    ['Seroquel', 'quetiapine'],
    ['paracetamol', 'acetaminophen'],
    ['Singulair', 'montelukast'],
    ['Xalatan', 'latanoprost'],
    ['Humira pen', 'adalimumab'],
    ['Vyvanse 30mg', 'lisdexamfetamine'],
  ])('recognises %s', (text, id) => {
    expect(idsOf(text)).toContain(id);
  });

  it('gives mechanism classes through one table: an inducer reaches every CYP3A4 substrate', () => {
    for (const text of ['alprazolam', 'Prograf', 'Yaz', 'Eliquis', 'Zocor', 'Imbruvica', 'voriconazole', 'Norvir']) {
      expect(classesOf(text), text).toContain('cyp3a4-substrate');
    }
    expect(classesOf('Oxycontin')).toContain('cns-depressant');
    expect(classesOf('lisinopril')).toContain('hyperkalemia-risk');
    expect(classesOf('Adderall')).toContain('sympathomimetic-sensitive');
  });
});

describe('parseRoute', () => {
  it.each([
    ['Ciprofloxacin 0.3% eye drops', 'ophthalmic'],
    ['Ofloxacin ear drops', 'otic'],
    ['Fluticasone nasal spray', 'nasal'],
    ['Albuterol HFA inhaler', 'inhaled'],
    ['Clindamycin 1% gel', 'topical'],
    ['Diclofenac gel 1%', 'topical'],
    ['Testosterone gel 1.62%', 'systemic'],
    ['Latanoprost', 'systemic'],
    ['Diclofenac topical gel 1%', 'topical'],
    ['Hydrocortisone cream 1%', 'topical'],
    ['Ciprofloxacin 500 mg tablet', 'systemic'],
    ['Doxycycline 100 mg capsules', 'systemic'],
    ['Xulane patch', 'systemic'],
  ])('%s is %s', (text, route) => {
    expect(parseRoute(text)).toBe(route);
  });
});
