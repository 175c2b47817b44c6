import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

let db: TestDatabase;
let app: RunningApp;
let user: ApiClient;

type Accepted = { id: string; position: string };
type Analysis = {
  hasInteractions: boolean;
  overallSafety: string;
  negativeInteractions: { supplements: string[]; severity: string; riskLevel: string; recommendation: string; sources: string[]; origin: string }[];
};

const add = async (client: ApiClient, name: string, dosage = '1 capsule') => (await client.post<Accepted>('/api/supplements', { name, dosage })).body;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startApp({ env: { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read,projections' } });
  user = createApiClient(app.url);
  await user.register('insights@example.com');
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('an interaction analysis, offline', () => {
  it("warns about St John's wort with sertraline, with its source and what to do", async () => {
    const wort = await add(user, "St. John's Wort", '300 mg');
    const fish = await add(user, 'Fish Oil');
    const prescription = await user.post<Accepted>('/api/prescriptions', { medicationName: 'Sertraline', dosage: '50 mg', frequency: 'once-daily' });
    await user.get('/api/prescriptions', { 'x-min-position': prescription.body.position });

    const analysis = await user.post<Analysis>('/api/ai/analyze-interactions', { supplementIds: [wort.id, fish.id] });
    expect(analysis.status).toBe(200);
    expect(analysis.headers.get('x-ratelimit-limit')).toBeTruthy();
    const serotonin = analysis.body.negativeInteractions.find((finding) => finding.supplements.includes('Sertraline'));
    expect(serotonin).toMatchObject({ severity: 'major', riskLevel: 'contraindicated', origin: 'knowledge-base' });
    expect(serotonin?.sources.join(' ')).toMatch(/NCCIH/);
    expect(serotonin?.recommendation.length).toBeGreaterThan(10);
    expect(analysis.body.hasInteractions).toBe(true);

    const stats = await user.get<{ interactions: number }>('/api/dashboard/stats');
    expect(stats.body.interactions).toBeGreaterThanOrEqual(1);
  });

  it('needs at least 2 supplements, with the spec message', async () => {
    const one = await add(user, 'Vitamin C');
    const answer = await user.post<{ detail: string }>('/api/ai/analyze-interactions', { supplementIds: [one.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Need at least 2 supplements for interaction analysis');
  });

  it("answers 404 for another user's supplement", async () => {
    const other = createApiClient(app.url);
    await other.register('other-insights@example.com');
    const theirs = await add(other, 'Iron');
    const mine = await add(user, 'Calcium');
    expect((await user.post('/api/ai/analyze-interactions', { supplementIds: [mine.id, theirs.id] })).status).toBe(404);
  });
});

describe('the daily AI quota', () => {
  it('allows the free tier 3 fresh analyses a day, then names the limit', async () => {
    const frugal = createApiClient(app.url);
    await frugal.register('frugal@example.com');
    const a = await add(frugal, 'Calcium');
    const b = await add(frugal, 'Iron');
    const answers = [];
    for (let index = 0; index < 3; index++) answers.push(await frugal.post('/api/ai/analyze-interactions', { supplementIds: [a.id, b.id] }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const lastPosition = answers[2]?.headers.get('x-event-position') ?? '';
    expect(lastPosition).toMatch(/^\d+$/);
    const refused = await frugal.post<{ code: string; detail: string }>('/api/ai/analyze-interactions', { supplementIds: [a.id, b.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('daily_ai_quota_reached');
    expect(refused.body.detail).toMatch(/3 AI requests per day.*upgrade/i);

    const tier = await frugal.get<{ usage: { dailyAiRequests: number }; limits: { maxAiRequestsPerDay: number } }>('/api/tiers/tier-info', { 'x-min-position': lastPosition });
    expect(tier.headers.get('x-read-stale')).toBeNull();
    expect(tier.body.usage.dailyAiRequests).toBe(3);
    expect(tier.body.limits.maxAiRequestsPerDay).toBe(3);
  });
});
