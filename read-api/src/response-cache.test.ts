import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

describe('a cached answer', () => {
  it('is served while its read models keep the version it was computed at', () => {
    const cache = createResponseCache();
    cache.set('stats\nalice\n0', { version: '3/7', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), body: Buffer.from('{"a":1}') });
    expect(cache.get('stats\nalice\n0', '3/7', 1_000)).toMatchObject({ body: Buffer.from('{"a":1}') });
    expect(cache.get('stats\nbob\n0', '3/7', 1_000)).toBeUndefined();
  });

  it('is not served once a projection moved, nor after its maximum age', () => {
    const cache = createResponseCache();
    cache.set('k', { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), body: Buffer.from('old') });
    expect(cache.get('k', '2', 1_000)).toBeUndefined();
    cache.set('k', { version: '2', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), body: Buffer.from('new') });
    expect(cache.get('k', '2', 2_000)).toBeUndefined();
  });

  it('is never replaced by a computation that began before it', () => {
    const cache = createResponseCache();
    const slow = cache.begin();
    const fast = cache.begin();
    cache.set('k', { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: fast, body: Buffer.from('after the write') });
    cache.set('k', { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: slow, body: Buffer.from('before the write') });
    expect(cache.get('k', '1', 1_000)?.body.toString()).toBe('after the write');
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const cache = createResponseCache(2);
    for (const key of ['a', 'b', 'c']) cache.set(key, { version: '1', expiresAt: 2_000, refreshAt: 1_500, started: cache.begin(), body: Buffer.from(key) });
    expect(cache.size).toBe(2);
    expect(cache.get('a', '1', 1_000)).toBeUndefined();
    expect(cache.get('c', '1', 1_000)?.body.toString()).toBe('c');
  });
});
