import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from '@regimen/server-kit/sessions';
import { createHttpApp } from '@regimen/server-kit/http';
import { createLogger } from '@regimen/server-kit/logger';
import { reusableAnswer } from '@regimen/server-kit/wire-security';
import { createCachedReads, createResponseCache, shouldRefresh, untilTheMinuteTurns, type CachedAnswer } from './response-cache.ts';

const answerOf = (body: string, { version = '1', validFrom = 0, expiresAt = 2_000, started = 1 }: { version?: string | null; validFrom?: number; expiresAt?: number; started?: number } = {}): CachedAnswer => ({
  version,
  validFrom,
  expiresAt,
  refreshAt: validFrom + (expiresAt - validFrom) / 2,
  started,
  answer: reusableAnswer(Buffer.from(body)),
});
const bodyOf = (answer: CachedAnswer | undefined): string | undefined => answer?.answer.body.toString();

describe('a cached answer', () => {
  it('is served while its read models keep the version it was computed at', () => {
    const cache = createResponseCache();
    cache.set('stats\nalice\n0', answerOf('{"a":1}', { version: '3/7' }), 0);
    expect(bodyOf(cache.get('stats\nalice\n0', '3/7', 1_000))).toBe('{"a":1}');
    expect(cache.get('stats\nbob\n0', '3/7', 1_000)).toBeUndefined();
  });

  it('is not served once a projection moved, nor after its maximum age', () => {
    const cache = createResponseCache();
    cache.set('k', answerOf('old', { version: '1' }), 0);
    expect(cache.get('k', '2', 1_000)).toBeUndefined();
    cache.set('k', answerOf('new', { version: '2' }), 0);
    expect(cache.get('k', '2', 2_000)).toBeUndefined();
  });

  it('computed while the version was unknown, is served only while it still is', () => {
    const cache = createResponseCache();
    cache.set('k', answerOf('proven', { version: '4', expiresAt: 60_000 }), 0);
    expect(cache.get('k', null, 1_000)).toBeUndefined();
    cache.set('k', answerOf('unproven', { version: null }), 0);
    expect(bodyOf(cache.get('k', null, 1_000))).toBe('unproven');
    expect(cache.get('k', '4', 1_000)).toBeUndefined();
  });

  it('is never replaced by a computation that began before it', () => {
    const cache = createResponseCache();
    const slow = cache.begin();
    const fast = cache.begin();
    cache.set('k', answerOf('after the write', { started: fast }), 0);
    cache.set('k', answerOf('before the write', { started: slow }), 0);
    expect(bodyOf(cache.get('k', '1', 1_000))).toBe('after the write');
  });

  it('is not kept when it expired before it was computed (a slow computation across the minute turn)', () => {
    const cache = createResponseCache();
    cache.set('k', answerOf('this minute', { validFrom: 60_001, expiresAt: 120_000, started: 1 }), 60_500);
    cache.set('k', answerOf('last minute', { validFrom: 59_990, expiresAt: 60_000, started: 2 }), 60_500);
    expect(bodyOf(cache.get('k', '1', 60_600))).toBe('this minute');
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const cache = createResponseCache(2);
    for (const key of ['a', 'b', 'c']) cache.set(key, answerOf(key, { started: cache.begin() }), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', '1', 1_000)).toBeUndefined();
    expect(bodyOf(cache.get('c', '1', 1_000))).toBe('c');
  });
});

describe('a successor prepared ahead of the minute turn', () => {
  const prepared = () => {
    const cache = createResponseCache();
    cache.set('k', answerOf('this minute', { validFrom: 10_000, expiresAt: 60_000, started: 1 }), 10_000);
    cache.set('k', answerOf('next minute', { validFrom: 60_001, expiresAt: 120_000, started: 2 }), 56_000);
    return cache;
  };

  it('waits beside the current answer and takes its place when its time comes', () => {
    const cache = prepared();
    expect(cache.holdsSuccessor('k', '1', 60_001)).toBe(true);
    expect(bodyOf(cache.get('k', '1', 59_999))).toBe('this minute');
    // The minute's first millisecond belongs to neither: a request at it computes.
    expect(cache.get('k', '1', 60_000)).toBeUndefined();
    expect(bodyOf(cache.get('k', '1', 60_001))).toBe('next minute');
    expect(cache.holdsSuccessor('k', '1', 60_001)).toBe(false);
    expect(bodyOf(cache.get('k', '1', 119_999))).toBe('next minute');
  });

  it('is dropped, with the current answer, once the read models moved', () => {
    const cache = prepared();
    expect(cache.get('k', '2', 58_000)).toBeUndefined();
    expect(cache.holdsSuccessor('k', '1', 60_001)).toBe(false);
    expect(cache.get('k', '1', 60_001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('refreshing a cached answer', () => {
  const computedAt = (at: number, maxAgeMs: number): CachedAnswer => answerOf('{}', { validFrom: at, expiresAt: at + maxAgeMs });

  it('starts after half its life, when the next answer would live longer', () => {
    const hit = computedAt(9_500, 1_000);
    expect(shouldRefresh(hit, 9_900, () => 1_000)).toBe(false);
    expect(shouldRefresh(hit, 10_000, () => 1_000)).toBe(true);
  });

  it('does not start when the clock bounds the next answer to the same moment', () => {
    // Bounded by the next minute: computed 0.8 s before it, then left to expire.
    let now = 59_200;
    let hit = computedAt(now, untilTheMinuteTurns(now));
    let computations = 1;
    for (; now < 60_000; now += 1) {
      if (shouldRefresh(hit, now, untilTheMinuteTurns)) {
        hit = computedAt(now, untilTheMinuteTurns(now));
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

describe('a route answered through the cached reads, under steady load across minute turns', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** One cached route whose answer says the instant and the version it was computed as of. */
  const cachedRoute = async () => {
    const app = createHttpApp({ logger: createLogger('silent') });
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      request.session = { userId: 'alice', sid: 'alice', isAdmin: false };
    });
    const state = { version: '1', computedAsOf: [] as number[] };
    const read = createCachedReads({
      waitForPosition: async () => true,
      readModelVersion: () => () => state.version,
      acquireSlot: async () => () => {},
    })(['supplement_takes']);
    app.get('/today', async (request, reply) =>
      read(request, reply, {
        maxAgeMs: untilTheMinuteTurns,
        compute: async (_userId, at) => {
          state.computedAsOf.push(at.getTime());
          return { asOf: at.getTime(), version: state.version };
        },
      }));
    await app.ready();
    const get = async (now: number): Promise<{ asOf: number; version: string }> => {
      vi.setSystemTime(now);
      const response = await app.inject({ method: 'GET', url: '/today' });
      // Lets a computation started in the background by this request finish before the next one.
      await new Promise((resolve) => setImmediate(resolve));
      return response.json();
    };
    return { app, state, get };
  };

  it('computes each minute once ahead of its turn, so no request after the turn waits for a computation, and never serves an answer before its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, state, get } = await cachedRoute();
    for (let now = 55_000; now <= 125_000; now += 5) {
      const { asOf } = await get(now);
      // Every answer served was computed for the stretch the request is in (the minute's first
      // millisecond is a stretch of its own).
      const stretchStart = now % 60_000 === 0 ? now : now - (now % 60_000) + 1;
      expect(asOf, `served at ${now}`).toBeGreaterThanOrEqual(stretchStart);
      expect(asOf, `served at ${now}`).toBeLessThanOrEqual(now);
    }
    // The first miss; each successor from 5 s before its turn; the one request landing on a turn's first millisecond.
    expect(state.computedAsOf).toEqual([55_000, 60_001, 60_000, 120_001, 120_000]);
    await app.close();
  });

  it('drops a successor prepared before a write: the answer after the turn is computed at the new version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, state, get } = await cachedRoute();
    await get(56_000);
    await get(58_000);
    expect(state.computedAsOf).toEqual([56_000, 60_001]);
    state.version = '2';
    expect(await get(58_500)).toEqual({ asOf: 58_500, version: '2' });
    expect(await get(60_002)).toEqual({ asOf: 60_002, version: '2' });
    await app.close();
  });
});
