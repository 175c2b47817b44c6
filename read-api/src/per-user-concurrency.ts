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

/**
 * One user's heavy reads must not starve the others: each user gets at most `perUser` read
 * requests in flight; the rest wait their turn in that user's own queue (first come, first
 * served), so another user's request finds a free database connection at once. A flood beyond
 * the queue is a 429 with Retry-After. Requests without a session are not counted here (the
 * routes refuse them) and neither is anything outside the read API.
 */
export const limitReadConcurrency = (app: FastifyInstance, options: ReadConcurrencyOptions): void => {
  const users = new Map<string, Slots>();
  const held = new WeakSet<FastifyRequest>();

  const release = (userId: string, request: FastifyRequest): void => {
    if (!held.has(request)) return;
    held.delete(request);
    const slots = users.get(userId);
    if (!slots) return;
    const next = slots.waiting.shift();
    if (next) return next();
    slots.running -= 1;
    if (slots.running === 0) users.delete(userId);
  };

  app.addHook('preHandler', async (request, reply) => {
    const userId = request.session?.userId;
    if (!userId) return;
    const slots = users.get(userId) ?? { running: 0, waiting: [] };
    users.set(userId, slots);
    if (slots.running < options.perUser) {
      slots.running += 1;
    } else {
      if (slots.waiting.length >= options.queuePerUser) {
        throw new HttpProblem(429, 'rate_limited', 'Too many reads at once. Please try again in a moment.', { headers: { 'retry-after': '1' }, extra: { retryAfter: 1 } });
      }
      // The slot is handed over by the request finishing before this one, so `running` stays.
      await new Promise<void>((resolve) => slots.waiting.push(resolve));
    }
    held.add(request);
    // Released when the answer is sent, or when the client goes away before that (possibly
    // while this request waited in the queue: then at once).
    reply.raw.once('close', () => release(userId, request));
    if (request.raw.socket?.destroyed) release(userId, request);
  });
  app.addHook('onResponse', async (request) => {
    const userId = request.session?.userId;
    if (userId) release(userId, request);
  });
};
