import { describe, expect, it } from 'vitest';
import { answerSourceHeadline, answerSourceLines, humanizePart, knowledgeDocuments, type AnswerMeta } from './ai-provenance.ts';

const kb = {
  kind: 'knowledge-base' as const,
  name: 'Regimen knowledge base',
  documents: ["NCCIH St. John's Wort", 'Natural Medicines (Therapeutic Research Center) database'],
  parts: ['summary', 'negativeInteractions'],
};
const cache = { hit: false, generatedAt: '2026-01-01T00:00:00.000Z' };

describe('an answer from the knowledge base alone', () => {
  const answer: AnswerMeta = {
    cache: { ...cache, provider: 'knowledge-base', model: null },
    provenance: [kb],
    knowledgeVersion: '2026-11-22',
  };

  it('says no model was used, and which parts the knowledge base filled in', () => {
    expect(answerSourceHeadline(answer)).toBe('Answered from the offline knowledge base; no AI model was used.');
    expect(answerSourceLines(answer)).toEqual([
      {
        kind: 'knowledge-base',
        text: "Regimen's offline knowledge base (version 2026-11-22): summary and negative interactions.",
      },
    ]);
    expect(knowledgeDocuments(answer.provenance)).toEqual(kb.documents);
  });
});

describe('an answer with a model', () => {
  const answer: AnswerMeta = {
    cache: { ...cache, provider: 'openai', model: 'gpt-4o-mini' },
    provenance: [kb, { kind: 'model', name: 'gpt-4o-mini', provider: 'openai', parts: ['summary', 'positiveInteractions'] }],
    knowledgeVersion: '2026-11-22',
  };

  it('names the model and the parts it added, beside the knowledge base', () => {
    expect(answerSourceHeadline(answer)).toBe(
      'Answered from the knowledge base, with additions by the AI model gpt-4o-mini.',
    );
    expect(answerSourceLines(answer)[1]).toEqual({
      kind: 'model',
      text: 'AI model gpt-4o-mini: summary and positive interactions.',
    });
  });

  it('falls back to the provider when the answer lists no provenance', () => {
    expect(answerSourceLines({ ...answer, provenance: [] })).toEqual([{ kind: 'model', text: 'AI model gpt-4o-mini.' }]);
  });
});

describe('humanizePart', () => {
  it('turns field names into words', () => {
    expect(humanizePart('antagonisticSupplements')).toBe('antagonistic supplements');
    expect(humanizePart('researchData')).toBe('research data');
  });
});
