import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

const HOUR = 3_600_000;

const clock = () => {
  let time = Date.parse('2026-01-10T08:00:00Z');
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
};

describe('a cache fresh 24 h and kept 7 days', () => {
  it('serves fresh for 24 h, then stale until 7 days, then nothing', () => {
    const time = clock();
    const cache = createTtlCache<string>({ freshMs: 24 * HOUR, keepMs: 7 * 24 * HOUR, now: time.now });
    cache.set('depression', 'answer');
    time.advance(24 * HOUR - 1);
    expect(cache.get('depression')).toMatchObject({ value: 'answer', fresh: true });
    time.advance(1);
    expect(cache.get('depression')).toMatchObject({ value: 'answer', fresh: false });
    time.advance(6 * 24 * HOUR - 1);
    expect(cache.get('depression')).toMatchObject({ fresh: false });
    time.advance(1);
    expect(cache.get('depression')).toBeUndefined();
  });

  it('restarts the clock when an entry is replaced', () => {
    const time = clock();
    const cache = createTtlCache<string>({ freshMs: HOUR, now: time.now });
    cache.set('k', 'old');
    time.advance(HOUR - 10);
    cache.set('k', 'new');
    time.advance(20);
    expect(cache.get('k')).toMatchObject({ value: 'new', fresh: true });
  });
});

describe('a cache fresh 1 h with nothing kept', () => {
  it('drops the entry at 1 h', () => {
    const time = clock();
    const cache = createTtlCache<number>({ freshMs: HOUR, now: time.now });
    cache.set('k', 1);
    time.advance(HOUR);
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the oldest entries past its bound', () => {
    const time = clock();
    const cache = createTtlCache<number>({ freshMs: HOUR, maxEntries: 2, now: time.now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.value).toBe(3);
  });
});
