import { describe, expect, it } from 'vitest';
import { SOURCES } from '@regimen/domain';
import { knowledgeSuggestions } from './kb-suggestions.ts';
import { mergeSuggestions } from './merge-suggestions.ts';
import type { SuggestionsAnswer } from './model-answers.ts';
import { fixtures } from './test-fixtures.ts';

const { supplement, prescription } = fixtures();

const suggestion = (supplementName: string) => ({
  supplementName,
  category: 'targeted' as const,
  priority: 'high' as const,
  reasoning: 'Because.',
  timing: 'Morning',
  potentialBenefits: [],
  synergies: [],
  considerations: [],
});

describe('mergeSuggestions', () => {
  it("drops what the user takes, what the knowledge base suggests and what it flags; attaches minor cautions", () => {
    const input = { supplements: [supplement('Magnesium Glycinate', '200 mg'), supplement('Iron', '18 mg')], prescriptions: [prescription('Sertraline')] };
    const kb = knowledgeSuggestions(input);
    const reply: SuggestionsAnswer = {
      suggestions: [suggestion("St. John's Wort"), suggestion('magnesium'), suggestion('Vitamin D3'), suggestion('Calcium'), suggestion('Creatine')],
    };
    const merged = mergeSuggestions(kb, reply, input, 'm');
    const fromModel = merged.suggestions.filter((item) => item.origin === 'model');
    expect(fromModel.map((item) => item.supplementName)).toEqual(['Calcium', 'Creatine']);
    expect(fromModel[0]?.cautions).toEqual([expect.objectContaining({ title: 'Calcium with iron', riskLevel: 'minor', sources: expect.arrayContaining([SOURCES.smpcFerrousSulfate]) })]);
    expect(merged.suggestions.slice(0, kb.suggestions.length)).toEqual(kb.suggestions);
  });
});
