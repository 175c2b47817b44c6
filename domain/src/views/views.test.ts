import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events.ts';
import { supplementAddedEvent } from '../testing/supplement-fixtures.ts';
import { aiRequestsToday } from './ai-usage.ts';
import { recentActivity } from './recent-activity.ts';
import { supplementList } from './supplement-list.ts';
import { takeList, takesBetween } from './take-list.ts';
import type { ViewEvent } from './view-event.ts';

const userId = '00000000-0000-4000-8000-0000000000a1';
const d3 = '00000000-0000-4000-8000-000000000001';
const takeId = '00000000-0000-4000-8000-000000000101';
let n = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 8, minute)).toISOString();
const given = (event: DomainEvent, minute: number): ViewEvent => ({ ...event, id: `e${String(++n).padStart(3, '0')}`, metadata: { userId, occurredAt: at(minute) } });
const added = given(supplementAddedEvent({ supplementId: d3 }), 0);
const recorded = (takenAt: string | null, minute = 1) =>
  given({ type: 'TakeRecorded', data: { takeId, supplementId: d3, supplementName: 'Vitamin D3', plannedAt: at(0), takenAt, dosage: null, notes: null } }, minute);

describe('supplementList', () => {
  it('is the rows the projection writes: owner and times from the metadata, changes applied, removed rows gone', () => {
    const list = supplementList([
      added,
      given({ type: 'SupplementNotesUpdated', data: { supplementId: d3, notes: 'With food' } }, 2),
      given({ type: 'SupplementDeactivated', data: { supplementId: d3 } }, 3),
    ]);
    expect(list).toEqual([expect.objectContaining({ id: d3, userId, notes: 'With food', isActive: false, createdAt: at(0), updatedAt: at(3) })]);
    expect(supplementList([added, given({ type: 'SupplementRemoved', data: { supplementId: d3 } }, 4)])).toEqual([]);
  });
});

describe('takeList', () => {
  it('keeps the dosage the take recorded (null), and unmarking keeps the take with takenAt null', () => {
    const takes = takeList([added, recorded(at(1)), given({ type: 'TakeUnmarked', data: { takeId, supplementId: d3 } }, 5)]);
    expect(takes).toEqual([{ id: takeId, userId, supplementId: d3, plannedAt: at(0), takenAt: null, dosage: null, notes: null }]);
  });

  it('answers the last 30 days by default', () => {
    const takes = takeList([recorded(at(1))]);
    expect(takesBetween(takes, new Date(Date.parse(at(0)) + 29 * 86_400_000))).toHaveLength(1);
    expect(takesBetween(takes, new Date(Date.parse(at(0)) + 31 * 86_400_000))).toEqual([]);
  });
});

describe('recentActivity', () => {
  it('shows a take once at its latest time, drops it when unmarked, keeps the addition, newest first', () => {
    const marked = given({ type: 'TakeMarked', data: { takeId, supplementId: d3, takenAt: at(9) } }, 9);
    expect(recentActivity([added, recorded(at(1)), marked]).map((item) => [item.type, item.takenAt])).toEqual([
      ['supplement_taken', at(9)],
      ['supplement_added', at(0)],
    ]);
    const unmarked = given({ type: 'TakeUnmarked', data: { takeId, supplementId: d3 } }, 10);
    expect(recentActivity([added, recorded(at(1)), unmarked]).map((item) => item.type)).toEqual(['supplement_added']);
  });

  it('shows at most ten items', () => {
    const many = Array.from({ length: 12 }, (_, index) => given(supplementAddedEvent({ supplementId: `00000000-0000-4000-8000-0000000002${String(index).padStart(2, '0')}` }), index));
    expect(recentActivity(many)).toHaveLength(10);
  });
});

describe('aiRequestsToday', () => {
  const analysis = (cacheHit: boolean, operation: 'benefits' | 'supplement-of-the-day', minute: number, provider = 'openai'): ViewEvent =>
    given({
      type: 'AnalysisRecorded',
      data: {
        analysisId: `00000000-0000-4000-8000-0000000003${String(minute).padStart(2, '0')}`, operation, subjectKey: 'k', inputs: {}, cacheHit,
        provider, model: null, inputTokens: null, outputTokens: null, estimatedCostUsd: null, result: null, servedFrom: null, refreshTier: null, nextRefreshAt: null,
      },
    }, minute);

  it("counts fresh model answers at the user's request on the UTC day, not cache hits, knowledge-base answers or the supplement of the day", () => {
    const events = [
      analysis(false, 'benefits', 1),
      analysis(true, 'benefits', 2),
      analysis(false, 'supplement-of-the-day', 3),
      analysis(false, 'benefits', 4, 'knowledge-base'),
    ];
    expect(aiRequestsToday(events, new Date(at(30)))).toBe(1);
    expect(aiRequestsToday(events, new Date(Date.parse(at(30)) + 86_400_000))).toBe(0);
  });
});
