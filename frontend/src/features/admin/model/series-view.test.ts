import { describe, expect, it } from 'vitest';
import { aiSummary, dailyAi, hourlyTraffic, lagSummary, trafficSummary } from './series-view.ts';

const now = new Date('2026-03-10T14:25:00.000Z');

describe('hourlyTraffic', () => {
  it('gives 24 hours ending with the current one, filling hours without traffic with 0', () => {
    const points = hourlyTraffic([{ hour: '2026-03-10T13:00:00.000Z', requests: 40, limited: 3 }], now);
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ hour: '2026-03-09T15:00:00.000Z', label: '15:00', requests: 0, limited: 0 });
    expect(points.at(-2)).toEqual({ hour: '2026-03-10T13:00:00.000Z', label: '13:00', requests: 40, limited: 3 });
    expect(points.at(-1)?.label).toBe('14:00');
  });
  it('summarises the total, the refusals and the busiest hour', () => {
    const points = hourlyTraffic([{ hour: '2026-03-10T13:00:00.000Z', requests: 40, limited: 3 }, { hour: '2026-03-10T09:00:00.000Z', requests: 5, limited: 0 }], now);
    expect(trafficSummary(points)).toBe('45 requests in the last 24 hours, 3 rate limited, busiest hour 13:00 UTC with 40.');
    expect(trafficSummary(hourlyTraffic([], now))).toBe('0 requests in the last 24 hours, 0 rate limited.');
  });
});

describe('dailyAi', () => {
  it('gives 14 days ending today with calls and cost', () => {
    const points = dailyAi([{ day: '2026-03-08', calls: 7, costUsd: 0.12 }, { day: '2026-03-10', calls: 2, costUsd: 0.03 }], now);
    expect(points).toHaveLength(14);
    expect(points[0]?.day).toBe('2026-02-25');
    expect(points.at(-3)).toEqual({ day: '2026-03-08', label: '03-08', calls: 7, costUsd: 0.12 });
    expect(aiSummary(points)).toBe('9 AI calls in the last 14 days costing an estimated $0.15; today 2 calls.');
  });
});

describe('lagSummary', () => {
  it('names the projections that are behind', () => {
    expect(lagSummary([{ name: 'users', lagEvents: 0, lagSeconds: 0 }, { name: 'feedback', lagEvents: 12, lagSeconds: 1.25 }])).toBe('1 of 2 projections behind: feedback 12 events (1.3 s).');
    expect(lagSummary([{ name: 'users', lagEvents: 0, lagSeconds: 0 }])).toBe('All 1 projections are up to date.');
  });
});
