import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { answerWith, startOpenAiTestServer, type OpenAiTestServer } from '@regimen/command-api/insights/openai-test-server';
import type { ApiUsage } from '@regimen/domain/contracts/monitoring';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

// The app end to end with AI_PROVIDER=openai: the real openai SDK talks to a scripted
// OpenAI-compatible server started by the test. No network, no key.

let db: TestDatabase;
let server: OpenAiTestServer;
let app: RunningApp;
let admin: ApiClient;
let user: ApiClient;

type Accepted = { id: string; position: string };
const add = async (client: ApiClient, name: string, dosage: string) => (await client.post<Accepted>('/api/supplements', { name, dosage })).body;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startOpenAiTestServer();
  app = await startApp({
    env: {
      DATABASE_URL: db.url,
      PORT: '0',
      LOG_LEVEL: 'silent',
      SERVICES: 'command,read,projections',
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_TIMEOUT_MS: '1000',
    },
  });
  admin = createApiClient(app.url);
  await admin.register('openai-admin@example.com');
  user = createApiClient(app.url);
  await user.register('openai-user@example.com');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await db?.drop();
});
beforeEach(() => {
  server.requests.length = 0;
});

const noFindings = { summary: 'These look fine together.', overallSafety: 'safe', negativeInteractions: [], positiveInteractions: [] };

describe('interactions through a model', () => {
  it("keeps the knowledge base's St John's wort warning when the model says all is safe, and records tokens and cost", async () => {
    const wort = await add(user, "St. John's Wort", '300 mg');
    const fish = await add(user, 'Fish Oil', '1 g');
    const prescription = await user.post<Accepted>('/api/prescriptions', { medicationName: 'Zoloft', dosage: '50 mg', frequency: 'once-daily' });
    await user.get('/api/prescriptions', { 'x-min-position': prescription.body.position });
    server.script(answerWith(noFindings));

    const analysis = await user.post<{
      overallSafety: string;
      negativeInteractions: { supplements: string[]; riskLevel: string; origin: string; sources: string[]; recommendation: string }[];
      provenance: { kind: string }[];
      cache: { provider: string; model: string | null };
    }>('/api/ai/analyze-interactions', { supplementIds: [wort.id, fish.id] });
    expect(analysis.status).toBe(200);
    expect(server.requests).toHaveLength(1);
    expect(analysis.body.overallSafety).toBe('unsafe');
    const warning = analysis.body.negativeInteractions.find((finding) => finding.supplements.includes('Zoloft'));
    expect(warning).toMatchObject({ riskLevel: 'contraindicated', origin: 'knowledge-base' });
    expect(warning?.sources.length).toBeGreaterThan(0);
    expect(analysis.body.provenance.map((entry) => entry.kind)).toEqual(['knowledge-base', 'model']);
    expect(analysis.body.cache).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' });

    const usage = await vi.waitFor(
      async () => {
        const answer = await admin.get<ApiUsage>('/api/admin/api-usage');
        expect(answer.body.openaiApiCalls.today).toBe(1);
        return answer.body;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(usage.openaiApiCalls.thisHour).toBe(1);
    expect(usage.openaiApiCalls.estimated24hCost).not.toBe('$0.0000');
    expect(usage.analysesByProvider).toEqual([expect.objectContaining({ provider: 'openai', analyses: 1 })]);
  });
});

describe('a model that misbehaves', () => {
  it('answers a clean problem for schema-violating output, and the failed analysis spends no quota', async () => {
    const client = createApiClient(app.url);
    await client.register('openai-bad@example.com');
    const calcium = await add(client, 'Calcium', '500 mg');
    const iron = await add(client, 'Iron', '18 mg');
    const benefits = () => client.post<{ status: number; code: string; detail: string }>('/api/ai/analyze-benefits', { supplementId: calcium.id });

    server.script(answerWith({ summary: 42, overallSafety: 'probably fine' }));
    const bad = await benefits();
    expect(bad.status).toBe(502);
    expect(bad.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(bad.body.code).toBe('ai_invalid_output');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts:\d+|probably fine/);

    server.script({ raw: 'this is not json', status: 200 });
    expect((await benefits()).status).toBe(502);

    server.script({ status: 429, headers: { 'retry-after': '7' }, body: { error: { message: 'slow down' } } });
    const limited = await benefits();
    expect(limited.status).toBe(503);
    expect(limited.body.code).toBe('ai_rate_limited');

    server.script({ ...answerWith(noFindings), delayMs: 3000 });
    const slow = await benefits();
    expect(slow.status).toBe(504);
    expect(slow.body.code).toBe('ai_timeout');

    const tier = await client.get<{ usage: { dailyAiRequests: number } }>('/api/tiers/tier-info');
    expect(tier.body.usage.dailyAiRequests).toBe(0);

    // Calcium with iron: the knowledge base's finding comes back whether the model behaves or not.
    type Answer = { negativeInteractions: { title: string; separationHours: number | null; origin: string }[]; modelNote?: string | null; cache: { provider: string } };
    server.script(answerWith({ summary: 42 }));
    const failed = await client.post<Answer>('/api/ai/analyze-interactions', { supplementIds: [calcium.id, iron.id] });
    expect(failed.status).toBe(200);
    expect(failed.body.cache.provider).toBe('knowledge-base');
    expect(failed.body.modelNote).toMatch(/did not answer.*safety findings are complete/);
    expect(failed.body.negativeInteractions).toEqual([expect.objectContaining({ origin: 'knowledge-base', separationHours: expect.any(Number) })]);

    server.script(answerWith(noFindings));
    const good = await client.post<Answer>('/api/ai/analyze-interactions', { supplementIds: [calcium.id, iron.id] });
    expect(good.status).toBe(200);
    expect(good.body.modelNote).toBeNull();
    expect(good.body.negativeInteractions).toEqual([expect.objectContaining({ origin: 'knowledge-base', separationHours: expect.any(Number) })]);
  });
});

describe('a free user whose daily AI requests are used up', () => {
  it("gets the knowledge base's answer with a short note instead of a refusal, and the model is not asked", async () => {
    const client = createApiClient(app.url);
    await client.register('openai-quota@example.com');
    const calcium = await add(client, 'Calcium', '500 mg');
    const iron = await add(client, 'Iron', '18 mg');
    type Answer = { negativeInteractions: { origin: string }[]; modelNote?: string | null; cache: { provider: string } };
    const answers = [];
    for (let index = 0; index < 3; index++) {
      server.script(answerWith(noFindings));
      answers.push(await client.post<Answer>('/api/ai/analyze-interactions', { supplementIds: [calcium.id, iron.id] }));
    }
    expect(answers.map((answer) => [answer.status, answer.body.cache.provider, answer.body.modelNote])).toEqual(Array(3).fill([200, 'openai', null]));
    expect(server.requests).toHaveLength(3);

    const fourth = await client.post<Answer>('/api/ai/analyze-interactions', { supplementIds: [calcium.id, iron.id] });
    expect(fourth.status).toBe(200);
    expect(server.requests).toHaveLength(3);
    expect(fourth.body.cache.provider).toBe('knowledge-base');
    expect(fourth.body.modelNote).toMatch(/today's AI requests.*safety findings are complete/);
    expect(fourth.body.negativeInteractions).toEqual([expect.objectContaining({ origin: 'knowledge-base' })]);

    const tier = await client.get<{ usage: { dailyAiRequests: number } }>('/api/tiers/tier-info', { 'x-min-position': fourth.headers.get('x-event-position') ?? '0' });
    expect(tier.body.usage.dailyAiRequests).toBe(3);
  });
});

describe('a user who has spent the AI rate-limit tier', () => {
  it("gets the knowledge base's answer with the wait in minutes, and the model is not asked", async () => {
    const limitedApp = await startApp({
      env: {
        DATABASE_URL: db.url,
        PORT: '0',
        LOG_LEVEL: 'silent',
        SERVICES: 'command,read',
        RATE_LIMIT_AI: '1/3600',
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: server.baseURL,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MAX_RETRIES: '0',
        OPENAI_TIMEOUT_MS: '1000',
      },
    });
    try {
      const client = createApiClient(limitedApp.url);
      await client.register('openai-rate@example.com');
      const calcium = await add(client, 'Calcium', '500 mg');
      const iron = await add(client, 'Iron', '18 mg');
      type Answer = { modelNote?: string | null; cache: { provider: string }; negativeInteractions: { origin: string }[] };
      server.script(answerWith(noFindings));
      const first = await client.post<Answer>('/api/ai/analyze-interactions', { supplementIds: [calcium.id, iron.id] });
      expect([first.status, first.body.cache.provider, first.body.modelNote]).toEqual([200, 'openai', null]);
      const second = await client.post<Answer>('/api/ai/analyze-interactions', { supplementIds: [calcium.id, iron.id] });
      expect(second.status).toBe(200);
      expect(server.requests).toHaveLength(1);
      expect(second.body.cache.provider).toBe('knowledge-base');
      expect(second.body.modelNote).toMatch(/paused for (59|60) minutes/);
      expect(second.body.negativeInteractions).toEqual([expect.objectContaining({ origin: 'knowledge-base' })]);
    } finally {
      await limitedApp.close();
    }
  });
});
