import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '@regimen/server-kit/problem';

export interface ReadConcurrencyOptions {
  /** Read requests of one user running at once; the pool has room for the other users' reads. */
  readonly perUser: number;
  /** Read requests of one user waiting for a slot; beyond that they are refused (429). */
  readonly queuePerUser: number;
}

interface Slots {
  running: number;
  readonly waiting: (() => void)[];
}

/** Takes one of a user's read slots, waiting in their queue; resolves to its (idempotent) release. */
export type AcquireReadSlot = (userId: string) => Promise<() => void>;

/**
 * One user's heavy reads must not starve the others: each user gets at most `perUser` reads
 * working on the database at once; the rest wait their turn in that user's own queue (first come,
 * first served), so another user's request finds a free database connection at once. A flood
 * beyond the queue is a 429 with Retry-After.
 */
export const createReadSlots = (options: ReadConcurrencyOptions): AcquireReadSlot => {
  const users = new Map<string, Slots>();
  const releaseOf = (userId: string): (() => void) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const slots = users.get(userId);
      if (!slots) return;
      // The slot is handed over to the next waiter, so `running` stays.
      const next = slots.waiting.shift();
      if (next) return next();
      slots.running -= 1;
      if (slots.running === 0) users.delete(userId);
    };
  };
  return async (userId) => {
    const slots = users.get(userId) ?? { running: 0, waiting: [] };
    users.set(userId, slots);
    if (slots.running < options.perUser) {
      slots.running += 1;
    } else {
      if (slots.waiting.length >= options.queuePerUser) {
        throw new HttpProblem(429, 'rate_limited', 'Too many reads at once. Please try again in a moment.', { headers: { 'retry-after': '1' }, extra: { retryAfter: 1 } });
      }
      await new Promise<void>((resolve) => slots.waiting.push(resolve));
    }
    return releaseOf(userId);
  };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers through the response cache, which takes a read slot only around the work
     * that reaches the database (see response-cache.ts): a cached answer waits for no slot.
     */
    readonly cachedRead?: boolean;
  }
}

/**
 * Every signed-in read holds one of its user's slots (createReadSlots) from its handler until
 * its answer is sent, or until the client goes away (possibly while it waited: then at once),
 * except routes marked `cachedRead`. Requests without a session are not counted here (the routes
 * refuse them) and neither is anything outside the read API.
 */
export const limitReadConcurrency = (app: FastifyInstance, acquire: AcquireReadSlot): void => {
  const held = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preHandler', async (request, reply) => {
    const userId = request.session?.userId;
    if (!userId || request.routeOptions.config.cachedRead === true) return;
    const release = await acquire(userId);
    held.set(request, release);
    reply.raw.once('close', release);
    if (request.raw.socket?.destroyed) release();
  });
  app.addHook('onResponse', async (request) => {
    held.get(request)?.();
  });
};
