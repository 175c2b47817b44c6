import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Prescription } from '@regimen/domain';
import type { ConditionDescriptionResponse, ConditionRecommendationsResponse } from '@regimen/domain/contracts/health-condition-insights';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommandDeps } from '../command-deps.ts';
import type { ConditionRecommendationsAnswer } from '../insights/condition-answers.ts';
import { createInsightProvider } from '../insights/create-provider.ts';
import { answerWith, completion, startOpenAiTestServer, type OpenAiTestServer } from '../insights/openai-test-server.ts';
import type { InsightProvider } from '../insights/provider.ts';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { conditionReferenceRoutes } from './health-condition-references.ts';
import { healthConditionRoutes } from './health-conditions.ts';

// The Health page's routes with AI_PROVIDER=openai: the real openai SDK (through the app's lazy
// provider) talks to a scripted OpenAI-compatible server. The user takes sertraline.

let server: OpenAiTestServer;
let provider: InsightProvider;
let t: RouteTestApp;

const sertraline: Prescription = {
  id: randomUUID(),
  userId: randomUUID(),
  medicationName: 'Sertraline',
  brand: null,
  dosage: '50 mg',
  frequency: 'once-daily',
  prescribedBy: null,
  purpose: null,
  notes: null,
  isActive: true,
  startDate: null,
  endDate: null,
};

beforeAll(async () => {
  server = await startOpenAiTestServer();
  provider = createInsightProvider({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key', OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '2000' });
  const routes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
    const reads = { ...deps.reads, activePrescriptions: async () => [sertraline], activeConditionNames: async () => ['Depression'] };
    await healthConditionRoutes(app, { ...deps, reads, provider });
    await conditionReferenceRoutes(app, { ...deps, provider });
  };
  t = await startRouteTestApp([routes]);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const item = (name: string, evidenceLevel: 'strong' | 'moderate' | 'limited' = 'strong') => ({
  name,
  evidenceLevel,
  dosage: '100 mg daily',
  timing: 'Morning',
  benefits: `The model says ${name} helps.`,
  safetyNotes: [],
});
const recommendationsAnswer = (...items: ReturnType<typeof item>[]): ConditionRecommendationsAnswer => ({
  recommendedSupplements: items,
  lifestyleRecommendations: ['Morning daylight'],
  warningsAndPrecautions: [],
  interactionNotes: '',
  monitoringAdvice: '',
});

const recommend = async () => {
  const userId = randomUUID();
  const added = await t.app.inject({ method: 'POST', url: '/api/health-conditions', headers: t.as(userId), payload: { name: 'Depression', severity: 'moderate' } });
  const { id } = added.json<{ id: string }>();
  const ask = () => t.app.inject({ method: 'POST', url: `/api/health-conditions/${id}/recommendations`, headers: t.as(userId) });
  return { ask };
};

describe('recommendations from a model for someone taking sertraline', () => {
  it('move a supplement the checker flags to "not recommended for you" and keep evidence levels from the knowledge base', async () => {
    server.script(answerWith(recommendationsAnswer(item('5-HTP'), item("St. John's Wort"), item('Omega-3 (EPA-rich fish oil)'), item('Magnesium'))));
    const response = await (await recommend()).ask();
    expect(response.statusCode).toBe(200);
    const body = response.json<ConditionRecommendationsResponse>();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body.response_format?.json_schema?.name).toBe('condition_recommendations');
    expect(server.requests[0]?.body.messages?.at(-1)?.content).toContain("St. John's Wort");
    expect(body).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', modelNote: null });

    const recommended = body.recommendedSupplements.map((entry) => entry.name);
    expect(recommended).not.toContain('5-HTP');
    expect(recommended).not.toContain("St. John's Wort");
    expect(body.notRecommendedForYou.map((entry) => entry.name)).toEqual(["St. John's Wort", '5-HTP']);
    expect(body.notRecommendedForYou[1]?.reason).toMatch(/^Not 5-HTP: you take Sertraline/);
    expect(body.notRecommendedForYou[1]?.sources.length).toBeGreaterThan(0);

    expect(body.recommendedSupplements.find((entry) => entry.name.startsWith('Omega-3'))).toMatchObject({ evidenceLevel: 'limited', origin: 'knowledge-base' });
    expect(body.recommendedSupplements.find((entry) => entry.name === 'Magnesium')).toMatchObject({ evidenceLevel: null, origin: 'model', sources: [] });
    expect(body.lifestyleRecommendations).toContain('Morning daylight');
  });

  it("fall back to the knowledge base's answer on a malformed reply, uncached, so the next request asks the model again", async () => {
    const { ask } = await recommend();
    server.script({ body: completion('{"recommendedSupplements": "lots"}') });
    const fallback = (await ask()).json<ConditionRecommendationsResponse>();
    expect(fallback).toMatchObject({ provider: 'knowledge-base', model: null, modelNote: expect.stringMatching(/did not answer/), cacheHit: false });
    expect(fallback.recommendedSupplements.every((entry) => entry.origin === 'knowledge-base' && entry.evidenceLevel !== null)).toBe(true);
    expect(fallback.notRecommendedForYou.map((entry) => entry.name)).toEqual(["St. John's Wort"]);

    server.script({ raw: 'not json at all' });
    expect((await ask()).json()).toMatchObject({ provider: 'knowledge-base', cacheHit: false });

    server.script(answerWith(recommendationsAnswer()));
    expect((await ask()).json()).toMatchObject({ provider: 'openai', cacheHit: false });
    expect((await ask()).json()).toMatchObject({ provider: 'openai', cacheHit: true });
    expect(server.requests).toHaveLength(3);
  });
});

describe('descriptions from a model', () => {
  const describeCondition = (name: string) =>
    t.app.inject({ method: 'POST', url: `/api/health-condition-references/${encodeURIComponent(name)}/generate-description`, headers: t.as(randomUUID()) });
  const modelDescription = { generalDescription: 'The model explains depression.', commonSymptoms: ['Made up'], typicalTreatments: [], riskFactors: [], prevalence: '' };

  it("add the model's text to the knowledge base's sourced reference", async () => {
    server.script(answerWith(modelDescription));
    const body = (await describeCondition('Depression')).json<ConditionDescriptionResponse>();
    expect(body).toMatchObject({ provider: 'openai', description: 'The model explains depression.', reference: { origin: 'knowledge-base', aiGeneratedDescription: 'The model explains depression.' } });
    expect(body.reference.commonSymptoms).not.toContain('Made up');
    expect(body.reference.sources.length).toBeGreaterThan(0);
  });

  it('answer a condition the knowledge base does not know from the model alone, without sources; a malformed reply is a 502 problem', async () => {
    server.script(answerWith({ ...modelDescription, generalDescription: 'A rare thing.' }));
    expect((await describeCondition('Rareitis')).json()).toMatchObject({ provider: 'openai', description: 'A rare thing.', reference: { origin: 'model', sources: [] } });
    server.script({ raw: '{' });
    const failed = await describeCondition('Other rareitis');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'ai_invalid_output' });
    expect(failed.body).not.toMatch(/stack|at \//);
  });
});
