import { describe, expect, it } from 'vitest';
import { describeAiFailure, failureView, waitText } from './ai-failure.ts';
import { ApiError } from './api-client.ts';

const generic = { title: 'Failed to Load Analysis', text: 'Unable to retrieve interaction analysis. Please try again' };

const problem = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new ApiError(status, 'status text', JSON.stringify(body), new Headers(headers));

describe('a 429', () => {
  it('says how many seconds until the limit resets, from the body', () => {
    const error = problem(429, { message: 'Too many requests. Please try again in 42 seconds.', retryAfter: 42 });
    expect(describeAiFailure(error, generic.text)).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 42,
      message: 'Too many AI requests. Please try again in 42 seconds.',
    });
  });

  it('falls back to the Retry-After header, and to no number at all', () => {
    expect(describeAiFailure(new ApiError(429, 'Too Many Requests', '', new Headers({ 'Retry-After': '7' })), '')).toMatchObject({
      retryAfterSeconds: 7,
    });
    expect(describeAiFailure(new ApiError(429, 'Too Many Requests', ''), '')).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: null,
    });
  });

  it('is titled Rate Limit Reached and can be retried later', () => {
    expect(failureView(problem(429, { retryAfter: 1 }), generic)).toEqual({
      title: 'Rate Limit Reached',
      text: 'Too many AI requests. Please try again in 1 second.',
      retry: true,
    });
  });
});

describe('the daily quota refusal', () => {
  const quota = problem(403, {
    type: 'https://regimen.dev/problems/daily_ai_quota_reached',
    title: 'Forbidden',
    status: 403,
    code: 'daily_ai_quota_reached',
    detail: 'Your plan includes 3 AI requests per day and you have used them all. They renew tomorrow; upgrade for more.',
  });

  it("is shown with the server's message naming the limit and the upgrade, without a retry", () => {
    expect(failureView(quota, generic)).toEqual({
      title: 'Daily AI Limit Reached',
      text: 'Your plan includes 3 AI requests per day and you have used them all. They renew tomorrow; upgrade for more.',
      retry: false,
    });
  });

  it('is told apart by its code, not guessed from the wording', () => {
    const error = problem(403, { detail: 'Your plan includes 3 AI requests per day; upgrade for more.', code: 'admin_required' });
    expect(describeAiFailure(error, '').kind).toBe('refused');
  });
});

describe('other refusals and failures', () => {
  it("shows another 4xx's own message under the screen's title", () => {
    const error = problem(400, { detail: 'Need at least 2 supplements for interaction analysis', code: 'need_more_supplements' });
    expect(failureView(error, generic)).toEqual({
      title: 'Failed to Load Analysis',
      text: 'Need at least 2 supplements for interaction analysis',
      retry: true,
    });
  });

  it("shows the screen's own text for a server error or a network failure", () => {
    expect(failureView(problem(503, { detail: 'Analysis is unavailable' }), generic)).toEqual({ ...generic, retry: true });
    expect(failureView(new TypeError('Failed to fetch'), generic)).toEqual({ ...generic, retry: true });
  });
});

describe('waitText', () => {
  it('says seconds for a short wait and whole minutes, rounded up, for a long one', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(89)).toBe('89 seconds');
    expect(waitText(3267)).toBe('55 minutes');
    expect(waitText(90)).toBe('2 minutes');
  });
});
