import { describe, expect, it } from 'vitest';
import { reusableAnswer } from '@regimen/server-kit/wire-security';
import { createResponseCache, shouldRefresh, untilTheMinuteTurns, type CachedAnswer } from './response-cache.ts';

describe('a cached answer', () => {
  it('is served while its read models keep the version it was computed at', () => {
    const cache = createResponseCache();
    cache.set('stats\nalice\n0', { version: '3/7', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), answer: reusableAnswer(Buffer.from('{"a":1}')) });
    expect(cache.get('stats\nalice\n0', '3/7', 1_000)).toMatchObject({ answer: reusableAnswer(Buffer.from('{"a":1}')) });
    expect(cache.get('stats\nbob\n0', '3/7', 1_000)).toBeUndefined();
  });

  it('is not served once a projection moved, nor after its maximum age', () => {
    const cache = createResponseCache();
    cache.set('k', { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), answer: reusableAnswer(Buffer.from('old')) });
    expect(cache.get('k', '2', 1_000)).toBeUndefined();
    cache.set('k', { version: '2', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), answer: reusableAnswer(Buffer.from('new')) });
    expect(cache.get('k', '2', 2_000)).toBeUndefined();
  });

  it('computed while the version was unknown, is served only while it still is', () => {
    const cache = createResponseCache();
    cache.set('k', { version: '4', expiresAt: 60_000, refreshAt: 30_000, started: cache.begin(), answer: reusableAnswer(Buffer.from('proven')) });
    expect(cache.get('k', null, 1_000)).toBeUndefined();
    cache.set('k', { version: null, expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), answer: reusableAnswer(Buffer.from('unproven')) });
    expect(cache.get('k', null, 1_000)?.answer.body.toString()).toBe('unproven');
    expect(cache.get('k', '4', 1_000)).toBeUndefined();
  });

  it('is never replaced by a computation that began before it', () => {
    const cache = createResponseCache();
    const slow = cache.begin();
    const fast = cache.begin();
    cache.set('k', { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: fast, answer: reusableAnswer(Buffer.from('after the write')) });
    cache.set('k', { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: slow, answer: reusableAnswer(Buffer.from('before the write')) });
    expect(cache.get('k', '1', 1_000)?.answer.body.toString()).toBe('after the write');
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const cache = createResponseCache(2);
    for (const key of ['a', 'b', 'c']) cache.set(key, { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), answer: reusableAnswer(Buffer.from(key)) });
    expect(cache.size).toBe(2);
    expect(cache.get('a', '1', 1_000)).toBeUndefined();
    expect(cache.get('c', '1', 1_000)?.answer.body.toString()).toBe('c');
  });
});

describe('refreshing a cached answer', () => {
  const answer = (computedAt: number, maxAgeMs: number): CachedAnswer => ({
    version: '1',
    expiresAt: computedAt + maxAgeMs,
    refreshAt: computedAt + maxAgeMs / 2,
    started: 1,
    answer: reusableAnswer(Buffer.from('{}')),
  });

  it('starts after half its life, when the next answer would live longer', () => {
    const hit = answer(9_500, 1_000);
    expect(shouldRefresh(hit, 9_900, 1_000)).toBe(false);
    expect(shouldRefresh(hit, 10_000, 1_000)).toBe(true);
  });

  it('does not start when the clock bounds the next answer to the same moment', () => {
    // Bounded by the next minute: computed 0.8 s before it, then left to expire.
    let now = 59_200;
    let hit = answer(now, untilTheMinuteTurns(now));
    let computations = 1;
    for (; now < 60_000; now += 1) {
      if (shouldRefresh(hit, now, untilTheMinuteTurns(now))) {
        hit = answer(now, untilTheMinuteTurns(now));
        computations += 1;
      }
    }
    expect(hit.expiresAt).toBe(60_000);
    expect(computations).toBe(1);
  });

  it('turns with the minute: a whole minute from its first millisecond on, 1 ms at it', () => {
    expect(untilTheMinuteTurns(120_001)).toBe(59_999);
    expect(untilTheMinuteTurns(179_999)).toBe(1);
    // A dose window closes the moment after its last minute: an answer computed on the minute
    // itself must not outlive it.
    expect(untilTheMinuteTurns(180_000)).toBe(1);
  });
});
