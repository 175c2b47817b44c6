import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { HttpProblem } from './problem.ts';
import { limitSpec, type TierLimit } from './rate-limits.ts';

export interface SignInThrottleConfig {
  /** Failures in a row per account+address before each further one costs a wait. */
  readonly freeFailures: number;
  /** The first wait; each further failure doubles it. */
  readonly firstDelaySeconds: number;
  /** The longest wait between attempts of one account+address pair. */
  readonly maxDelaySeconds: number;
  /** Attempts per account from addresses it never signed in from (ASVS 2.2.1: at most 100 an hour). */
  readonly account: TierLimit;
  /** Attempts per address across all accounts (credential stuffing from one machine). */
  readonly address: TierLimit;
}

/** Part of the one configuration schema (config.ts). */
export const throttleEnv = z.object({
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SIGN_IN_ACCOUNT_LIMIT: limitSpec.prefault('100/3600'),
  SIGN_IN_ADDRESS_LIMIT: limitSpec.prefault('100/3600'),
});

export const signInThrottleConfig = (env: NodeJS.ProcessEnv): SignInThrottleConfig => {
  const parsed = throttleEnv.parse(env);
  return {
    freeFailures: parsed.SIGN_IN_FREE_FAILURES,
    firstDelaySeconds: parsed.SIGN_IN_FIRST_DELAY_SECONDS,
    maxDelaySeconds: parsed.SIGN_IN_MAX_DELAY_SECONDS,
    account: parsed.SIGN_IN_ACCOUNT_LIMIT,
    address: parsed.SIGN_IN_ADDRESS_LIMIT,
  };
};

/** One sign-in attempt, reserved before the password is checked; report how it ended. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface SignInThrottle {
  /** Reserves an attempt for this email from this address, or refuses it with a 429 problem. */
  attempt(email: string, address: string): Promise<SignInAttempt>;
}

const KNOWN_PAIR_SECONDS = 30 * 24 * 60 * 60;

const options = (pool: pg.Pool, keyPrefix: string, points: number, duration: number) =>
  ({ storeClient: pool, tableName: 'sign_in_throttle', points, duration, keyPrefix }) as const;

/** Creates the shared table if missing (and clears its expired rows hourly). */
const createTableLimiter = (pool: pg.Pool, keyPrefix: string, points: number, duration: number): Promise<RateLimiterPostgres> =>
  new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options(pool, keyPrefix, points, duration), clearExpiredByTimeout: true },
      (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error('rate limiter table could not be created')) : resolve(limiter)),
    );
  });

/** A limiter on the table createTableLimiter made: no start-up query. */
const tableLimiter = (pool: pg.Pool, keyPrefix: string, points: number, duration: number): RateLimiterPostgres =>
  new RateLimiterPostgres({ ...options(pool, keyPrefix, points, duration), tableCreated: true });

// Emails are personal data: the throttle table keeps only their hash.
const hashed = (value: string): string => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

const throttled = (msBeforeNext: number, why: string): HttpProblem => {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait = retryAfter < 120 ? plural(retryAfter, 'second') : plural(Math.ceil(retryAfter / 60), 'minute');
  const message = `${why} Please wait ${wait} before trying again.`;
  return new HttpProblem(429, 'sign_in_throttled', message, { headers: { 'retry-after': String(retryAfter) }, extra: { message, retryAfter } });
};

const consumed = async (limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> => {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
};

/**
 * Failed sign-ins are throttled in PostgreSQL (shared by every API process) on three keys:
 * - account+address: a few free failures, then a doubling wait (1 s, 2 s, 4 s … up to
 *   maxDelaySeconds); a success from that address clears it. This is the quick backoff.
 * - address: a budget of attempts per window across all accounts.
 * - account: a budget of attempts per window from addresses that never signed in to it. An
 *   attacker can exhaust it, but not for the real user on an address that signed in successfully
 *   within 30 days, so the lockout is never total for them and ends with the window for others.
 * Attempts are counted before the password is checked (atomically), so a burst of parallel
 * guesses cannot all pass one check; a success gives its account and address points back.
 */
export const createSignInThrottle = async (pool: pg.Pool, config: SignInThrottleConfig): Promise<SignInThrottle> => {
  const pairFailures = await createTableLimiter(pool, 'pair-failures', 1_000_000, 24 * 60 * 60);
  const pairWait = tableLimiter(pool, 'pair-wait', 1, 1);
  const accounts = tableLimiter(pool, 'account', config.account.points, config.account.durationSeconds);
  const addresses = tableLimiter(pool, 'address', config.address.points, config.address.durationSeconds);
  const knownPairs = tableLimiter(pool, 'known-pair', 1, KNOWN_PAIR_SECONDS);

  return {
    async attempt(email, address) {
      const account = hashed(email);
      const pair = `${account}|${address}`;
      const waiting = await pairWait.get(pair);
      if (waiting && waiting.consumedPoints > 1) throw throttled(waiting.msBeforeNext, 'Too many failed sign-ins.');

      const byAddress = await consumed(addresses, address);
      if (byAddress.consumedPoints > config.address.points) throw throttled(byAddress.msBeforeNext, 'Too many failed sign-ins from your network.');
      const byAccount = await consumed(accounts, account);
      if (byAccount.consumedPoints > config.account.points && !(await knownPairs.get(pair))) {
        throw throttled(byAccount.msBeforeNext, 'Too many failed sign-ins for this account.');
      }
      const failuresSoFar = (await consumed(pairFailures, pair)).consumedPoints;

      return {
        async failed() {
          if (failuresSoFar < config.freeFailures) return;
          const seconds = Math.min(config.maxDelaySeconds, config.firstDelaySeconds * 2 ** Math.min(30, failuresSoFar - config.freeFailures));
          await pairWait.block(pair, seconds);
        },
        async succeeded() {
          await Promise.all([
            pairFailures.delete(pair),
            pairWait.delete(pair),
            knownPairs.set(pair, 1, KNOWN_PAIR_SECONDS),
            addresses.reward(address, 1),
            accounts.reward(account, 1),
          ]);
        },
      };
    },
  };
};
