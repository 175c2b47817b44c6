import { describe, expect, it } from 'vitest';
import { conditionInteractionRules } from './condition-interaction-rules.ts';
import { conditionRecommendations } from './condition-recommendations.ts';
import { interactionRules } from './interaction-rules.ts';
import { releaseOf } from './knowledge-versions.ts';
import { checkSafety, negativeFindingCount } from './safety-check.ts';

const sertraline = { id: 'rx-1', medicationName: 'Sertraline', dosage: '50 mg', isActive: true };
const none = { supplements: [], prescriptions: [], conditions: [] };

describe('conditionRecommendations', () => {
  it("puts St. John's wort under not recommended for someone taking sertraline, with reason and source", () => {
    const result = conditionRecommendations('Depression', { supplements: [], prescriptions: [sertraline], conditions: ['Depression'] });
    expect(result?.recommendedSupplements.map((item) => item.name)).not.toContain("St. John's Wort");
    const wort = result?.notRecommendedForYou.find((item) => item.name === "St. John's Wort");
    expect(wort?.reason).toMatch(/^Not St\. John's Wort: you take Sertraline/);
    expect(wort?.sources.length).toBeGreaterThan(0);
  });

  it("recommends St. John's wort without the drug, and marks what is already taken", () => {
    const result = conditionRecommendations(' depression ', {
      supplements: [{ id: 's1', name: 'Vitamin D3', dosage: '1000 IU', isActive: true }],
      prescriptions: [],
      conditions: [],
    });
    expect(result?.notRecommendedForYou).toEqual([]);
    expect(result?.recommendedSupplements.find((item) => item.name === "St. John's Wort")).toMatchObject({ evidenceLevel: 'moderate', alreadyTaken: false });
    expect(result?.recommendedSupplements.find((item) => item.name === 'Vitamin D3')?.alreadyTaken).toBe(true);
  });

  it('knows a product as already taken by what it contains, not by its exact name, and ignores inactive ones', () => {
    const taken = (name: string, isActive = true) =>
      conditionRecommendations('osteoporosis', { ...none, supplements: [{ id: 's1', name, dosage: '1 tablet', isActive }] })?.recommendedSupplements.find((item) => item.name === 'Vitamin D3')?.alreadyTaken;
    expect(taken('Nature Made D3 2000 IU')).toBe(true);
    expect(taken('Cholecalciferol')).toBe(true);
    expect(taken('Vitamin D3', false)).toBe(false);
    expect(taken('Magnesium glycinate')).toBe(false);
  });

  it("leaves St. John's wort out for someone with bipolar disorder, naming the condition", () => {
    const result = conditionRecommendations('Depression', { ...none, conditions: ['Depression', 'Bipolar II'] });
    const wort = result?.notRecommendedForYou.find((item) => item.name === "St. John's Wort");
    expect(wort?.reason).toMatch(/^Not St\. John's Wort: you have Bipolar II\. St\. John's wort with bipolar disorder\./);
  });

  it('leaves potassium out for high blood pressure when lisinopril is taken, and keeps garlic', () => {
    const result = conditionRecommendations('High blood pressure', { ...none, prescriptions: [{ id: 'rx', medicationName: 'Lisinopril 10 mg' }] });
    expect(result?.conditionName).toBe('High blood pressure');
    expect(result?.notRecommendedForYou.map((item) => item.name)).toEqual(['Potassium']);
    expect(result?.notRecommendedForYou[0]?.reason).toMatch(/you take Lisinopril 10 mg/);
    expect(result?.recommendedSupplements.map((item) => item.name)).toEqual(['Garlic']);
  });

  it('leaves iron out for iron deficiency in someone with hemochromatosis', () => {
    const result = conditionRecommendations('iron deficiency anemia', { ...none, conditions: ['Iron deficiency anemia', 'hemochromatosis'] });
    expect(result?.notRecommendedForYou.find((item) => item.name === 'Iron')?.reason).toMatch(/you have hemochromatosis/);
  });

  it('leaves out a candidate with a moderate finding against one of the user\'s conditions (feverfew in pregnancy)', () => {
    const result = conditionRecommendations('Migraine', { ...none, conditions: ['Migraine', 'Pregnancy'] });
    expect(result?.recommendedSupplements.map((item) => item.name)).toEqual(['Magnesium', 'Riboflavin', 'Coenzyme Q10']);
    expect(result?.notRecommendedForYou).toEqual([expect.objectContaining({ name: 'Feverfew', reason: 'Not Feverfew: you have Pregnancy. Herbs not recommended in pregnancy.' })]);
  });

  it('keeps a moderate finding with a medicine as a safety note', () => {
    const result = conditionRecommendations('Depression', { ...none, prescriptions: [sertraline] });
    expect(result?.recommendedSupplements.find((item) => item.name === 'SAMe')?.safetyNotes.join(' ')).toMatch(/SAMe with antidepressants/);
  });

  it('keeps a candidate with a lesser finding and shows the finding as a safety note', () => {
    const result = conditionRecommendations('menopause', none);
    const cohosh = result?.recommendedSupplements.find((item) => item.name === 'Black cohosh');
    expect(cohosh?.evidenceLevel).toBe('limited');
    expect(cohosh?.safetyNotes.join(' ')).toMatch(/liver/i);
  });

  it('answers null for a condition the knowledge base does not cover', () => {
    expect(conditionRecommendations('Unknown syndrome', none)).toBeNull();
  });
});

describe('supplement–condition rules the Health page relies on', () => {
  const findingsFor = (supplement: string, dosage: string, condition: string) =>
    checkSafety({ supplements: [{ id: 's1', name: supplement, dosage }], conditions: [condition] }).findings.filter((finding) =>
      finding.parties.some((party) => party.kind === 'condition'),
    );

  it('adds the 2026-11-26 rules to the checker, each reviewed and in the release notes', () => {
    const noted = new Set(releaseOf('2026-11-26')?.changes.map((change) => change.rule));
    for (const rule of conditionInteractionRules) {
      expect(interactionRules.some((known) => known.id === rule.id), rule.id).toBe(true);
      expect(rule.review?.on, rule.id).toBe('2026-11-26');
      expect(noted.has(rule.id), rule.id).toBe(true);
    }
  });

  it('raises a counted finding for a licorice supplement with hypertension (the dashboard count)', () => {
    const report = checkSafety({ supplements: [{ id: 's1', name: 'Licorice root', dosage: '450 mg' }], conditions: ['Hypertension'] });
    expect(report.findings.map((finding) => finding.ruleId)).toContain('licorice-hypertension-heart-kidney');
    expect(negativeFindingCount(report.findings)).toBeGreaterThan(0);
  });

  it.each([
    ['Kava', '250 mg', 'fatty liver', 'hepatotoxic-supplements-liver-disease', 'major'],
    ['Niacin', '500 mg', 'Hepatitis C', 'high-dose-niacin-liver-disease', 'moderate'],
    ['Iron', '65 mg', 'haemochromatosis', 'iron-hemochromatosis', 'major'],
    ['Potassium citrate', '99 mg', 'CKD stage 4', 'minerals-chronic-kidney-disease', 'major'],
    ['Magnesium', '250 mg', 'kidney disease', 'minerals-chronic-kidney-disease', 'major'],
    ["St. John's Wort", '300 mg', 'bipolar disorder', 'st-johns-wort-bipolar-disorder', 'major'],
    ['Korean red ginseng', '1 capsule', 'Bipolar', 'ginseng-bipolar-disorder', 'moderate'],
    ['Vitamin K2 (MK-7)', '100 mcg', 'DVT in March', 'vitamin-k-blood-clot', 'moderate'],
    ['Bitter orange', '1 capsule', 'AFib', 'stimulant-herbs-heart-disease', 'major'],
    ['Echinacea', '1 capsule', 'rheumatoid arthritis', 'immune-stimulating-supplements-autoimmune', 'minor'],
    ['Licorice root', '1 capsule', 'pre-eclampsia', 'licorice-hypertension-heart-kidney', 'moderate'],
  ])('%s (%s) with "%s" -> %s (%s)', (supplement, dosage, condition, ruleId, severity) => {
    const finding = findingsFor(supplement, dosage, condition).find((item) => item.ruleId === ruleId);
    expect(finding?.severity).toBe(severity);
    expect(finding?.sources.length).toBeGreaterThan(0);
  });

  it.each(['Licorice', 'Licorice Root Extract 450 mg', 'Glycyrrhiza glabra'])('finds "%s" with "High blood pressure"', (name) => {
    expect(findingsFor(name, '1 capsule', 'High blood pressure').map((finding) => finding.ruleId)).toContain('licorice-hypertension-heart-kidney');
  });

  it('stays quiet where the condition does not apply', () => {
    expect(findingsFor('DGL licorice', '1 tablet', 'Hypertension')).toEqual([]);
    expect(findingsFor("St. John's Wort", '300 mg', 'Depression')).toEqual([]);
    expect(findingsFor('Vitamin K2', '100 mcg', 'heat stroke')).toEqual([]);
    expect(findingsFor('Licorice root', '1 capsule', 'ocular hypertension')).toEqual([]);
    expect(findingsFor('Korean red ginseng', '1 capsule', 'Depression')).toEqual([]);
  });
});
