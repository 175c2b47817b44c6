import { describe, expect, it } from 'vitest';
import { knowledgeBenefits, knowledgeResearch } from '@regimen/domain';
import { findEntry } from './kb-research.ts';
import { mergeBenefits, mergeResearch } from './merge-knowledge-facts.ts';
import type { BenefitsAnswer, ResearchAnswer } from './model-answers.ts';
import { fixtures } from './test-fixtures.ts';

const { supplement } = fixtures();

const benefitsAnswer: BenefitsAnswer = {
  summary: 'Model explanation.',
  primaryBenefits: ['Cures everything'],
  secondaryBenefits: ['Supports mood', 'supports MOOD'],
  recommendedTiming: 'Whenever',
  foodInteraction: 'None',
  evidenceLevel: 'high',
  dosageRecommendation: '10,000 IU',
  sideEffects: ['Headache'],
  targetConditions: ['Osteoporosis'],
};

describe('mergeBenefits', () => {
  it("keeps the knowledge base's facts for a known supplement and adds the model's explanation", () => {
    const kb = knowledgeBenefits(supplement('Vitamin E', '400 IU'));
    const merged = mergeBenefits(kb, benefitsAnswer, 'gpt-4o-mini');
    expect(merged).toMatchObject({
      primaryBenefits: kb.primaryBenefits,
      evidenceLevel: 'limited',
      dosageRecommendation: kb.dosageRecommendation,
      recommendedTiming: kb.recommendedTiming,
      secondaryBenefits: ['Supports mood'],
      sideEffects: [...kb.sideEffects, 'Headache'],
      targetConditions: ['Osteoporosis'],
      summary: `${kb.summary} Model explanation.`,
    });
    expect(merged.provenance.at(-1)).toEqual({ kind: 'model', name: 'gpt-4o-mini', provider: 'openai', parts: ['summary', 'secondaryBenefits', 'sideEffects', 'targetConditions'] });
  });

  it("is the model's answer for a product the knowledge base does not know", () => {
    const merged = mergeBenefits(knowledgeBenefits(supplement('Mystery Blend', '1 scoop')), benefitsAnswer, 'm');
    expect(merged).toMatchObject({ evidenceLevel: 'high', primaryBenefits: ['Cures everything'], knowledgeEntries: [] });
    expect(merged.provenance.map((entry) => entry.kind)).toEqual(['model']);
  });
});

const researchAnswer: ResearchAnswer = {
  overview: 'Model overview.',
  category: 'other',
  evidenceLevel: 'high',
  primaryBenefits: ['Great for depression'],
  recommendedDosage: 'Lots',
  timing: 'Any',
  foodInteraction: 'None',
  sideEffects: ['Sensitivity to sunlight', 'Headache'],
  contraindications: [],
  drugInteractions: ['Oral contraceptives'],
  qualityConsiderations: [],
};

describe('mergeResearch', () => {
  it("keeps the knowledge base's evidence, dosage, category and sources, appending the model's extra cautions", () => {
    const entry = findEntry('hypericum');
    if (entry === undefined) throw new Error('hypericum should be known');
    const kb = knowledgeResearch(entry);
    const merged = mergeResearch(kb, researchAnswer, 'hypericum', 'm');
    expect(merged).toMatchObject({ name: "St. John's wort", evidenceLevel: 'moderate', category: 'herbs', recommendedDosage: kb.recommendedDosage, primaryBenefits: kb.primaryBenefits });
    expect(merged.sources).toEqual(kb.sources);
    expect(merged.sideEffects).toEqual([...kb.sideEffects, 'Headache']);
    expect(merged.drugInteractions.at(-1)).toBe('Oral contraceptives');
  });

  it('answers an unknown supplement from the model without sources and with the critical refresh tier', () => {
    const merged = mergeResearch(null, researchAnswer, 'Unobtainium root', 'm');
    expect(merged).toMatchObject({ name: 'Unobtainium root', sources: [], category: 'other', refreshTier: 'critical', refreshIntervalDays: 30 });
    expect(merged.provenance).toEqual([expect.objectContaining({ kind: 'model' })]);
  });
});
