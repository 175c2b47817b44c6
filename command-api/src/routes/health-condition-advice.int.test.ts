import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Prescription } from '@regimen/domain';
import type { ConditionDescriptionResponse, ConditionRecommendationsResponse } from '@regimen/domain/contracts/health-condition-insights';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommandDeps } from '../command-deps.ts';
import { createKnowledgeBaseProvider } from '../insights/knowledge-base-provider.ts';
import { ProviderError, type InsightProvider } from '../insights/provider.ts';
import { startRouteTestApp, type RouteTestApp } from '../testing/route-test-app.ts';
import { conditionReferenceRoutes } from './health-condition-references.ts';
import { healthConditionRoutes } from './health-conditions.ts';

// The Health page's caches with a clock the test moves, and the regimen the read models would
// give (the route test app has no projections) as lists the test changes.

const HOUR = 3_600_000;
let time = Date.parse('2026-03-01T08:00:00Z');
const now = () => new Date(time);
const prescriptions: Prescription[] = [];
let modelFails = false;
let modelCalls = 0;

const kb = createKnowledgeBaseProvider();
/** A configured model that writes its own description, or fails when told to. */
const model: InsightProvider = {
  ...kb,
  id: 'openai',
  model: 'test-model',
  async describeCondition({ name }) {
    modelCalls += 1;
    if (modelFails) throw new ProviderError('unavailable', 'The AI service is unavailable.');
    const { result } = await kb.describeCondition({ name });
    return { result: { ...result, aiGeneratedDescription: `Model text ${modelCalls}` }, usage: { provider: 'openai', model: 'test-model', inputTokens: 1, outputTokens: 1, estimatedCostUsd: 0 } };
  },
};

const withRegimen = (deps: CommandDeps): CommandDeps => ({
  ...deps,
  reads: { ...deps.reads, activePrescriptions: async () => [...prescriptions], activeConditionNames: async () => ['Depression'] },
});
const recommendations: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => healthConditionRoutes(app, { ...withRegimen(deps), now });
const offlineReferences: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  await app.register(async (scoped) => conditionReferenceRoutes(scoped, { ...deps, now }), { prefix: '/offline' });
  await app.register(async (scoped) => conditionReferenceRoutes(scoped, { ...deps, now, provider: model }), { prefix: '/model' });
};

let t: RouteTestApp;
beforeAll(async () => {
  t = await startRouteTestApp([recommendations, offlineReferences]);
});
afterAll(async () => t?.close());
beforeEach(() => {
  prescriptions.length = 0;
  modelFails = false;
  modelCalls = 0;
});

const post = (url: string, userId: string) => t.app.inject({ method: 'POST', url, headers: t.as(userId) });

const sertraline = (userId: string): Prescription => ({
  id: randomUUID(),
  userId,
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
});

describe('condition recommendations', () => {
  const addDepression = async (userId: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/health-conditions', headers: t.as(userId), payload: { name: 'Depression', severity: 'moderate' } })).json<{ id: string }>().id;

  it('are cached for an hour, then computed afresh', async () => {
    const userId = randomUUID();
    const id = await addDepression(userId);
    const first = (await post(`/api/health-conditions/${id}/recommendations`, userId)).json<ConditionRecommendationsResponse>();
    expect(first).toMatchObject({ cacheHit: false, provider: 'knowledge-base', conditionName: 'Depression' });
    time += HOUR - 1;
    const second = (await post(`/api/health-conditions/${id}/recommendations`, userId)).json<ConditionRecommendationsResponse>();
    expect(second).toMatchObject({ cacheHit: true, generatedAt: first.generatedAt });
    time += 1;
    const third = (await post(`/api/health-conditions/${id}/recommendations`, userId)).json<ConditionRecommendationsResponse>();
    expect(third.cacheHit).toBe(false);
    expect(Date.parse(third.generatedAt)).toBe(time);
  });

  it("never serve a screening older than the regimen: a new sertraline prescription moves St. John's wort out at once", async () => {
    const userId = randomUUID();
    const id = await addDepression(userId);
    const before = (await post(`/api/health-conditions/${id}/recommendations`, userId)).json<ConditionRecommendationsResponse>();
    expect(before.recommendedSupplements.map((item) => item.name)).toContain("St. John's Wort");
    prescriptions.push(sertraline(userId));
    time += 60_000;
    const after = (await post(`/api/health-conditions/${id}/recommendations`, userId)).json<ConditionRecommendationsResponse>();
    expect(after.cacheHit).toBe(false);
    expect(after.recommendedSupplements.map((item) => item.name)).not.toContain("St. John's Wort");
    expect(after.notRecommendedForYou).toEqual([expect.objectContaining({ name: "St. John's Wort", reason: expect.stringMatching(/^Not St\. John's Wort: you take Sertraline/) })]);
    expect(after.notRecommendedForYou[0]?.sources.length).toBeGreaterThan(0);
  });

  it("are not shared between users, and another user's condition is not found", async () => {
    const owner = randomUUID();
    const id = await addDepression(owner);
    await post(`/api/health-conditions/${id}/recommendations`, owner);
    const response = await post(`/api/health-conditions/${id}/recommendations`, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('condition descriptions', () => {
  it('come from the knowledge base offline, one cache entry for every alias', async () => {
    const first = await post('/offline/api/health-condition-references/Depression/generate-description', randomUUID());
    expect(first.statusCode).toBe(200);
    const body = first.json<ConditionDescriptionResponse>();
    expect(body).toMatchObject({ cacheHit: false, provider: 'knowledge-base', reference: { conditionName: 'Depression', origin: 'knowledge-base', aiGeneratedDescription: null } });
    expect(body.description).toBe(body.reference.generalDescription);
    expect(body.reference.sources.length).toBeGreaterThan(0);
    const alias = (await post(`/offline/api/health-condition-references/${encodeURIComponent('Major Depressive Disorder')}/generate-description`, randomUUID())).json<ConditionDescriptionResponse>();
    expect(alias).toMatchObject({ cacheHit: true, generatedAt: body.generatedAt });
  });

  it('answer a condition the knowledge base does not know with a 404 problem offline', async () => {
    const response = await post('/offline/api/health-condition-references/Unheardofitis/generate-description', randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ai_not_found', detail: expect.stringMatching(/not in our knowledge base/) });
  });

  it("serve a model's answer 24 h, keep it until 7 days when the model fails, then fall back to the knowledge base", async () => {
    const url = '/model/api/health-condition-references/Depression/generate-description';
    const user = randomUUID();
    const first = (await post(url, user)).json<ConditionDescriptionResponse>();
    expect(first).toMatchObject({ cacheHit: false, provider: 'openai', description: 'Model text 1', modelNote: null });
    time += 24 * HOUR - 1;
    expect((await post(url, user)).json()).toMatchObject({ cacheHit: true, description: 'Model text 1' });
    expect(modelCalls).toBe(1);
    time += 1;
    modelFails = true;
    expect((await post(url, user)).json()).toMatchObject({ cacheHit: true, description: 'Model text 1', generatedAt: first.generatedAt });
    expect(modelCalls).toBe(2);
    time += 6 * 24 * HOUR;
    const fallback = (await post(url, user)).json<ConditionDescriptionResponse>();
    expect(fallback).toMatchObject({ cacheHit: false, provider: 'knowledge-base', modelNote: expect.stringMatching(/did not answer/) });
    expect(fallback.description).toBe(fallback.reference.generalDescription);
    modelFails = false;
    expect((await post(url, user)).json()).toMatchObject({ cacheHit: false, provider: 'openai', description: 'Model text 4' });
  });

  it('refuse a signed-out caller and a blank name', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/offline/api/health-condition-references/Depression/generate-description' })).statusCode).toBe(401);
    expect((await post('/offline/api/health-condition-references/%20/generate-description', randomUUID())).statusCode).toBe(400);
  });
});
