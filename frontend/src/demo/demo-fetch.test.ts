import { commandAcceptedSchema } from '@regimen/domain/contracts/commands';
import { dashboardStatsSchema, recentActivityItemSchema } from '@regimen/domain/contracts/dashboard';
import { supplementSchema } from '@regimen/domain/contracts/supplements';
import { takeSchema } from '@regimen/domain/contracts/takes';
import { adherenceHistorySchema } from '@regimen/domain/contracts/adherence-history';
import { tierInfoSchema } from '@regimen/domain/contracts/tiers';
import { localDayOf } from '@regimen/domain/rules/local-day';
import { plannedSlotsForDay } from '@regimen/domain/rules/schedule';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../lib/api-client.ts';
import {
  benefitsAnalysisResponseSchema,
  interactionAnalysisResponseSchema,
  prescriptionAnalysisResponseSchema,
  researchHistorySchema,
  researchResponseSchema,
  supplementCacheSchema,
  supplementOfTheDayResponseSchema,
  supplementSuggestionsResponseSchema,
} from '@regimen/domain/contracts/ai';
import { demoId } from '../features/supplements/demo/sample-supplements.ts';
import { createDemoFetch } from './demo-fetch.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const DEMO_IDS = { vitaminD3: demoId(1), probiotic: demoId(3), omega3: demoId(5), magnesium: demoId(6), zinc: demoId(7) };

function demoApi(aiDelayMs = 0, at = now) {
  let id = 500;
  const fetch = createDemoFetch({ now: () => at, newId: () => demoId(++id), utcOffsetMinutes: 0, aiDelayMs });
  return createApiClient({ fetch });
}

const addBody = { name: 'Vitamin K1', dosage: '100 mcg', timing: 'with-breakfast' };
const list = (api: ReturnType<typeof demoApi>) => api.get('/api/supplements', z.array(supplementSchema));

describe('the demo sample data', () => {
  it('is twenty supplements satisfying the contracts, one inactive, thresholds between 7 and 15, added before today', async () => {
    const supplements = await list(demoApi());
    expect(supplements).toHaveLength(20);
    expect(supplements.filter((s) => !s.isActive)).toHaveLength(1);
    for (const { lowStockThreshold } of supplements) expect(lowStockThreshold).toBeGreaterThanOrEqual(7);
    for (const { lowStockThreshold } of supplements) expect(lowStockThreshold).toBeLessThanOrEqual(15);
    expect(supplements.every((s) => Date.parse(s.createdAt) < now.getTime() - 86_400_000 + 1)).toBe(true);
  });
});

describe("the demo's morning", () => {
  const takesAt = async (time: string) =>
    (await demoApi(0, new Date(`2025-06-15T${time}:00.000Z`)).get('/api/supplement-takes', z.array(takeSchema))).filter((take) => take.takenAt?.startsWith('2025-06-15'));

  it('has taken the morning doses whose slots are past, and none before they are due, with no dosage of their own', async () => {
    expect(await takesAt('06:00')).toEqual([]);
    const noon = await takesAt('12:00');
    expect(noon.map((take) => [take.supplementId, take.takenAt, take.dosage])).toEqual([
      [DEMO_IDS.probiotic, '2025-06-15T06:35:00.000Z', null],
      [DEMO_IDS.vitaminD3, '2025-06-15T08:05:00.000Z', null],
      [demoId(2), '2025-06-15T08:05:00.000Z', null],
    ]);
  });
});

describe('demo stats', () => {
  it("count active supplements and today's open doses with the domain's rules, with the fixed interactions and adherence", async () => {
    const api = demoApi();
    const stats = await api.get('/api/dashboard/stats?utcOffset=0', dashboardStatsSchema);
    const supplements = await list(api);
    const planned = plannedSlotsForDay(supplements, localDayOf(now, 0)).length;
    expect(stats).toMatchObject({
      activeSupplements: 19,
      // The three morning doses are taken already.
      dueToday: planned - 3,
      plannedToday: planned,
      interactions: 1,
      adherence: 85,
    });
  });
});

describe('adding a supplement in demo mode', () => {
  it('answers like a command, with the defaults, and shows up in the next read, the stats, the plan and the activity', async () => {
    const api = demoApi();
    const before = await api.get('/api/dashboard/stats', dashboardStatsSchema);

    const result = await api.send('POST', '/api/supplements', addBody, commandAcceptedSchema);
    const supplements = await list(api);
    const after = await api.get('/api/dashboard/stats', dashboardStatsSchema);
    const tier = await api.get('/api/tiers/tier-info', tierInfoSchema);
    const activity = await api.get('/api/dashboard/recent-activity', z.array(recentActivityItemSchema));

    expect(api.lastPosition()).toBe(result.position);
    expect(supplements.find((s) => s.id === result.id)).toMatchObject({
      name: 'Vitamin K1',
      type: 'single',
      currentStock: 0,
    });
    expect(after.activeSupplements).toBe(before.activeSupplements + 1);
    expect(tier).toMatchObject({ tier: 'premium', usage: { supplements: 21 }, limits: { maxSupplements: 25 } });
    expect(activity[0]).toMatchObject({ type: 'supplement_added', supplementName: 'Vitamin K1' });
  });

  it('accepts a second supplement of the same name, as the domain does', async () => {
    const api = demoApi();
    await api.send('POST', '/api/supplements', { ...addBody, name: 'Vitamin D3' }, commandAcceptedSchema);
    expect((await list(api)).filter((s) => s.name === 'Vitamin D3')).toHaveLength(2);
  });

  it('refuses a body without a dosage', async () => {
    const failure = demoApi().send('POST', '/api/supplements', { name: 'Zinc' }, commandAcceptedSchema);
    await expect(failure).rejects.toThrow(/^400: /);
  });

  it('refuses the 26th supplement of the premium plan, naming the limit', async () => {
    const api = demoApi();
    for (let n = 1; n <= 5; n += 1)
      await api.send('POST', '/api/supplements', { ...addBody, name: `Extra ${n}` }, commandAcceptedSchema);
    const failure = api.send('POST', '/api/supplements', { ...addBody, name: 'One too many' }, commandAcceptedSchema);
    await expect(failure).rejects.toThrow(/^403: .*allows 25 supplements/);
  });
});

describe('editing and deleting a supplement in demo mode', () => {
  it('changes only the fields sent, then removes it', async () => {
    const api = demoApi();
    await api.send('PUT', `/api/supplements/${DEMO_IDS.vitaminD3}`, { notes: 'With breakfast' }, commandAcceptedSchema);
    const edited = (await list(api)).find((s) => s.id === DEMO_IDS.vitaminD3);
    expect(edited).toMatchObject({ notes: 'With breakfast', dosage: '2000 IU', name: 'Vitamin D3' });

    await api.send('DELETE', `/api/supplements/${DEMO_IDS.vitaminD3}`, undefined, commandAcceptedSchema);
    expect((await list(api)).some((s) => s.id === DEMO_IDS.vitaminD3)).toBe(false);
    await expect(
      api.send('DELETE', `/api/supplements/${DEMO_IDS.vitaminD3}`, undefined, commandAcceptedSchema),
    ).rejects.toThrow(/^404: /);
  });
});

describe('marking and unmarking a take in demo mode', () => {
  it('records the take, then clears its takenAt', async () => {
    const api = demoApi();
    const at = now.toISOString();
    const take = { supplementId: DEMO_IDS.vitaminD3, plannedAt: at, takenAt: at };
    const { id } = await api.send('POST', '/api/supplement-takes', take, commandAcceptedSchema);
    const activity = await api.get('/api/dashboard/recent-activity', z.array(recentActivityItemSchema));
    await api.send('PATCH', `/api/supplement-takes/${id}`, { takenAt: null }, commandAcceptedSchema);

    const takes = (await api.get('/api/supplement-takes', z.array(takeSchema))).filter((t) => t.id === id);
    expect(activity[0]).toMatchObject({ type: 'supplement_taken', supplementName: 'Vitamin D3', takenAt: at });
    expect(takes).toEqual([
      expect.objectContaining({ id, supplementId: DEMO_IDS.vitaminD3, plannedAt: at, takenAt: null, dosage: null }),
    ]);
  });

  it('refuses a take of an inactive supplement', async () => {
    const at = now.toISOString();
    const take = { supplementId: DEMO_IDS.zinc, plannedAt: at, takenAt: at };
    await expect(demoApi().send('POST', '/api/supplement-takes', take, commandAcceptedSchema)).rejects.toThrow(
      /^409: /,
    );
  });
});

describe('demo AI analyses', () => {
  it('answer with canned results after the delay, parse with the shared contracts, and spend no AI requests (no model is asked)', async () => {
    const api = demoApi(30);
    const started = Date.now();
    const interactions = await api.send(
      'POST',
      '/api/ai/analyze-interactions',
      { supplementIds: [DEMO_IDS.vitaminD3, DEMO_IDS.omega3] },
      interactionAnalysisResponseSchema,
    );
    const benefits = await api.send(
      'POST',
      '/api/ai/analyze-benefits',
      { supplementId: DEMO_IDS.magnesium },
      benefitsAnalysisResponseSchema,
    );

    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(interactions.negativeInteractions).toHaveLength(1);
    expect(interactions.negativeInteractions[0]).toMatchObject({
      supplements: ['Calcium Citrate + D3', 'Iron Bisglycinate'],
      separationHours: 2,
      origin: 'knowledge-base',
    });
    expect(interactions.negativeInteractions[0]?.sources.length).toBeGreaterThan(0);
    expect(interactions.cache.provider).toBe('knowledge-base');
    expect(benefits.supplementName).toBe('Magnesium Glycinate');
    expect(benefits.knowledgeEntries.map((entry) => entry.id)).toContain('magnesium');
    expect((await api.get('/api/tiers/tier-info', tierInfoSchema)).usage.dailyAiRequests).toBe(0);
  });

  it('say plainly when a product is not in the knowledge base', async () => {
    const api = demoApi();
    const electrolytes = demoId(18);
    const benefits = await api.send('POST', '/api/ai/analyze-benefits', { supplementId: electrolytes }, benefitsAnalysisResponseSchema);
    expect(benefits).toMatchObject({ knowledgeEntries: [], evidenceLevel: 'insufficient', primaryBenefits: [] });
  });

  it('answer suggestions, the supplement of the day and a prescription analysis in the shared shapes', async () => {
    const api = demoApi();
    const suggestions = await api.get('/api/ai/supplement-suggestions', supplementSuggestionsResponseSchema);
    const sotd = await api.get('/api/supplement-of-the-day', supplementOfTheDayResponseSchema);
    const prescription = await api.send('POST', `/api/prescriptions/${demoId(900)}/analyze`, undefined, prescriptionAnalysisResponseSchema);

    expect(suggestions.suggestions.length).toBeGreaterThanOrEqual(2);
    const taken = new Set((await list(api)).map((s) => s.name.toLowerCase()));
    expect(suggestions.suggestions.filter((s) => taken.has(s.supplementName.toLowerCase()))).toEqual([]);
    expect(suggestions.cache.expiresAt).toBe(new Date(now.getTime() + 10 * 60 * 1000).toISOString());
    expect(sotd).toMatchObject({ date: '2025-06-15' });
    expect(sotd.researchData.primaryBenefits.length).toBeGreaterThan(0);
    expect(prescription.antagonisticSupplements[0]).toMatchObject({ riskLevel: 'contraindicated' });
  });

  it('research from the knowledge base, remember it in the history and the shared cache, and refuse an unknown name', async () => {
    const api = demoApi();
    const first = await api.send('POST', '/api/research', { supplementName: 'hypericum' }, researchResponseSchema);
    const again = await api.send('POST', '/api/research', { supplementName: "St. John's Wort" }, researchResponseSchema);
    const history = await api.get('/api/research/history', researchHistorySchema);
    const cache = await api.get('/api/supplement-cache', supplementCacheSchema);

    expect(first).toMatchObject({ category: 'herbs', cache: { hit: false, refreshTier: first.refreshTier } });
    expect(again.cache).toMatchObject({ hit: true, analysisId: first.cache.analysisId });
    // Newest first; the sample research of earlier days (the research slice's seed) follows.
    expect(history.slice(0, 2).map((entry) => entry.cacheHit)).toEqual([true, false]);
    expect(history.slice(2).every((entry) => !entry.cacheHit && entry.researchedAt < (history[1]?.researchedAt ?? ''))).toBe(true);
    expect(cache.herbs.map((entry) => entry.supplementName)).toContain(first.name);
    expect(cache.vitamins.map((entry) => entry.supplementName)).toEqual([expect.stringMatching(/^Vitamin D/)]);
    await expect(api.send('POST', '/api/research', { supplementName: 'Unobtainium' }, researchResponseSchema)).rejects.toThrow(
      /^404: /,
    );
  });

  it('refuse an interaction analysis of fewer than two supplements, as the server does', async () => {
    const failure = demoApi().send(
      'POST',
      '/api/ai/analyze-interactions',
      { supplementIds: [DEMO_IDS.vitaminD3] },
      interactionAnalysisResponseSchema,
    );
    await expect(failure).rejects.toThrow(/^400: .*Need at least 2 supplements/);
  });
});

describe('feedback in demo mode', () => {
  it('is accepted without leaving the browser', async () => {
    const body = { type: 'bug', message: 'x', page: '/', userAgent: 'test' };
    await expect(demoApi().send('POST', '/api/feedback', body, commandAcceptedSchema)).resolves.toMatchObject({
      id: expect.any(String),
    });
  });
});

describe('the demo adherence history', () => {
  it("is the domain view over the sample cabinet: today's morning doses taken, the days before kept about six times in seven", async () => {
    const history = await demoApi().get('/api/adherence/history?days=30&utcOffset=0', adherenceHistorySchema);
    expect(history.days).toHaveLength(30);
    expect(history.days.at(-1)?.slots.filter((slot) => slot.status === 'taken')).toHaveLength(3);
    const past = history.days.slice(0, -1);
    const planned = past.reduce((sum, day) => sum + day.planned, 0);
    const taken = past.reduce((sum, day) => sum + day.taken, 0);
    expect(planned).toBeGreaterThan(100);
    expect(taken / planned).toBeGreaterThan(0.8);
    expect(taken / planned).toBeLessThan(0.9);
    expect(past.flatMap((day) => day.slots.map((slot) => slot.status))).toContain('missed');
    expect(history.supplements.length).toBeGreaterThan(0);
  });

  it("leaves the sample cabinet its stock: the history is counted before today, only today's doses come off", async () => {
    const stockOf = async (time: string) =>
      Object.fromEntries((await list(demoApi(0, new Date(`2025-06-15T${time}:00.000Z`)))).map((supplement) => [supplement.name, supplement.currentStock]));
    expect(await stockOf('06:00')).toMatchObject({ 'Vitamin D3': 45, 'Probiotic 15B': 20, 'B-Complex': 11, 'Magnesium Glycinate': 8 });
    expect(await stockOf('12:00')).toMatchObject({ 'Vitamin D3': 44, 'Probiotic 15B': 19, 'B-Complex': 11, 'Magnesium Glycinate': 8 });
  });
});
