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
  negativeInteractions: {
    supplements: string[];
    severity: string;
    riskLevel: string;
    type: string;
    title: string;
    description: string;
    recommendation: string;
    separationHours: number | null;
    sources: string[];
    origin: string;
  }[];
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

    const stats = await user.get<{ interactions: number }>('/api/dashboard/stats', { 'x-min-position': prescription.body.position });
    expect(stats.body.interactions).toBeGreaterThanOrEqual(1);
  });

  it('warns when two products add up to more than the vitamin D upper limit, and when calcium meets iron', async () => {
    const client = createApiClient(app.url);
    await client.register('upper-limit@example.com');
    const d3 = await add(client, 'Vitamin D3', '3000 IU');
    const drops = await add(client, 'Vitamin D drops', '50 mcg');
    const calcium = await add(client, 'Calcium Carbonate', '600 mg');
    const iron = await add(client, 'Iron Bisglycinate', '25 mg');
    const analysis = await client.post<Analysis>(
      '/api/ai/analyze-interactions',
      { supplementIds: [d3.id, drops.id, calcium.id, iron.id] },
    );
    expect(analysis.status).toBe(200);
    const upper = analysis.body.negativeInteractions.find((finding) => finding.type === 'upper_limit');
    expect(upper?.supplements.sort()).toEqual(['Vitamin D drops', 'Vitamin D3']);
    expect(upper?.description).toMatch(/5,?000 IU|125 mcg/);
    expect(upper?.sources.join(' ')).toMatch(/Office of Dietary Supplements|NIH|ODS/);
    const spacing = analysis.body.negativeInteractions.find((finding) => finding.supplements.includes('Calcium Carbonate') && finding.supplements.includes('Iron Bisglycinate'));
    expect(spacing?.separationHours).toBeGreaterThanOrEqual(2);
    expect(spacing?.recommendation).toMatch(/apart|separate/i);
  });

  it('checks one supplement against a prescription: a medicine counts toward the two items', async () => {
    const client = createApiClient(app.url);
    await client.register('one-supplement@example.com');
    const wort = await add(client, "St John's Wort", '300 mg');
    const prescription = await client.post<Accepted>('/api/prescriptions', { medicationName: 'Zoloft', dosage: '50 mg', frequency: 'once-daily' });
    await client.get('/api/prescriptions', { 'x-min-position': prescription.body.position });
    const analysis = await client.post<Analysis>('/api/ai/analyze-interactions', { supplementIds: [wort.id] });
    expect(analysis.status).toBe(200);
    const finding = analysis.body.negativeInteractions.find((candidate) => candidate.supplements.includes('Zoloft'));
    expect(finding).toMatchObject({ riskLevel: 'contraindicated', origin: 'knowledge-base' });
    expect(finding?.sources.join(' ')).toMatch(/NCCIH/);
  });

  it('needs at least 2 supplements (or one and a prescription), with the spec message', async () => {
    const client = createApiClient(app.url);
    await client.register('single-supplement@example.com');
    const one = await add(client, 'Vitamin C');
    const answer = await client.post<{ detail: string }>('/api/ai/analyze-interactions', { supplementIds: [one.id] });
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

describe('the daily AI quota, offline', () => {
  it('is never spent by knowledge-base answers: a free user gets every safety finding, and the tier info shows no model requests', async () => {
    const frugal = createApiClient(app.url);
    await frugal.register('frugal@example.com');
    const a = await add(frugal, 'Calcium');
    const b = await add(frugal, 'Iron');
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await frugal.post<Analysis & { modelNote?: string | null }>('/api/ai/analyze-interactions', { supplementIds: [a.id, b.id] }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[5]?.body.negativeInteractions.length).toBeGreaterThan(0);
    expect(answers[5]?.body.modelNote).toBeNull();
    for (let index = 0; index < 12; index++) expect((await frugal.get('/api/ai/supplement-suggestions')).status).toBe(200);
    const lastPosition = answers[5]?.headers.get('x-event-position') ?? '';
    expect(lastPosition).toMatch(/^\d+$/);

    const tier = await frugal.get<{ usage: { dailyAiRequests: number }; limits: { maxAiRequestsPerDay: number } }>('/api/tiers/tier-info', { 'x-min-position': lastPosition });
    expect(tier.headers.get('x-read-stale')).toBeNull();
    expect(tier.body.usage.dailyAiRequests).toBe(0);
    expect(tier.body.limits.maxAiRequestsPerDay).toBe(3);
  });
});

type Cache = { analysisId: string; hit: boolean; expiresAt: string | null; refreshTier: string | null; nextRefreshAt: string | null; provider: string };

/** Waits until the analysis an answer recorded is in the read models (the caches read them). */
const settle = async (client: ApiClient, position: string | null) => {
  await client.get('/api/tiers/tier-info', { 'x-min-position': position ?? '0' });
};

describe('benefits, cached for 24 hours per user', () => {
  it('analyses a supplement, then serves the same answer from the cache without spending quota', async () => {
    const client = createApiClient(app.url);
    await client.register('benefits@example.com');
    const magnesium = await add(client, 'Magnesium Glycinate', '200 mg');
    const first = await client.post<{ summary: string; evidenceLevel: string; cache: Cache }>('/api/ai/analyze-benefits', { supplementId: magnesium.id });
    expect(first.status).toBe(200);
    expect(first.body.summary.length).toBeGreaterThan(10);
    expect(first.body.cache).toMatchObject({ hit: false, provider: 'knowledge-base', refreshTier: expect.stringMatching(/^(critical|standard|stable)$/) });
    expect(Date.parse(first.body.cache.nextRefreshAt ?? '')).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(Date.parse(first.body.cache.expiresAt ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);
    await settle(client, first.headers.get('x-event-position'));

    const second = await client.post<{ summary: string; cache: Cache }>('/api/ai/analyze-benefits', { supplementId: magnesium.id });
    expect(second.status).toBe(200);
    expect(second.body.cache).toMatchObject({ hit: true, analysisId: first.body.cache.analysisId });
    expect(second.body.summary).toBe(first.body.summary);

    const tier = await client.get<{ usage: { dailyAiRequests: number } }>('/api/tiers/tier-info', { 'x-min-position': second.headers.get('x-event-position') ?? '0' });
    // Knowledge-base answers call no model: neither the fresh one nor the cached one spends a request.
    expect(tier.body.usage.dailyAiRequests).toBe(0);
  });

  it('analyses afresh once the supplement changed', async () => {
    const client = createApiClient(app.url);
    await client.register('benefits-change@example.com');
    const zinc = await add(client, 'Zinc', '15 mg');
    const first = await client.post<{ cache: Cache }>('/api/ai/analyze-benefits', { supplementId: zinc.id });
    await settle(client, first.headers.get('x-event-position'));
    await client.request('PUT', `/api/supplements/${zinc.id}`, { dosage: '30 mg' });
    const second = await client.post<{ cache: Cache }>('/api/ai/analyze-benefits', { supplementId: zinc.id });
    expect(second.body.cache.hit).toBe(false);
  });

  it("answers 404 for another user's supplement and 400 for a malformed id", async () => {
    const other = createApiClient(app.url);
    await other.register('benefits-other@example.com');
    const theirs = await add(other, 'Iron');
    expect((await user.post('/api/ai/analyze-benefits', { supplementId: theirs.id })).status).toBe(404);
    expect((await user.post('/api/ai/analyze-benefits', { supplementId: 'nope' })).status).toBe(400);
  });
});

describe('suggestions', () => {
  it('suggests supplements with reasons, and a changed regimen is not served the old answer', async () => {
    const client = createApiClient(app.url);
    await client.register('suggestions@example.com');
    await add(client, 'Vitamin D3', '2000 IU');
    const first = await client.get<{ suggestions: { supplementName: string; reasoning: string; priority: string }[]; cache: Cache }>('/api/ai/supplement-suggestions');
    expect(first.status).toBe(200);
    expect(first.body.suggestions.length).toBeGreaterThan(0);
    expect(first.body.suggestions.map((s) => s.supplementName)).not.toContain('Vitamin D3');
    await settle(client, first.headers.get('x-event-position'));
    const again = await client.get<{ cache: Cache }>('/api/ai/supplement-suggestions');
    expect(again.body.cache.hit).toBe(true);
    const added = await add(client, 'Magnesium');
    await settle(client, added.position);
    const changed = await client.get<{ cache: Cache }>('/api/ai/supplement-suggestions');
    expect(changed.body.cache.hit).toBe(false);
  });
});

describe('prescription analysis', () => {
  it('names the supplements that clash with the drug, with the user’s own ones flagged', async () => {
    const client = createApiClient(app.url);
    await client.register('prescription@example.com');
    await add(client, "St. John's Wort", '300 mg');
    const prescription = await client.post<Accepted>('/api/prescriptions', { medicationName: 'Sertraline', dosage: '50 mg', frequency: 'once-daily' });
    const analysis = await client.post<{ recognized: boolean; antagonisticSupplements: { name: string; yourSupplements: string[]; sources: string[] }[] }>(
      `/api/prescriptions/${prescription.body.id}/analyze`,
    );
    expect(analysis.status).toBe(200);
    expect(analysis.body.recognized).toBe(true);
    const wort = analysis.body.antagonisticSupplements.find((item) => /john/i.test(item.name));
    expect(wort?.yourSupplements).toEqual(["St. John's Wort"]);
    expect(wort?.sources.length).toBeGreaterThan(0);
    expect((await user.post(`/api/prescriptions/${prescription.body.id}/analyze`)).status).toBe(404);
  });
});

describe('supplement of the day', () => {
  it('is the same pick for everyone on a day, served from the shared cache, and spends no quota', async () => {
    const a = createApiClient(app.url);
    await a.register('sotd-a@example.com');
    const first = await a.get<{ supplementName: string; date: string; researchData: { evidenceLevel: string }; cache: Cache }>('/api/supplement-of-the-day');
    expect(first.status).toBe(200);
    expect(first.body.supplementName.length).toBeGreaterThan(0);
    await settle(a, first.headers.get('x-event-position'));
    const b = createApiClient(app.url);
    await b.register('sotd-b@example.com');
    const second = await b.get<{ supplementName: string; cache: Cache }>('/api/supplement-of-the-day');
    expect(second.body.supplementName).toBe(first.body.supplementName);
    expect(second.body.cache).toMatchObject({ hit: true, analysisId: first.body.cache.analysisId });
    const tier = await a.get<{ usage: { dailyAiRequests: number } }>('/api/tiers/tier-info');
    expect(tier.body.usage.dailyAiRequests).toBe(0);
    expect((await a.get('/api/supplement-of-the-day?utcOffset=5000')).status).toBe(400);
  });
});

describe('research', () => {
  it('researches by any spelling into one shared cache entry with its refresh tier, listed in history and the cache', async () => {
    const a = createApiClient(app.url);
    await a.register('research-a@example.com');
    const first = await a.post<{ name: string; evidenceLevel: string; category: string; sources: string[]; cache: Cache }>('/api/research', { supplementName: 'hypericum' });
    expect(first.status).toBe(200);
    expect(first.body.name).toMatch(/John/);
    expect(first.body.category).toBe('herbs');
    expect(first.body.sources.length).toBeGreaterThan(0);
    expect(first.body.cache.refreshTier).toMatch(/^(critical|standard|stable)$/);
    const days = (Date.parse(first.body.cache.nextRefreshAt ?? '') - Date.now()) / 86_400_000;
    expect([30, 90, 365].some((interval) => Math.abs(days - interval) < 0.01)).toBe(true);
    await settle(a, first.headers.get('x-event-position'));

    const b = createApiClient(app.url);
    await b.register('research-b@example.com');
    const second = await b.post<{ name: string; cache: Cache }>('/api/research', { supplementName: "St. John's Wort" });
    expect(second.body.cache).toMatchObject({ hit: true, analysisId: first.body.cache.analysisId });

    const history = await b.get<{ supplementName: string; cacheHit: boolean; category: string }[]>('/api/research/history', { 'x-min-position': second.headers.get('x-event-position') ?? '0' });
    expect(history.body).toEqual([expect.objectContaining({ supplementName: first.body.name, cacheHit: true, category: 'herbs' })]);
    expect((await user.get<unknown[]>('/api/research/history')).body.some((entry) => JSON.stringify(entry).includes('John'))).toBe(false);

    const cache = await b.get<Record<string, { supplementName: string; researchData: { name: string } }[]>>('/api/supplement-cache');
    expect(Object.keys(cache.body).sort()).toEqual(['amino_acids', 'enzymes', 'herbs', 'minerals', 'other', 'vitamins']);
    expect(cache.body.herbs?.map((entry) => entry.supplementName)).toEqual([first.body.name]);
  });

  it('refuses a blank name and answers 404 for a name the knowledge base does not know', async () => {
    const blank = await user.post<{ detail: string }>('/api/research', { supplementName: '   ' });
    expect(blank.status).toBe(400);
    const unknown = await user.post<{ detail: string }>('/api/research', { supplementName: 'Zorblax extract' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBeTruthy();
  });
});

describe('the rate-limit demo call', () => {
  it('accepts any operation name and spends the AI rate limit', async () => {
    const answer = await user.post<{ operation: string; message: string }>('/api/ai/research-demo', { supplementName: 'Zinc' });
    expect(answer.status).toBe(200);
    expect(answer.body.operation).toBe('research-demo');
    expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(answer.headers.get('x-ratelimit-limit')));
    expect((await user.post('/api/ai/NOT_OK')).status).toBe(400);
  });
});
