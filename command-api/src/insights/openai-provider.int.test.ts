import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOURCES } from '@regimen/domain';
import {
  benefitsAnalysisSchema,
  interactionAnalysisSchema,
  prescriptionAnalysisSchema,
  researchResultSchema,
  supplementSuggestionsSchema,
} from '@regimen/domain/contracts/ai';
import type { InteractionsAnswer } from './model-answers.ts';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider.ts';
import { answerWith, completion, startOpenAiTestServer, type OpenAiTestServer } from './openai-test-server.ts';
import { ProviderError, type InsightProvider } from './provider.ts';
import { fixtures } from './test-fixtures.ts';

// Needs no database: the real openai SDK talks HTTP to a scripted OpenAI-compatible server.

let server: OpenAiTestServer;
let provider: InsightProvider;
const providerFor = (options: Partial<OpenAiProviderOptions> = {}) =>
  createOpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'gpt-4o-mini', timeoutMs: 2000, maxRetries: 0, ...options });

beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  provider = providerFor();
});

const { supplement, prescription } = fixtures();
const wort = supplement("St. John's Wort", '300 mg');
const melatonin = supplement('Melatonin', '3 mg');
const calcium = supplement('Calcium Citrate', '500 mg');
const iron = supplement('Iron', '18 mg');
const vitaminC = supplement('Vitamin C', '500 mg');
const sertraline = prescription('Sertraline', { brand: 'Zoloft' });
const regimen = { supplements: [wort, melatonin, calcium, iron, vitaminC], prescriptions: [sertraline] };

const interactions = (overrides: Partial<InteractionsAnswer> = {}): InteractionsAnswer => ({
  summary: 'Melatonin with sertraline may add drowsiness.',
  overallSafety: 'caution',
  negativeInteractions: [],
  positiveInteractions: [],
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('analyzeInteractions with a valid structured answer', () => {
  it('merges the model under the knowledge base, labels origins and reports usage and cost', async () => {
    server.script(
      answerWith(
        interactions({
          overallSafety: 'safe',
          negativeInteractions: [
            { supplements: ["St. John's Wort", 'Sertraline'], title: 'Mild', severity: 'minor', type: 'supplement_drug', description: 'Probably fine.', recommendation: 'Carry on.' },
            { supplements: ['Melatonin', 'Zoloft'], title: 'Drowsiness', severity: 'moderate', type: 'supplement_drug', description: 'Both can cause drowsiness.', recommendation: 'Take melatonin at bedtime only.' },
            { supplements: ['Ginkgo', 'Sertraline'], title: 'Bleeding', severity: 'major', type: 'supplement_drug', description: 'Not taken.', recommendation: 'n/a' },
          ],
          positiveInteractions: [
            { supplements: ["St. John's Wort", 'Sertraline'], type: 'mood', benefit: 'Better mood', description: 'Dangerous claim.', enhancement: 'Take together.' },
          ],
        }),
      ),
    );
    const { result, usage } = await provider.analyzeInteractions(regimen);

    expect(interactionAnalysisSchema.parse(result)).toEqual(result);
    const [first] = result.negativeInteractions;
    expect(first).toMatchObject({ supplements: ["St. John's Wort", 'Sertraline'], riskLevel: 'contraindicated', severity: 'major', origin: 'knowledge-base' });
    expect(first?.sources).toContain(SOURCES.nccihStJohnsWort);
    expect(result.negativeInteractions.filter((item) => item.supplements.includes("St. John's Wort"))).toHaveLength(1);
    expect(result.negativeInteractions.map((item) => [item.title, item.origin])).toEqual([
      ["St. John's wort with serotonergic medicines", 'knowledge-base'],
      ['Calcium with iron', 'knowledge-base'],
      ['Drowsiness', 'model'],
    ]);
    expect(result.positiveInteractions.map((item) => [item.type, item.origin])).toEqual([['absorption', 'knowledge-base']]);
    expect(result.overallSafety).toBe('unsafe');
    expect(result.summary).toMatch(/^Regimen's knowledge base found 2 cautions.*Melatonin with sertraline may add drowsiness\.$/);
    expect(result.provenance.map((entry) => entry.kind)).toEqual(['knowledge-base', 'model']);
    expect(usage).toEqual({ provider: 'openai', model: 'gpt-4o-mini', inputTokens: 1000, outputTokens: 200, estimatedCostUsd: 0.00027 });

    const [request] = server.requests;
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('gpt-4o-mini');
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'interaction_analysis', strict: true } });
    expect(request?.body.messages?.at(-1)?.content).toContain("St. John's wort with serotonergic medicines");
  });

  it('keeps the knowledge-base finding and its severity when the model drops everything', async () => {
    server.script(answerWith(interactions({ summary: 'No interactions.', overallSafety: 'safe' })));
    const { result } = await provider.analyzeInteractions({ supplements: [wort], prescriptions: [sertraline] });
    expect(result.negativeInteractions).toEqual([expect.objectContaining({ riskLevel: 'contraindicated', origin: 'knowledge-base' })]);
    expect(result).toMatchObject({ hasInteractions: true, overallSafety: 'unsafe' });
  });

  it('reports unknown usage as null rather than zero', async () => {
    server.script(answerWith(interactions(), { usage: null }));
    const { usage } = await provider.analyzeInteractions(regimen);
    expect(usage).toMatchObject({ inputTokens: null, outputTokens: null, estimatedCostUsd: null });
  });
});

describe('analyzeInteractions with a bad answer', () => {
  it('rejects a schema-violating answer as invalid_output without echoing it', async () => {
    server.script(answerWith({ ...interactions(), overallSafety: 'totally fine SECRET-MODEL-TEXT' }));
    const error = await failure(provider.analyzeInteractions(regimen));
    expect(error.code).toBe('invalid_output');
    expect(JSON.stringify(error)).not.toContain('SECRET-MODEL-TEXT');
  });

  it('rejects an answer missing a field', async () => {
    const { summary: _dropped, ...partial } = interactions();
    server.script(answerWith(partial));
    expect((await failure(provider.analyzeInteractions(regimen))).code).toBe('invalid_output');
  });

  it('rejects content that is not JSON', async () => {
    server.script({ body: completion('Sure! Here is the analysis: {"summary": SECRET-MODEL-TEXT') });
    const error = await failure(provider.analyzeInteractions(regimen));
    expect(error.code).toBe('invalid_output');
    expect(error.message).not.toContain('SECRET-MODEL-TEXT');
  });

  it('rejects a refusal and an answer cut off at the token limit', async () => {
    server.script({ body: completion(null, { refusal: "I can't help with that." }) });
    expect((await failure(provider.analyzeInteractions(regimen))).code).toBe('invalid_output');
    server.script({ body: completion('{"summary": "trunc', { finishReason: 'length' }) });
    expect((await failure(provider.analyzeInteractions(regimen))).code).toBe('invalid_output');
  });
});

describe('analyzeInteractions when the service fails', () => {
  it('maps 429 to rate_limited with the Retry-After seconds', async () => {
    server.script({ status: 429, headers: { 'retry-after': '7' }, body: { error: { message: 'Rate limit reached for SECRET-ORG', type: 'requests' } } });
    const error = await failure(provider.analyzeInteractions(regimen));
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 7 });
    expect(error.message).not.toContain('SECRET-ORG');
    expect(server.requests).toHaveLength(1);
  });

  it('maps 500 to unavailable', async () => {
    server.script({ status: 500, body: { error: { message: 'boom' } } });
    expect((await failure(provider.analyzeInteractions(regimen))).code).toBe('unavailable');
  });

  it('retries once when configured, then answers', async () => {
    server.script({ status: 503, headers: { 'retry-after-ms': '10' }, body: { error: { message: 'busy' } } }, answerWith(interactions()));
    const { result } = await providerFor({ maxRetries: 1 }).analyzeInteractions(regimen);
    expect(result.provenance.map((entry) => entry.kind)).toEqual(['knowledge-base', 'model']);
    expect(server.requests).toHaveLength(2);
  });

  it('maps an answer slower than the timeout to timeout', async () => {
    server.script({ ...answerWith(interactions()), delayMs: 3000 });
    const started = Date.now();
    const error = await failure(providerFor({ timeoutMs: 200 }).analyzeInteractions(regimen));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('maps 401 to misconfigured', async () => {
    server.script({ status: 401, body: { error: { message: 'Incorrect API key provided: sk-SECRET' } } });
    const error = await failure(provider.analyzeInteractions(regimen));
    expect(error.code).toBe('misconfigured');
    expect(error.message).not.toContain('sk-SECRET');
  });

  it('maps a refused connection to unavailable', async () => {
    const closed = await startOpenAiTestServer();
    await closed.close();
    const error = await failure(createOpenAiProvider({ apiKey: 'k', baseURL: closed.baseURL, model: 'gpt-4o-mini', timeoutMs: 2000, maxRetries: 0 }).analyzeInteractions(regimen));
    expect(error.code).toBe('unavailable');
  });
});

describe('the other operations through the model', () => {
  it('benefits: the knowledge base keeps evidence and dosage, the model explains', async () => {
    server.script(
      answerWith({
        summary: 'Helps bones.',
        primaryBenefits: ['Prevents all disease'],
        secondaryBenefits: ['Immune support'],
        recommendedTiming: 'Any time',
        foodInteraction: 'None',
        evidenceLevel: 'insufficient',
        dosageRecommendation: '50,000 IU a day',
        sideEffects: [],
        targetConditions: ['Vitamin D deficiency'],
      }),
    );
    const { result } = await provider.analyzeBenefits({ supplement: supplement('Vitamin D3', '1000 IU') });
    expect(benefitsAnalysisSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ evidenceLevel: 'high', secondaryBenefits: ['Immune support'], targetConditions: ['Vitamin D deficiency'] });
    expect(result.dosageRecommendation).toContain('4,000 IU');
    expect(result.primaryBenefits).not.toContain('Prevents all disease');
  });

  it('research: an alias is answered with knowledge-base facts; an unknown name from the model alone', async () => {
    const answer = {
      overview: 'A herb.',
      category: 'other',
      evidenceLevel: 'high',
      primaryBenefits: ['Mood'],
      recommendedDosage: 'Any',
      timing: 'Any',
      foodInteraction: 'None',
      sideEffects: [],
      contraindications: [],
      drugInteractions: [],
      qualityConsiderations: [],
    };
    server.script(answerWith(answer));
    const known = await provider.research({ supplementName: 'hypericum' });
    expect(researchResultSchema.parse(known.result)).toEqual(known.result);
    expect(known.result).toMatchObject({ name: "St. John's wort", evidenceLevel: 'moderate', category: 'herbs', refreshTier: 'critical' });
    const unknown = await provider.research({ supplementName: 'Unobtainium root' });
    expect(unknown.result).toMatchObject({ name: 'Unobtainium root', evidenceLevel: 'high', category: 'other', sources: [] });
    expect(unknown.result.provenance.map((entry) => entry.kind)).toEqual(['model']);
    expect(unknown.usage.provider).toBe('openai');
  });

  it("suggestions: a model suggestion the knowledge base flags with the user's prescription is dropped", async () => {
    const suggestion = (supplementName: string) => ({
      supplementName,
      category: 'targeted',
      priority: 'high',
      reasoning: 'Because.',
      timing: 'Morning',
      potentialBenefits: [],
      synergies: [],
      considerations: [],
    });
    server.script(answerWith({ suggestions: [suggestion("St. John's Wort"), suggestion('5-HTP'), suggestion('Magnesium')] }));
    const { result } = await provider.suggestSupplements({ supplements: [vitaminC], prescriptions: [sertraline] });
    expect(supplementSuggestionsSchema.parse(result)).toEqual(result);
    expect(result.suggestions.map((item) => [item.supplementName, item.origin])).toEqual([
      ['Vitamin D', 'knowledge-base'],
      ['Vitamin B12', 'knowledge-base'],
      ['Omega-3 fatty acids', 'knowledge-base'],
      ['Magnesium', 'model'],
    ]);
  });

  it("prescription analysis: the model cannot downgrade St. John's wort for sertraline", async () => {
    server.script(
      answerWith({
        overview: 'An SSRI antidepressant.',
        therapeuticClass: 'Antidepressant',
        primaryActions: ['Inhibits serotonin reuptake'],
        synergisticSupplements: [{ name: "St. John's Wort", evidence: 'strong', benefit: 'Mood', mechanism: 'Serotonin', dosageConsiderations: 'None' }],
        antagonisticSupplements: [{ name: "St. John's Wort", severity: 'low', interaction: 'Minor', mechanism: 'None', recommendation: 'Fine' }],
        generalPrecautions: [],
        monitoringRecommendations: ['Mood and suicidal thoughts early in treatment'],
        summary: 'Generally well tolerated.',
      }),
    );
    const { result } = await provider.analyzePrescription({ prescription: sertraline, supplements: [wort] });
    expect(prescriptionAnalysisSchema.parse(result)).toEqual(result);
    expect(result.antagonisticSupplements.filter((item) => /john/i.test(item.name))).toEqual([
      expect.objectContaining({ severity: 'high', riskLevel: 'contraindicated', origin: 'knowledge-base', yourSupplements: ["St. John's Wort"] }),
    ]);
    expect(result.synergisticSupplements).toEqual([]);
    expect(result.monitoringRecommendations).toEqual(['Mood and suicidal thoughts early in treatment']);
  });

  it('supplement of the day: a known pick costs no call, an unknown one asks the model', async () => {
    const known = await provider.supplementOfTheDay({ date: '2026-05-01', researched: ['hypericum'] });
    expect(known.result?.supplementName).toBe("St. John's wort");
    expect(known.usage.provider).toBe('knowledge-base');
    expect(server.requests).toHaveLength(0);

    server.script(answerWith({ evidenceLevel: 'limited', summary: 'A root.', primaryBenefits: ['Energy'], dosageRecommendation: 'Label', timing: 'Morning' }));
    const unknown = await provider.supplementOfTheDay({ date: '2026-05-01', researched: ['Unobtainium root'] });
    expect(unknown.result).toMatchObject({ supplementName: 'Unobtainium root', researchData: { evidenceLevel: 'limited' } });
    expect(unknown.result?.provenance.map((entry) => entry.kind)).toEqual(['model']);
    expect(server.requests).toHaveLength(1);
  });
});
