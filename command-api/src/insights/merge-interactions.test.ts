import { describe, expect, it } from 'vitest';
import { interactionAnalysisSchema } from '@regimen/domain/contracts/ai';
import { knowledgeInteractions } from './kb-interactions.ts';
import { mergeInteractions } from './merge-interactions.ts';
import type { InteractionsAnswer } from './model-answers.ts';
import { fixtures } from './test-fixtures.ts';

const { supplement, prescription } = fixtures();
const wort = supplement("St. John's Wort", '300 mg');
const melatonin = supplement('Melatonin', '3 mg');
const calcium = supplement('Calcium Citrate', '500 mg');
const iron = supplement('Iron', '18 mg');
const sertraline = prescription('Sertraline', { brand: 'Zoloft' });
const input = { supplements: [wort, melatonin, calcium, iron], prescriptions: [sertraline] };
const kb = knowledgeInteractions(input).analysis;

const negative = (supplements: string[], severity: 'major' | 'moderate' | 'minor', title = 'Model finding') => ({
  supplements,
  title,
  severity,
  type: 'supplement_drug' as const,
  description: 'Model description.',
  recommendation: 'Model recommendation.',
});
const positive = (supplements: string[]) => ({ supplements, type: 'complementary', benefit: 'Benefit.', description: 'Description.', enhancement: 'Enhancement.' });
const answer = (overrides: Partial<InteractionsAnswer> = {}): InteractionsAnswer => ({
  summary: 'Model summary.',
  overallSafety: 'safe',
  negativeInteractions: [],
  positiveInteractions: [],
  ...overrides,
});
const merge = (reply: InteractionsAnswer) => mergeInteractions(kb, reply, input, 'gpt-4o-mini');

describe('mergeInteractions: the knowledge base is the floor', () => {
  it('keeps every knowledge-base finding first and unchanged when the model reports none', () => {
    const merged = merge(answer());
    expect(merged.negativeInteractions).toEqual(kb.negativeInteractions);
    expect(merged.negativeInteractions[0]).toMatchObject({ riskLevel: 'contraindicated', severity: 'major', origin: 'knowledge-base' });
    expect(merged.overallSafety).toBe('unsafe');
    expect(interactionAnalysisSchema.parse(merged)).toEqual(merged);
  });

  it('drops a model item that restates a knowledge-base finding with a lower severity', () => {
    const merged = merge(answer({ negativeInteractions: [negative(['Zoloft', "St John's wort"], 'minor', 'Mild interaction')] }));
    const aboutWort = merged.negativeInteractions.filter((item) => item.supplements.includes("St. John's Wort"));
    expect(aboutWort).toEqual([kb.negativeInteractions[0]]);
  });

  it('drops a model item about part of a knowledge-base finding', () => {
    const merged = merge(answer({ negativeInteractions: [negative(['Iron'], 'moderate', 'Iron alone')] }));
    expect(merged.negativeInteractions.filter((item) => item.origin === 'model')).toEqual([]);
  });

  it('adds a new model item about the user\'s items, labelled as the model\'s, after the knowledge base', () => {
    const merged = merge(answer({ negativeInteractions: [negative(['melatonin', 'sertraline'], 'moderate', 'Drowsiness')] }));
    expect(merged.negativeInteractions.at(-1)).toEqual({
      id: `model:${[melatonin.id, sertraline.id].sort().join('+')}`,
      supplements: ['Melatonin', 'Sertraline'],
      severity: 'moderate',
      riskLevel: 'moderate',
      type: 'supplement_drug',
      title: 'Drowsiness',
      description: 'Model description.',
      recommendation: 'Model recommendation.',
      separationHours: null,
      sources: [],
      origin: 'model',
    });
    expect(merged.negativeInteractions.slice(0, kb.negativeInteractions.length)).toEqual(kb.negativeInteractions);
    expect(merged.provenance.map((entry) => [entry.kind, entry.parts])).toEqual([
      ['knowledge-base', kb.provenance[0]?.parts],
      ['model', ['summary', 'negativeInteractions']],
    ]);
  });

  it('drops model items naming something the user does not take, and repeats', () => {
    const merged = merge(
      answer({
        negativeInteractions: [
          negative(['Ginkgo', 'Sertraline'], 'major'),
          negative(['Melatonin', 'Sertraline'], 'minor'),
          negative(['Sertraline', 'Melatonin'], 'major'),
        ],
      }),
    );
    expect(merged.negativeInteractions.filter((item) => item.origin === 'model').map((item) => item.severity)).toEqual(['minor']);
  });

  it('drops a beneficial combination the knowledge base flags, keeps one it does not', () => {
    const merged = merge(answer({ positiveInteractions: [positive(["St. John's Wort", 'Sertraline']), positive(['Calcium Citrate', 'Iron']), positive(['Melatonin', 'Calcium Citrate'])] }));
    expect(merged.positiveInteractions.map((item) => [item.supplements, item.origin])).toEqual([[['Melatonin', 'Calcium Citrate'], 'model']]);
  });

  it('cannot lower the overall safety but can raise it', () => {
    const calm = mergeInteractions(knowledgeInteractions({ supplements: [calcium, iron] }).analysis, answer({ overallSafety: 'safe' }), input, 'm');
    expect(calm.overallSafety).toBe('caution');
    const alarmed = mergeInteractions(knowledgeInteractions({ supplements: [calcium, iron] }).analysis, answer({ overallSafety: 'unsafe' }), input, 'm');
    expect(alarmed.overallSafety).toBe('unsafe');
    expect(alarmed.provenance.at(-1)?.parts).toContain('overallSafety');
  });

  it("puts the knowledge base's summary before the model's", () => {
    expect(merge(answer({ summary: '  Model  summary. ' })).summary).toBe(`${kb.summary} Model summary.`);
  });
});
