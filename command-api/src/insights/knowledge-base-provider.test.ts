import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_VERSION, SOURCES } from '@regimen/domain';
import {
  benefitsAnalysisSchema,
  interactionAnalysisSchema,
  prescriptionAnalysisSchema,
  researchResultSchema,
  supplementOfTheDaySchema,
  supplementSuggestionsSchema,
} from '@regimen/domain/contracts/ai';
import { createKnowledgeBaseProvider } from './knowledge-base-provider.ts';
import { ProviderError } from './provider.ts';
import { fixtures } from './test-fixtures.ts';

const provider = createKnowledgeBaseProvider();
const { supplement, prescription } = fixtures();

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('analyzeInteractions: the issue\'s "done means" cases', () => {
  it("reports St John's wort with sertraline as contraindicated, with its source and what to do", async () => {
    const wort = supplement("St. John's Wort", '300 mg');
    const vitaminC = supplement('Vitamin C', '500 mg');
    const { result, usage } = await provider.analyzeInteractions({
      supplements: [wort, vitaminC],
      prescriptions: [prescription('Sertraline', { brand: 'Zoloft' })],
    });
    expect(interactionAnalysisSchema.parse(result)).toEqual(result);
    const [finding] = result.negativeInteractions;
    expect(finding).toMatchObject({
      supplements: ["St. John's Wort", 'Sertraline'],
      severity: 'major',
      riskLevel: 'contraindicated',
      type: 'supplement_drug',
      origin: 'knowledge-base',
    });
    expect(finding?.description).toMatch(/serotonin syndrome/);
    expect(finding?.recommendation).toMatch(/Do not take St. John's wort/);
    expect(finding?.sources).toContain(SOURCES.nccihStJohnsWort);
    expect(result).toMatchObject({ hasInteractions: true, overallSafety: 'unsafe', knowledgeVersion: KNOWLEDGE_VERSION });
    expect(result.summary).toContain('contraindicated');
    expect(result.provenance).toEqual([expect.objectContaining({ kind: 'knowledge-base', documents: expect.arrayContaining([SOURCES.nccihStJohnsWort]) })]);
    expect(usage).toEqual({ provider: 'knowledge-base', model: null, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 });
  });

  it('tells a user with calcium and iron to take them 2 hours apart', async () => {
    const { result } = await provider.analyzeInteractions({ supplements: [supplement('Calcium Citrate', '500 mg'), supplement('Iron', '18 mg')] });
    expect(result.negativeInteractions).toEqual([
      expect.objectContaining({
        supplements: ['Calcium Citrate', 'Iron'],
        severity: 'minor',
        riskLevel: 'minor',
        type: 'supplement_supplement',
        separationHours: 2,
        recommendation: expect.stringMatching(/2 hours apart/),
        sources: expect.arrayContaining([SOURCES.smpcFerrousSulfate]),
      }),
    ]);
    expect(result.overallSafety).toBe('caution');
  });

  it('adds vitamin D across two products and reports the total above the upper limit', async () => {
    const d3 = supplement('Vitamin D3 5000 IU', '1 softgel');
    const multi = supplement('Multivitamin', '1 tablet', { type: 'multivitamin', ingredients: ['Vitamin D 1000 IU', 'Zinc 15 mg'] });
    const { result } = await provider.analyzeInteractions({ supplements: [d3, multi] });
    const limit = result.negativeInteractions.find((item) => item.type === 'upper_limit');
    expect(limit).toMatchObject({ supplements: [d3.name, multi.name], severity: 'moderate', title: 'Vitamin D above the upper limit' });
    expect(limit?.description).toContain('150 mcg (6,000 IU)');
    expect(limit?.recommendation).toMatch(/Review the doses/);
    expect(limit?.sources).toContain(SOURCES.odsVitaminD);
  });
});

describe('analyzeInteractions: synergies', () => {
  it('names vitamin C with iron and calcium with vitamin D as beneficial, with sources', async () => {
    const { result } = await provider.analyzeInteractions({
      supplements: [supplement('Vitamin C', '250 mg'), supplement('Iron', '18 mg'), supplement('Vitamin D3', '1000 IU')],
    });
    expect(result.positiveInteractions).toEqual([
      expect.objectContaining({ supplements: ['Vitamin C', 'Iron'], type: 'absorption', sources: [SOURCES.odsIron, SOURCES.odsVitaminC], origin: 'knowledge-base' }),
    ]);
    const withCalcium = await provider.analyzeInteractions({ supplements: [supplement('Calcium', '500 mg'), supplement('Vitamin D3', '1000 IU')] });
    expect(withCalcium.result.positiveInteractions.map((item) => item.type)).toEqual(['complementary']);
    expect(withCalcium.result.negativeInteractions).toEqual([]);
  });

  it('does not claim a vitamin D and K2 synergy, which the knowledge base does not support', async () => {
    const { result } = await provider.analyzeInteractions({ supplements: [supplement('Vitamin D3', '1000 IU'), supplement('Vitamin K2 MK-7', '100 mcg')] });
    expect(result.positiveInteractions).toEqual([]);
  });

  it('does not call one combination product a synergy with itself', async () => {
    const { result } = await provider.analyzeInteractions({ supplements: [supplement('Calcium 600 mg + D3 400 IU', '1 tablet'), supplement('Magnesium', '200 mg')] });
    expect(result.positiveInteractions).toEqual([]);
  });
});

describe('analyzeInteractions: other regimens', () => {
  it('says nothing was found, and is safe, for vitamin C with vitamin D', async () => {
    const { result } = await provider.analyzeInteractions({ supplements: [supplement('Vitamin C', '500 mg'), supplement('Vitamin D3', '1000 IU')] });
    expect(result).toMatchObject({ hasInteractions: false, overallSafety: 'safe', negativeInteractions: [], positiveInteractions: [] });
    expect(result.summary).toBe("Regimen's knowledge base found no interactions among your 2 supplements.");
  });

  it('lists items it does not recognise as not checked', async () => {
    const { result } = await provider.analyzeInteractions({
      supplements: [supplement('Mystery Blend', '2 capsules'), supplement('Vitamin C', '500 mg')],
      prescriptions: [prescription('Zorblatin')],
    });
    expect(result.notChecked).toEqual({ supplements: ['Mystery Blend'], prescriptions: ['Zorblatin'] });
    expect(result.summary).toContain('not checked: Mystery Blend, Zorblatin');
  });

  it('is incomplete, never safe, when something was not recognised, and suggests close names', async () => {
    const { result } = await provider.analyzeInteractions({
      supplements: [supplement('Vitamin C', '500 mg'), supplement('Ashwaganda', '300 mg')],
      prescriptions: [prescription('Metformn 500 mg')],
    });
    expect(result.overallSafety).toBe('incomplete');
    expect(result.summary).toContain('incomplete, not safe');
    expect(result.notChecked.suggestions).toEqual([
      { name: 'Ashwaganda', suggestions: expect.arrayContaining(['Ashwagandha']) },
      { name: 'Metformn 500 mg', suggestions: expect.arrayContaining(['metformin']) },
    ]);
  });

  it('marks the prescription analysis and the suggestions incomplete when the regimen has unknown items', async () => {
    const regimen = { supplements: [supplement('Zorbex drops', '1 ml')], prescriptions: [prescription('Lisinopril 10 mg')] };
    const { result: analysis } = await provider.analyzePrescription({ prescription: prescription('Lisinopril 10 mg'), supplements: regimen.supplements });
    expect(analysis.overallSafety).toBe('incomplete');
    expect(analysis.notChecked?.supplements).toEqual(['Zorbex drops']);
    const { result: suggestions } = await provider.suggestSupplements(regimen);
    expect(suggestions.notChecked?.supplements).toEqual(['Zorbex drops']);
  });

  it('ignores inactive supplements', async () => {
    const { result } = await provider.analyzeInteractions({
      supplements: [supplement("St. John's Wort", '300 mg', { isActive: false })],
      prescriptions: [prescription('Sertraline')],
    });
    expect(result.negativeInteractions).toEqual([]);
  });

  it('analyses a single supplement too: requiring two is the caller\'s job (spec message)', async () => {
    const { result } = await provider.analyzeInteractions({ supplements: [supplement("St. John's Wort", '300 mg')], prescriptions: [prescription('Zoloft')] });
    expect(result.negativeInteractions).toHaveLength(1);
  });

  it('gives the same answer for the same input', async () => {
    const input = {
      supplements: [supplement("St. John's Wort", '300 mg'), supplement('Calcium', '500 mg'), supplement('Iron', '65 mg'), supplement('Zinc', '50 mg')],
      prescriptions: [prescription('Sertraline'), prescription('Levothyroxine')],
    };
    const first = await provider.analyzeInteractions(input);
    const second = await provider.analyzeInteractions(structuredClone(input));
    expect(second).toEqual(first);
  });
});

describe('analyzeBenefits', () => {
  it('answers from the knowledge-base entry of a known supplement', async () => {
    const { result } = await provider.analyzeBenefits({ supplement: supplement('Vitamin D3', '2000 IU') });
    expect(benefitsAnalysisSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ supplementName: 'Vitamin D3', evidenceLevel: 'high', targetConditions: [] });
    expect(result.primaryBenefits[0]).toMatch(/vitamin D deficiency/);
    expect(result.dosageRecommendation).toContain('100 mcg (4,000 IU)');
    expect(result.knowledgeEntries.map((entry) => entry.id)).toEqual(['vitamin-d']);
    expect(result.provenance[0]).toMatchObject({ kind: 'knowledge-base', documents: expect.arrayContaining([SOURCES.odsVitaminD]) });
  });

  it('adds the other ingredients of a combination product as secondary benefits', async () => {
    const { result } = await provider.analyzeBenefits({
      supplement: supplement('Multivitamin', '1 tablet', { type: 'multivitamin', ingredients: ['Vitamin D 1000 IU', 'Zinc 15 mg'] }),
    });
    expect(result.knowledgeEntries.map((entry) => entry.id)).toEqual(['multivitamin', 'vitamin-d', 'zinc']);
    expect(result.secondaryBenefits).toHaveLength(2);
    expect(result.secondaryBenefits[0]).toMatch(/^Vitamin D: /);
  });

  it('says an unknown product has insufficient evidence instead of failing', async () => {
    const { result } = await provider.analyzeBenefits({ supplement: supplement('Mystery Blend', '2 capsules') });
    expect(result).toMatchObject({ evidenceLevel: 'insufficient', primaryBenefits: [], knowledgeEntries: [] });
    expect(result.summary).toContain('not in Regimen\'s knowledge base');
  });
});

describe('research', () => {
  it('finds St. John\'s wort by its alias "hypericum", with category, refresh tier and sources', async () => {
    const { result } = await provider.research({ supplementName: '  hypericum ' });
    expect(researchResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ name: "St. John's wort", category: 'herbs', refreshTier: 'critical', refreshIntervalDays: 30 });
    expect(result.sources).toContain(SOURCES.nccihStJohnsWort);
    expect(result.drugInteractions.join(' ')).toMatch(/serotonin syndrome/);
  });

  it('reads a product-style name ("Vitamin D3 5000 IU")', async () => {
    const { result } = await provider.research({ supplementName: 'Vitamin D3 5000 IU' });
    expect(result.name).toMatch(/^Vitamin D/);
  });

  it('answers not_found for a name the knowledge base does not know', async () => {
    const error = await rejection(provider.research({ supplementName: 'Unobtainium root' }));
    expect(error.code).toBe('not_found');
    expect(error.message).toContain('Unobtainium root');
  });

  it('refuses a blank name', async () => {
    expect((await rejection(provider.research({ supplementName: '   ' }))).code).toBe('invalid_input');
  });
});

describe('suggestSupplements', () => {
  it('suggests the conservative basics to someone who takes nothing, each with the condition it depends on', async () => {
    const { result } = await provider.suggestSupplements({ supplements: [] });
    expect(supplementSuggestionsSchema.parse(result)).toEqual(result);
    expect(result.suggestions.map((suggestion) => suggestion.knowledgeId)).toEqual(['vitamin-d', 'vitamin-b12', 'fish-oil']);
    expect(result.suggestions[0]).toMatchObject({ category: 'foundational', priority: 'medium', origin: 'knowledge-base', knowledgeId: 'vitamin-d' });
    expect(result.suggestions[1]).toMatchObject({ category: 'deficiency', priority: 'low' });
    expect(result.suggestions[1]?.reasoning).toMatch(/vegan diet or are over 50/);
    expect(result.suggestions[2]?.reasoning).toMatch(/evidence .* is mixed/i);
    expect(result.suggestions.every((suggestion) => suggestion.sources.length > 0)).toBe(true);
  });

  it('does not suggest what the user already takes', async () => {
    const { result } = await provider.suggestSupplements({ supplements: [supplement('Vitamin D3', '1000 IU'), supplement('Fish Oil', '1 g')] });
    expect(result.suggestions.map((suggestion) => suggestion.knowledgeId)).toEqual(['vitamin-b12']);
  });

  it('suggests asking about magnesium with a long-term PPI, and calcium with a corticosteroid', async () => {
    const { result } = await provider.suggestSupplements({ supplements: [], prescriptions: [prescription('Omeprazole'), prescription('Prednisone')] });
    const byId = new Map(result.suggestions.map((suggestion) => [suggestion.knowledgeId, suggestion]));
    expect(byId.get('magnesium')?.reasoning).toContain('Omeprazole');
    expect(byId.get('calcium')?.reasoning).toContain('Prednisone');
    // One suggestion per supplement: B12 is suggested for the PPI, not again for diet.
    expect(result.suggestions.filter((suggestion) => suggestion.knowledgeId === 'vitamin-b12')).toHaveLength(1);
    expect(byId.get('vitamin-b12')?.reasoning).toContain('Omeprazole');
  });

  it('does not suggest vitamin D with a thiazide, which the knowledge base flags', async () => {
    const { result } = await provider.suggestSupplements({ supplements: [], prescriptions: [prescription('Hydrochlorothiazide')] });
    expect(result.suggestions.map((suggestion) => suggestion.knowledgeId)).not.toContain('vitamin-d');
  });

  it('suggests checking B12 with metformin, and vitamin C with iron, naming the synergy', async () => {
    const { result } = await provider.suggestSupplements({ supplements: [supplement('Iron', '18 mg')], prescriptions: [prescription('Metformin')] });
    expect(result.suggestions.map((suggestion) => [suggestion.knowledgeId, suggestion.category])).toEqual([
      ['vitamin-b12', 'targeted'],
      ['vitamin-d', 'foundational'],
      ['vitamin-c', 'optimization'],
      ['fish-oil', 'foundational'],
    ]);
    expect(result.suggestions[0]?.reasoning).toContain('Metformin');
    expect(result.suggestions[2]?.synergies).toEqual(['With your Iron: Vitamin C increases the absorption of non-heme iron.']);
  });
});

describe('analyzePrescription', () => {
  it("lists St. John's wort first for sertraline when the user takes it", async () => {
    const wort = supplement("St. John's Wort", '300 mg');
    const { result } = await provider.analyzePrescription({ prescription: prescription('Zoloft'), supplements: [wort, supplement('Vitamin C', '500 mg')] });
    expect(prescriptionAnalysisSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ recognized: true, therapeuticClass: 'SSRI antidepressant', synergisticSupplements: [] });
    expect(result.antagonisticSupplements[0]).toMatchObject({
      name: "St. John's wort",
      severity: 'high',
      riskLevel: 'contraindicated',
      yourSupplements: ["St. John's Wort"],
      origin: 'knowledge-base',
    });
    expect(result.antagonisticSupplements.slice(1).every((item) => item.yourSupplements.length === 0)).toBe(true);
    expect(result.summary).toContain('1 applies to your current supplements');
  });

  it('says an unknown drug is not recognised rather than implying it is safe', async () => {
    const { result } = await provider.analyzePrescription({ prescription: prescription('Zorblatin'), supplements: [] });
    expect(result).toMatchObject({ recognized: false, therapeuticClass: 'Unknown' });
    expect(result.summary).toContain('does not mean there are none');
  });
});

describe('supplementOfTheDay', () => {
  it('picks the same supplement for the same date and rotates over days', async () => {
    const first = await provider.supplementOfTheDay({ date: '2026-05-01' });
    const again = await provider.supplementOfTheDay({ date: '2026-05-01' });
    expect(again).toEqual(first);
    expect(first.result === null ? null : supplementOfTheDaySchema.parse(first.result)).toEqual(first.result);
    const week = await Promise.all(['02', '03', '04', '05', '06', '07', '08'].map((day) => provider.supplementOfTheDay({ date: `2026-05-${day}` })));
    expect(new Set(week.map((answer) => answer.result?.supplementName)).size).toBeGreaterThan(1);
  });

  it('picks among researched supplements, and gives none when there are none', async () => {
    const { result } = await provider.supplementOfTheDay({ date: '2026-05-01', researched: ['hypericum'] });
    expect(result?.supplementName).toBe("St. John's wort");
    expect(result?.researchData.evidenceLevel).toBe('moderate');
    expect((await provider.supplementOfTheDay({ date: '2026-05-01', researched: [] })).result).toBeNull();
  });

  it('refuses a date that is not a calendar day', async () => {
    expect((await rejection(provider.supplementOfTheDay({ date: '2026-02-30' }))).code).toBe('invalid_input');
  });
});
