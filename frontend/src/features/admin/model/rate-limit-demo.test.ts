import { describe, expect, it } from 'vitest';
import { demoRows, demoSummary } from './rate-limit-demo.ts';

const answer = (status: number, headers: Record<string, string>, body: unknown = {}) => ({ status, headers: new Headers(headers), body });

describe('demoRows', () => {
  it('reads limit, remaining, used and reset from the headers and marks a 429 as limited', () => {
    const rows = demoRows(
      [
        answer(200, { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '9', 'x-ratelimit-used': '1', 'x-ratelimit-reset': '1700000000' }),
        answer(429, { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '10', 'retry-after': '42' }, { message: 'Too many' }),
      ],
      (date) => date.toISOString(),
    );
    expect(rows[0]).toEqual({ request: 1, status: 200, limit: '10', remaining: '9', used: '1', reset: '2023-11-14T22:13:20.000Z', outcome: 'accepted', retryAfter: null });
    expect(rows[1]).toMatchObject({ request: 2, outcome: 'limited', remaining: '0', reset: '–', retryAfter: 42 });
  });

  it('prefers the body retryAfter of a 429', () => {
    const [row] = demoRows([answer(429, { 'retry-after': '5' }, { retryAfter: 7 })], String);
    expect(row?.retryAfter).toBe(7);
  });
});

describe('demoSummary', () => {
  it('counts accepted, limited and failed requests', () => {
    const rows = demoRows([answer(200, {}), answer(429, {}), answer(500, {})], String);
    expect(demoSummary(rows)).toBe('3 requests: 1 accepted, 1 rate limited (429), 1 failed');
  });
});
