import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUserId } from '@regimen/server-kit/sessions';
import { reusableAnswer, sendReusable, type ReusableAnswer } from '@regimen/server-kit/wire-security';
import type { AcquireReadSlot } from './per-user-concurrency.ts';
import { hasMinPosition, prepareRead, type DegradedProjections, type WaitForPosition } from './read-your-writes.ts';

/**
 * Serialised answers per route, user and variant, each tagged with the version of the read
 * models it was computed from (see ReadApiOptions.readModelVersion). An entry is served only
 * while that version is unchanged and the clock is inside the stretch the answer was computed for.
 * While the version is unknown (null: a change could go unnoticed), answers are tagged null and
 * live a second at most (UNVERIFIED_MAX_AGE_MS), as every answer did before versions were proven.
 */
export interface CachedAnswer {
  readonly version: string | null;
  /** The instant it was computed as of: an answer prepared ahead of a minute's turn is served from then on. */
  readonly validFrom: number;
  readonly expiresAt: number;
  /** From then on, a hit also starts computing its successor (so no request waits for it). */
  readonly refreshAt: number;
  /** Order in which the computations began: an older computation never replaces a newer one. */
  readonly started: number;
  /** UTF-8 once, and each compression once, so a hit writes bytes instead of encoding the same text again. */
  readonly answer: ReusableAnswer;
}

export interface ResponseCache {
  /** The answer to serve at `now`; a successor whose time came takes its predecessor's place. */
  get(key: string, version: string | null, now: number): CachedAnswer | undefined;
  /** Keeps an answer: the current one, or the successor when it is valid only later. An answer already expired is dropped. */
  set(key: string, answer: CachedAnswer, now: number): void;
  /** Whether a successor valid from `at` at this version is kept already. */
  holdsSuccessor(key: string, version: string | null, at: number): boolean;
  /** A number that increases with every call: when a computation began. */
  begin(): number;
  readonly size: number;
}

interface Slot {
  current: CachedAnswer | undefined;
  successor: CachedAnswer | undefined;
}

const servable = (answer: CachedAnswer | undefined, version: string | null, now: number): answer is CachedAnswer =>
  answer !== undefined && answer.version === version && answer.expiresAt > now;

export const createResponseCache = (maxEntries = 10_000): ResponseCache => {
  const slots = new Map<string, Slot>();
  let sequence = 0;
  return {
    get(key, version, now) {
      const slot = slots.get(key);
      if (slot === undefined) return undefined;
      if (!servable(slot.successor, version, now)) slot.successor = undefined;
      else if (slot.successor.validFrom <= now) {
        slot.current = slot.successor;
        slot.successor = undefined;
      }
      if (!servable(slot.current, version, now) || slot.current.validFrom > now) slot.current = undefined;
      if (slot.current === undefined && slot.successor === undefined) slots.delete(key);
      return slot.current;
    },
    set(key, answer, now) {
      if (answer.expiresAt <= now) return;
      const slot = slots.get(key) ?? { current: undefined, successor: undefined };
      const place = answer.validFrom > now ? 'successor' : 'current';
      const kept = slot[place];
      if (kept !== undefined && kept.started > answer.started) return;
      slot[place] = answer;
      slots.delete(key);
      if (slots.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the least recently written.
        const oldest = slots.keys().next();
        if (!oldest.done) slots.delete(oldest.value);
      }
      slots.set(key, slot);
    },
    holdsSuccessor: (key, version, at) => {
      const successor = slots.get(key)?.successor;
      return successor !== undefined && successor.version === version && successor.validFrom === at;
    },
    begin: () => ++sequence,
    get size() {
      return slots.size;
    },
  };
};

/**
 * Whether a hit starts computing its successor now: past its refresh time, unless the successor would
 * expire no later than it does. An answer bounded by the clock (until the next minute) refreshed
 * near that bound would expire at the same moment: without this check, each refresh halved the
 * time left, about ten computations in a minute's last second. Such an answer gets a successor
 * prepared ahead instead (successorDue).
 */
export const shouldRefresh = (hit: CachedAnswer, now: number, maxAgeMs: (at: number) => number): boolean => hit.refreshAt <= now && now + maxAgeMs(now) > hit.expiresAt;

/** How early before a clock-bound answer expires its successor is computed (at most: never before half its life). */
const SUCCESSOR_LEAD_MS = 5_000;

/**
 * Whether a hit, which a refresh would not outlive, starts computing the answer for the stretch
 * after it (as of `successorInstant`), so that no request meets a miss when the minute turns:
 * under load, the first request after the turn computed while a thousand a second queued behind it.
 * Only at a proven version: the successor is computed from today's rows, and a write before the
 * turn changes the version, which discards it.
 */
const successorDue = (hit: CachedAnswer, now: number): boolean =>
  hit.version !== null && now >= Math.max(hit.refreshAt, hit.expiresAt - SUCCESSOR_LEAD_MS);

/**
 * The instant a successor is computed as of: the millisecond after its predecessor expires. A
 * minute's first millisecond is a stretch of its own (see untilTheMinuteTurns): a request at it computes.
 */
const successorInstant = (hit: CachedAnswer): number => hit.expiresAt + 1;

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
   * How long an answer computed as of an instant stays right as the clock moves, its rows unchanged
   * (a change to the rows is the version's business): e.g. untilTheMinuteTurns, or at most a second
   * for an answer that shows the time.
   */
  readonly maxAgeMs: (at: number) => number;
  /** The answer as of `at`: every clock reading comes from it (a successor is computed ahead of its time). */
  readonly compute: (userId: string, at: Date) => Promise<unknown>;
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
 * background (for an answer the clock ends at the minute's turn, the answer for the next minute,
 * a few seconds ahead), so under steady load requests do not wait for the database.
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
  const computing = new Map<string, { readonly version: string | null; readonly validFrom: number; readonly answer: Promise<ReusableAnswer> }>();

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
      const lifeAsOf = (at: number): number => (version === null ? Math.min(maxAgeMs(at), UNVERIFIED_MAX_AGE_MS) : maxAgeMs(at));
      const key = `${request.routeOptions.url}\n${userId}\n${variant}`;
      const pinned = hasMinPosition(request);

      const run = (asOf: number): Promise<ReusableAnswer> => {
        const started = cache.begin();
        // A JSON schema serializer always yields a string.
        const computed = (async () => reusableAnswer(Buffer.from(reply.serialize(await slotted(() => compute(userId, new Date(asOf)))) as string)))();
        if (!cacheable) return computed;
        const entry = { version, validFrom: asOf, answer: computed };
        if (!pinned) computing.set(key, entry);
        const settled = (): void => {
          if (computing.get(key) === entry) computing.delete(key);
        };
        computed.then((answer) => {
          const life = lifeAsOf(asOf);
          cache.set(key, { version, validFrom: asOf, expiresAt: asOf + life, refreshAt: asOf + life / 2, started, answer }, Date.now());
          settled();
        }, settled);
        return computed;
      };
      const inBackground = (asOf: number): void => {
        run(asOf).catch((error: unknown) => request.log.warn({ err: error }, 'refreshing a cached answer failed'));
      };
      const send = (answer: ReusableAnswer): FastifyReply => sendReusable(request, reply.type(JSON_TYPE), answer);

      const now = Date.now();
      if (cacheable && !pinned) {
        const hit = cache.get(key, version, now);
        const running = computing.get(key);
        // A successor computing ahead of its time is joined only once that time came.
        const joinable = running !== undefined && running.version === version && running.validFrom <= now ? running : undefined;
        if (hit !== undefined) {
          if (running === undefined) {
            if (shouldRefresh(hit, now, lifeAsOf)) inBackground(now);
            else if (successorDue(hit, now) && !cache.holdsSuccessor(key, version, successorInstant(hit))) inBackground(successorInstant(hit));
          }
          return send(hit.answer);
        }
        if (joinable !== undefined) return send(await joinable.answer);
      }
      return send(await run(now));
    }
  };
};
