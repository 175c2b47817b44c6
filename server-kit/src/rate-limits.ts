import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { HttpProblem } from './problem.ts';

const rateTiers = ['general', 'ai', 'strictAi'] as const;
export type RateTier = (typeof rateTiers)[number];

export interface TierLimit {
  readonly points: number;
  readonly durationSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Extra tiers a route consumes besides `general` (AI routes: ['ai'] or ['ai', 'strictAi']). */
    rateLimit?: readonly RateTier[];
    /**
     * Signed-out visitors are counted per address in a bucket of their own for this route
     * (sign-up, sign-in, feedback), so one use cannot spend another's allowance.
     */
    rateLimitBucket?: 'sign-up' | 'sign-in' | 'feedback';
  }
  interface FastifyRequest {
    /**
     * Spends the given tiers now, for work a route decides to do after the request arrived (a
     * model call: an answer from the offline knowledge base costs nothing). Answers the seconds
     * to wait when a tier is spent (nothing is thrown), or null.
     */
    spendRateLimit(tiers: readonly RateTier[]): Promise<{ readonly retryAfterSeconds: number } | null>;
  }
}

export const limitSpec = z
  .string()
  .regex(/^\d+\/\d+$/, 'use POINTS/SECONDS, e.g. 10/3600')
  .transform((value) => {
    const [points, seconds] = value.split('/').map(Number);
    return { points: points ?? 0, durationSeconds: seconds ?? 0 };
  });

/** Part of the one configuration schema (config.ts). */
export const rateLimitEnv = z.object({
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_GENERAL: limitSpec.prefault('600/60'),
  RATE_LIMIT_AI: limitSpec.prefault('10/3600'),
  RATE_LIMIT_STRICT_AI: limitSpec.prefault('3/60'),
});

export interface RateLimitConfig {
  readonly enabled: boolean;
  readonly tiers: Readonly<Record<RateTier, TierLimit>>;
}

/** RATE_LIMITS=off turns the per-request limits off (load tests); limits are POINTS/SECONDS. */
export const rateLimitConfig = (env: NodeJS.ProcessEnv): RateLimitConfig => {
  const parsed = rateLimitEnv.parse(env);
  return {
    enabled: parsed.RATE_LIMITS === 'on',
    tiers: { general: parsed.RATE_LIMIT_GENERAL, ai: parsed.RATE_LIMIT_AI, strictAi: parsed.RATE_LIMIT_STRICT_AI },
  };
};

const TABLE: Record<RateTier, string> = { general: 'rate_limit_general', ai: 'rate_limit_ai', strictAi: 'rate_limit_strict_ai' };

const createLimiter = (pool: pg.Pool, tier: RateTier, limit: TierLimit): Promise<RateLimiterPostgres> =>
  new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: pool, tableName: TABLE[tier], points: limit.points, duration: limit.durationSeconds, keyPrefix: tier, clearExpiredByTimeout: true },
      (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error('The rate-limit table could not be set up', { cause: error })) : resolve(limiter)),
    );
  });

export interface RateLimitOptions {
  readonly pool: pg.Pool;
  readonly config: RateLimitConfig;
}

const setHeaders = (reply: FastifyReply, limit: TierLimit, result: RateLimiterRes): void => {
  reply.header('x-ratelimit-limit', String(limit.points));
  reply.header('x-ratelimit-remaining', String(Math.max(0, result.remainingPoints)));
  reply.header('x-ratelimit-used', String(Math.min(limit.points, result.consumedPoints)));
  reply.header('x-ratelimit-reset', String(Math.ceil((Date.now() + result.msBeforeNext) / 1000)));
};

/**
 * Per-request limits in three tiers, counted in PostgreSQL so every API process shares them:
 * `general` on every API request, and the tiers a route names in `config.rateLimit`. The key is
 * the signed-in user, else the client's IP (and the route's `rateLimitBucket`). Counting happens
 * in onRequest, before body parsing and validation, so refused bad requests count too. Every
 * answer carries the X-RateLimit-* headers of the tightest tier it consumed; a refusal is 429
 * with Retry-After.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, { pool, config }) => {
    if (!config.enabled) {
      app.decorateRequest('spendRateLimit', async () => null);
      return;
    }
    const limiters = Object.fromEntries(
      await Promise.all(rateTiers.map(async (tier) => [tier, await createLimiter(pool, tier, config.tiers[tier])] as const)),
    ) as Record<RateTier, RateLimiterPostgres>;

    const keyOf = (request: FastifyRequest): string => {
      const bucket = request.routeOptions.config.rateLimitBucket;
      return request.session ? `user:${request.session.userId}` : bucket ? `ip:${request.ip}:${bucket}` : `ip:${request.ip}`;
    };

    app.decorateRequest('spendRateLimit', async function spendRateLimit(this: FastifyRequest, tiers: readonly RateTier[]) {
      const key = keyOf(this);
      for (const tier of tiers) {
        try {
          await limiters[tier].consume(key);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
      }
      return null;
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      const key = keyOf(request);
      const tiers: readonly RateTier[] = ['general', ...(request.routeOptions.config.rateLimit ?? [])];
      let tightest: { tier: RateTier; result: RateLimiterRes } | null = null;
      for (const tier of tiers) {
        try {
          const result = await limiters[tier].consume(key);
          if (!tightest || result.remainingPoints / config.tiers[tier].points < tightest.result.remainingPoints / config.tiers[tightest.tier].points) {
            tightest = { tier, result };
          }
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          setHeaders(reply, config.tiers[tier], rejection);
          const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          // Minutes for a long wait: "55 minutes" reads better than "3267 seconds".
          const wait = retryAfter < 90 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
          throw new HttpProblem(429, 'rate_limited', `Too many requests. Please try again in ${wait}.`, {
            headers: { 'retry-after': String(retryAfter) },
            extra: { message: `Too many requests. Please try again in ${wait}.`, retryAfter },
          });
        }
      }
      if (tightest) setHeaders(reply, config.tiers[tightest.tier], tightest.result);
    });
  },
  { name: 'regimen-rate-limits', dependencies: ['regimen-sessions'] },
);
