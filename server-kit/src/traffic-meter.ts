import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_METERED_USERS, type ApiTrafficMetered, type EndpointTraffic } from '@regimen/domain';
import type { Logger } from './logger.ts';

export type TrafficWindow = ApiTrafficMetered['data'];

export interface TrafficMeterOptions {
  /** Records one window (appends ApiTrafficMetered). Rejects when it could not; the counts then roll into the next window. */
  readonly record: (window: TrafficWindow) => Promise<void>;
  readonly logger: Logger;
  readonly flushIntervalMs?: number;
  readonly now?: () => Date;
}

export interface TrafficMeter {
  /** Fastify plugin counting every `/api/` answer of the app it is registered on. */
  readonly plugin: (app: FastifyInstance) => Promise<void>;
  /** Records what was counted so far (also runs every `flushIntervalMs`). */
  flush(): Promise<void>;
  /** Stops the timer and records the last window. */
  close(): Promise<void>;
}

const UNMETERED = ['/api/health', '/api/metrics'];

interface Counts {
  tier: EndpointTraffic['tier'];
  requests: number;
  limited: number;
  limitedWaitSeconds: number;
  totalDurationMs: number;
}

/**
 * Counts the API's traffic in memory and records it as one event per window (default 10 s) per
 * process: requests, 429 refusals and time per route pattern, and the distinct users and anonymous
 * clients seen. The admin monitoring read models are projections of these events.
 */
export const createTrafficMeter = ({ record, logger, flushIntervalMs = 10_000, now = () => new Date() }: TrafficMeterOptions): TrafficMeter => {
  const meterId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  let windowStart = now();
  let endpoints = new Map<string, Counts>();
  let users = new Set<string>();
  let anonymous = new Set<string>();
  let flushing: Promise<void> = Promise.resolve();

  const count = (request: FastifyRequest, reply: FastifyReply): void => {
    const path = request.url;
    if (!path.startsWith('/api/') || UNMETERED.some((prefix) => path.startsWith(prefix))) return;
    const tiers = request.routeOptions.config.rateLimit ?? [];
    const tier = tiers.includes('strictAi') ? 'strictAi' : tiers.includes('ai') ? 'ai' : 'general';
    // The route pattern, never the concrete path: ids would make every request its own endpoint.
    const endpoint = `${request.method} ${request.routeOptions.url ?? '(no route)'}`.slice(0, 200);
    const counts = endpoints.get(endpoint) ?? { tier, requests: 0, limited: 0, limitedWaitSeconds: 0, totalDurationMs: 0 };
    counts.requests += 1;
    counts.totalDurationMs += reply.elapsedTime;
    if (reply.statusCode === 429) {
      counts.limited += 1;
      counts.limitedWaitSeconds += Number(reply.getHeader('retry-after') ?? 0) || 0;
    }
    endpoints.set(endpoint, counts);
    if (request.session) users.add(request.session.userId);
    else anonymous.add(request.ip);
  };

  const flushOnce = async (): Promise<void> => {
    if (endpoints.size === 0) {
      windowStart = now();
      return;
    }
    const taken = { windowStart, endpoints, users, anonymous };
    const windowEnd = now();
    windowStart = windowEnd;
    endpoints = new Map();
    users = new Set();
    anonymous = new Set();
    const userIds = [...taken.users];
    const window: TrafficWindow = {
      meterId,
      windowStart: taken.windowStart.toISOString(),
      windowEnd: windowEnd.toISOString(),
      endpoints: [...taken.endpoints].slice(0, 500).map(([endpoint, counts]) => ({ endpoint, ...counts })),
      userIds: userIds.slice(0, MAX_METERED_USERS),
      users: userIds.length,
      anonymousClients: taken.anonymous.size,
    };
    try {
      await record(window);
    } catch (error) {
      // Not recorded: fold the counts back so the next window (which then starts at this one's start) carries them.
      logger.warn({ err: error, meterId }, 'could not record API traffic; it will be recorded with the next window');
      windowStart = taken.windowStart;
      for (const [endpoint, counts] of taken.endpoints) {
        const current = endpoints.get(endpoint);
        endpoints.set(
          endpoint,
          current
            ? {
                tier: counts.tier,
                requests: current.requests + counts.requests,
                limited: current.limited + counts.limited,
                limitedWaitSeconds: current.limitedWaitSeconds + counts.limitedWaitSeconds,
                totalDurationMs: current.totalDurationMs + counts.totalDurationMs,
              }
            : counts,
        );
      }
      for (const user of taken.users) users.add(user);
      for (const client of taken.anonymous) anonymous.add(client);
    }
  };

  // One flush at a time: windows of a meter must follow each other.
  const flush = (): Promise<void> => (flushing = flushing.then(flushOnce));
  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    plugin: fp(
      async (app: FastifyInstance) => {
        app.addHook('onResponse', async (request, reply) => count(request, reply));
      },
      { name: 'regimen-traffic-meter', dependencies: ['regimen-sessions'] },
    ),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
