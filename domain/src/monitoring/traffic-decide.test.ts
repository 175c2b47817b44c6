import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { trafficDecider, type RecordTraffic } from './traffic-decide.ts';
import type { ApiTrafficMetered } from './traffic-events.ts';

const given = deciderSpec(trafficDecider);

const window = (windowStart: string, windowEnd: string): ApiTrafficMetered['data'] => ({
  meterId: 'meter-1',
  windowStart,
  windowEnd,
  endpoints: [{ endpoint: 'POST /api/research', tier: 'ai', requests: 4, limited: 1, limitedWaitSeconds: 30, totalDurationMs: 12.5 }],
  userIds: ['00000000-0000-4000-8000-000000000001'],
  users: 1,
  anonymousClients: 0,
});
const metered = (data: ApiTrafficMetered['data']): ApiTrafficMetered => ({ type: 'ApiTrafficMetered', data });
const record = (data: ApiTrafficMetered['data']): RecordTraffic => ({ type: 'RecordTraffic', data });

describe('a meter', () => {
  it('records its first window', () => {
    const first = window('2026-11-22T10:00:00.000Z', '2026-11-22T10:00:10.000Z');
    given([]).when(record(first)).then([metered(first)]);
  });

  it('records the next window, starting where the last ended', () => {
    const next = window('2026-11-22T10:00:10.000Z', '2026-11-22T10:00:20.000Z');
    given([metered(window('2026-11-22T10:00:00.000Z', '2026-11-22T10:00:10.000Z'))]).when(record(next)).then([metered(next)]);
  });

  it('refuses a window overlapping one already recorded: a retried flush cannot count requests twice', () => {
    given([metered(window('2026-11-22T10:00:00.000Z', '2026-11-22T10:00:10.000Z'))])
      .when(record(window('2026-11-22T10:00:05.000Z', '2026-11-22T10:00:15.000Z')))
      .thenThrows('TrafficWindowOverlaps');
  });

  it('refuses a window that ends before it starts', () => {
    given([]).when(record(window('2026-11-22T10:00:10.000Z', '2026-11-22T10:00:00.000Z'))).thenThrows('TrafficWindowOverlaps');
  });
});
