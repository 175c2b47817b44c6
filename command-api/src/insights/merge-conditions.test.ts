import { offlineConditionRecommendations, offlineConditionReference, type ConditionRegimen } from '@regimen/domain/health/condition-advice';
import { describe, expect, it } from 'vitest';
import type { ConditionRecommendationsAnswer } from './condition-answers.ts';
import { mergeConditionRecommendations, mergeConditionReference } from './merge-conditions.ts';

const condition = { id: 'c1', name: 'Depression' };
const onSertraline: ConditionRegimen = {
  supplements: [{ id: 's1', name: 'Vitamin D3', dosage: '1000 IU', isActive: true }],
  prescriptions: [{ id: 'p1', medicationName: 'Sertraline', dosage: '50 mg', isActive: true }],
  conditions: ['Depression'],
};
const kb = offlineConditionRecommendations(condition, onSertraline);
if (kb === null) throw new Error('the knowledge base has recommendations for depression');

const item = (name: string, evidenceLevel: 'strong' | 'moderate' | 'limited' = 'strong') => ({
  name,
  evidenceLevel,
  dosage: '100 mg',
  timing: 'Morning',
  benefits: `${name} helps.`,
  safetyNotes: ['Ask your doctor.'],
});
const answer = (...items: ReturnType<typeof item>[]): ConditionRecommendationsAnswer => ({
  recommendedSupplements: items,
  lifestyleRecommendations: ['Sunlight in the morning'],
  warningsAndPrecautions: [],
  interactionNotes: '',
  monitoringAdvice: '',
});

describe('a model recommendation for someone taking sertraline', () => {
  it("cannot bring back St. John's wort, which the knowledge base ruled out", () => {
    const merged = mergeConditionRecommendations(kb, answer(item("St. John's Wort")), onSertraline);
    expect(merged.recommendedSupplements.map((entry) => entry.name)).not.toContain("St. John's Wort");
    expect(merged.notRecommendedForYou.map((entry) => entry.name)).toEqual(["St. John's Wort"]);
  });

  it('is moved to "not recommended for you" with the reason and sources when the checker flags it', () => {
    const merged = mergeConditionRecommendations(kb, answer(item('5-HTP')), onSertraline);
    expect(merged.recommendedSupplements.map((entry) => entry.name)).not.toContain('5-HTP');
    const moved = merged.notRecommendedForYou.find((entry) => entry.name === '5-HTP');
    expect(moved?.reason).toMatch(/^Not 5-HTP: you take Sertraline/);
    expect(moved?.sources.length).toBeGreaterThan(0);
    expect(merged.interactionNotes).toMatch(/5-HTP/);
  });

  it('cannot set evidence levels: the knowledge base keeps its own, a model addition has none', () => {
    const merged = mergeConditionRecommendations(kb, answer(item('Omega-3 (EPA-rich fish oil)', 'strong'), item('Magnesium', 'strong')), onSertraline);
    const omega = merged.recommendedSupplements.find((entry) => entry.name.startsWith('Omega-3'));
    expect(omega).toMatchObject({ evidenceLevel: 'limited', origin: 'knowledge-base', explanation: 'Omega-3 (EPA-rich fish oil) helps.' });
    expect(merged.recommendedSupplements.find((entry) => entry.name === 'Magnesium')).toMatchObject({ evidenceLevel: null, origin: 'model', sources: [] });
  });

  it('drops a supplement the checker cannot recognise, and marks one already taken', () => {
    const merged = mergeConditionRecommendations(kb, answer(item('Zyxoflorin extract')), onSertraline);
    expect(merged.recommendedSupplements.map((entry) => entry.name)).not.toContain('Zyxoflorin extract');
    expect(merged.recommendedSupplements.find((entry) => entry.name === 'Vitamin D3')?.alreadyTaken).toBe(true);
    expect(merged.lifestyleRecommendations.at(-1)).toBe('Sunlight in the morning');
  });
});

describe('a model description', () => {
  const modelAnswer = { generalDescription: ' A  mood disorder. ', commonSymptoms: ['Sadness', ' '], typicalTreatments: [], riskFactors: [], prevalence: '' };

  it("leaves the knowledge base's sourced fields and adds its text as the AI description", () => {
    const reference = offlineConditionReference('Depression');
    const merged = mergeConditionReference(reference, modelAnswer, 'Depression');
    expect(merged).toMatchObject({ ...reference, aiGeneratedDescription: 'A mood disorder.' });
  });

  it('is the whole answer, without sources, for a condition the knowledge base does not know', () => {
    expect(mergeConditionReference(null, modelAnswer, 'Unheardofitis')).toMatchObject({
      conditionName: 'Unheardofitis',
      origin: 'model',
      sources: [],
      commonSymptoms: ['Sadness'],
      prevalence: null,
    });
  });
});
