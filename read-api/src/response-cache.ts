import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUserId } from '@regimen/server-kit/sessions';
import { reusableAnswer, sendReusable, type ReusableAnswer } from '@regimen/server-kit/wire-security';
import type { AcquireReadSlot } from './per-user-concurrency.ts';
import { hasMinPosition, prepareRead, type DegradedProjections, type WaitForPosition } from './read-your-writes.ts';

/**
 * Serialised answers per route, user and variant, each tagged with the version of the read
 * models it was computed from (see ReadApiOptions.readModelVersion). An entry is served only
 * while that version is unchanged and the clock has not moved past what the answer depends on.
 * While the version is unknown (null: a change could go unnoticed), answers are tagged null and
 * live a second at most (UNVERIFIED_MAX_AGE_MS), as every answer did before versions were proven.
 */
export interface CachedAnswer {
  readonly version: string | null;
  readonly expiresAt: number;
  /** From then on, a hit also starts computing its successor (so no request waits for it). */
  readonly refreshAt: number;
  /** Order in which the computations began: an older computation never replaces a newer one. */
  readonly started: number;
  /** UTF-8 once, and each compression once, so a hit writes bytes instead of encoding the same text again. */
  readonly answer: ReusableAnswer;
}

export interface ResponseCache {
  get(key: string, version: string | null, now: number): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** A number that increases with every call: when a computation began. */
  begin(): number;
  readonly size: number;
}

export const createResponseCache = (maxEntries = 10_000): ResponseCache => {
  const entries = new Map<string, CachedAnswer>();
  let sequence = 0;
  return {
    get(key, version, now) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.version !== version || entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, answer) {
      const current = entries.get(key);
      if (current !== undefined && current.started > answer.started) return;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the least recently written.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, answer);
    },
    begin: () => ++sequence,
    get size() {
      return entries.size;
    },
  };
};

/**
 * Whether a hit starts computing its successor: past its refresh time, unless the successor would
 * expire no later than it does. An answer bounded by the clock (until the next minute) refreshed
 * near that bound would expire at the same moment: without this check, each refresh halved the
 * time left, about ten computations in a minute's last second.
 */
export const shouldRefresh = (hit: CachedAnswer, now: number, maxAgeMs: number): boolean => hit.refreshAt <= now && now + maxAgeMs > hit.expiresAt;

/**
 * For an answer that moves with the clock only as whole minutes pass (local dates, dose windows
 * opening and closing on the minute): how long until the minute turns. At a minute's first
 * millisecond, 1 ms: a window closes the moment after its last minute.
 */
export const untilTheMinuteTurns = (now: number): number => (now % 60_000 === 0 ? 1 : 60_000 - (now % 60_000));

/**
 * How long an answer computed while its version is unknown may be served: a change made meanwhile
 * shows within this, the bound a known version keeps too (see app/src/projection-views.ts). Without
 * it, an unverified listener under load would have every request compute (a thousand a second for
 * one busy user), and the extra load would keep the listener's round trips late.
 */
const UNVERIFIED_MAX_AGE_MS = 1_000;

export interface CachedAnswerOptions {
  /** What else the answer depends on besides the user (e.g. a query parameter). */
  readonly variant?: string;
  /**
   * How long the answer stays right as the clock moves, its rows unchanged (a change to the rows
   * is the version's business): e.g. untilTheMinuteTurns, or a second for an answer that shows the time.
   */
  readonly maxAgeMs: number;
  readonly compute: (userId: string) => Promise<unknown>;
}

/** Answers a route from the response cache when it can, else computes, serialises and caches. */
export type CachedRead = (request: FastifyRequest, reply: FastifyReply, options: CachedAnswerOptions) => Promise<FastifyReply>;

export interface CachedReadsOptions {
  readonly waitForPosition: WaitForPosition;
  readonly degradedProjections?: DegradedProjections | undefined;
  /** See ReadApiOptions.readModelVersion. */
  readonly readModelVersion?: ((tables: readonly string[]) => ((userId: string) => string | null) | null) | undefined;
  /** The user's read slots: taken around the work that reaches the database, never for a cached answer. */
  readonly acquireSlot: AcquireReadSlot;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Per-user cached reads. A request with X-Min-Position waits for its position like any read and
 * is then always computed afresh (its answer replaces the cached one); a read whose wait timed out
 * is neither served from nor stored in the cache. Concurrent misses at one version share one
 * computation, and a hit in the second half of its answer's life computes the next one in the
 * background, so under steady load requests do not wait for the database.
 */
export const createCachedReads = ({ waitForPosition, degradedProjections, readModelVersion, acquireSlot }: CachedReadsOptions) => {
  const cache = createResponseCache();
  const withSlot = async <T>(userId: string, work: () => Promise<T>): Promise<T> => {
    const release = await acquireSlot(userId);
    try {
      return await work();
    } finally {
      release();
    }
  };
  const computing = new Map<string, { readonly version: string | null; readonly answer: Promise<ReusableAnswer> }>();

  return (tables: readonly string[]): CachedRead => {
    const versionOf = readModelVersion?.(tables) ?? null;
    return async (request, reply, options) => {
      const userId = requireUserId(request);
      if (!hasMinPosition(request)) return answer(request, reply, userId, options, (work) => withSlot(userId, work));
      // A pinned read waits on the database and is always computed: it holds a slot throughout.
      return withSlot(userId, () => answer(request, reply, userId, options, (work) => work()));
    };

    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      { variant = '', maxAgeMs, compute }: CachedAnswerOptions,
      slotted: <T>(work: () => Promise<T>) => Promise<T>,
    ): Promise<FastifyReply> {
      const fresh = await prepareRead(request, reply, userId, tables, { wait: waitForPosition, degraded: degradedProjections });
      // Read before the query: a batch committed after this bumps the version, so the answer
      // computed below can only be older than its tag says, never newer.
      const cacheable = fresh && versionOf !== null;
      const version = cacheable ? versionOf(userId) : null;
      const life = version === null ? Math.min(maxAgeMs, UNVERIFIED_MAX_AGE_MS) : maxAgeMs;
      const key = `${request.routeOptions.url}\n${userId}\n${variant}`;
      const pinned = hasMinPosition(request);

      const run = (now: number): Promise<ReusableAnswer> => {
        const started = cache.begin();
        // A JSON schema serializer always yields a string.
        const computed = (async () => reusableAnswer(Buffer.from(reply.serialize(await slotted(() => compute(userId))) as string)))();
        if (!cacheable) return computed;
        const entry = { version, answer: computed };
        if (!pinned) computing.set(key, entry);
        const settled = (): void => {
          if (computing.get(key) === entry) computing.delete(key);
        };
        computed.then((answer) => {
          cache.set(key, { version, expiresAt: now + life, refreshAt: now + life / 2, started, answer });
          settled();
        }, settled);
        return computed;
      };
      const send = (answer: ReusableAnswer): FastifyReply => sendReusable(request, reply.type(JSON_TYPE), answer);

      const now = Date.now();
      if (cacheable && !pinned) {
        const hit = cache.get(key, version, now);
        const running = computing.get(key);
        const joinable = running !== undefined && running.version === version ? running : undefined;
        if (hit !== undefined) {
          if (joinable === undefined && shouldRefresh(hit, now, life)) run(now).catch((error: unknown) => request.log.warn({ err: error }, 'refreshing a cached answer failed'));
          return send(hit.answer);
        }
        if (joinable !== undefined) return send(await joinable.answer);
      }
      return send(await run(now));
    }
  };
};
