import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { RecordAnalysis } from './insights-commands.ts';
import { insightsDecider, quotaLeft } from './insights-decide.ts';
import type { AnalysisRecorded } from './insights-events.ts';

const given = deciderSpec(insightsDecider);

let counter = 0;
const analysis = (overrides: Partial<AnalysisRecorded['data']> = {}): AnalysisRecorded['data'] => ({
  analysisId: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  operation: 'interactions',
  subjectKey: 'interactions:a,b',
  inputs: { supplementIds: ['a', 'b'] },
  cacheHit: false,
  provider: 'openai',
  model: 'gpt-4o-mini',
  inputTokens: 100,
  outputTokens: 50,
  estimatedCostUsd: 0.0001,
  result: { summary: 'ok' },
  servedFrom: null,
  refreshTier: null,
  nextRefreshAt: null,
  ...overrides,
});
const recorded = (data: AnalysisRecorded['data']): AnalysisRecorded => ({ type: 'AnalysisRecorded', data });
const record = (data: AnalysisRecorded['data'], dailyQuota: number): RecordAnalysis => ({ type: 'RecordAnalysis', data: { ...data, dailyQuota } });

describe('a day with quota left', () => {
  it('records a fresh analysis', () => {
    const fresh = analysis();
    given([recorded(analysis())]).when(record(fresh, 3)).then([recorded(fresh)]);
  });
});

describe('a day whose quota is used up', () => {
  const usedUp = [recorded(analysis()), recorded(analysis()), recorded(analysis())];

  it('refuses a fresh analysis naming the quota', () => {
    given(usedUp).when(record(analysis(), 3)).thenThrows('DailyAiQuotaReached');
  });

  it('still serves cached answers, which cost nothing', () => {
    const hit = analysis({ cacheHit: true, result: null, servedFrom: '00000000-0000-4000-8000-000000000001' });
    given(usedUp).when(record(hit, 3)).then([recorded(hit)]);
  });

  it('does not count cached answers against the quota', () => {
    const hits = [1, 2, 3].map(() => recorded(analysis({ cacheHit: true })));
    const fresh = analysis();
    given(hits).when(record(fresh, 3)).then([recorded(fresh)]);
  });

  it('still serves answers from the knowledge base, which call no model and cost nothing', () => {
    const offline = analysis({ provider: 'knowledge-base', model: null, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 });
    given(usedUp).when(record(offline, 3)).then([recorded(offline)]);
  });

  it('does not count knowledge-base answers against the quota', () => {
    const offline = [1, 2, 3, 4].map(() => recorded(analysis({ provider: 'knowledge-base', model: null })));
    const fresh = analysis();
    given(offline).when(record(fresh, 3)).then([recorded(fresh)]);
  });

  it('is no limit at all on an unlimited plan', () => {
    const fresh = analysis();
    given(usedUp).when(record(fresh, -1)).then([recorded(fresh)]);
  });
});

describe('an analysis id recorded before', () => {
  it('is refused', () => {
    const once = analysis();
    given([recorded(once)]).when(record(once, 10)).thenThrows('AnalysisAlreadyRecorded');
  });
});

describe('quotaLeft', () => {
  it('tells before paying a provider whether a fresh analysis would be accepted', () => {
    const state = [recorded(analysis()), recorded(analysis())].reduce(insightsDecider.evolve, insightsDecider.initialState());
    expect(quotaLeft(state, 3)).toBe(true);
    expect(quotaLeft(state, 2)).toBe(false);
    expect(quotaLeft(state, -1)).toBe(true);
  });
});

describe('the supplement of the day', () => {
  it('never spends the quota: the dashboard shows it to everyone', () => {
    const usedUp = [recorded(analysis()), recorded(analysis()), recorded(analysis())];
    const pick = analysis({ operation: 'supplement-of-the-day', subjectKey: 'supplement-of-the-day:2026-11-22' });
    given(usedUp).when(record(pick, 3)).then([recorded(pick)]);
    const state = [...usedUp, recorded(pick)].reduce(insightsDecider.evolve, insightsDecider.initialState());
    expect(state.fresh).toBe(3);
  });
});
