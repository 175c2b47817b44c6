import { z } from 'zod';
import { ConfigError } from './config-error.ts';

/**
 * How long a client may take: a client that never finishes its headers or its body is cut off
 * (408) instead of holding a connection forever. Fastify's own default turns the request timeout off.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body. */
  readonly requestMs: number;
  readonly headersMs: number;
  /** An idle keep-alive connection; longer than a load balancer's idle timeout (often 60 s). */
  readonly keepAliveMs: number;
  /** A socket with no traffic at all. */
  readonly idleSocketMs: number;
}

const ms = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

/** Part of the one configuration schema (config.ts), which also checks headersWithinRequest. */
export const timeoutsShape = {
  HTTP_REQUEST_TIMEOUT_MS: ms(30_000),
  HTTP_HEADERS_TIMEOUT_MS: ms(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms(72_000),
  HTTP_IDLE_SOCKET_TIMEOUT_MS: ms(120_000),
};

// Node refuses a headers timeout longer than the request timeout.
export const headersWithinRequest: [(env: { HTTP_HEADERS_TIMEOUT_MS: number; HTTP_REQUEST_TIMEOUT_MS: number }) => boolean, { message: string; path: string[] }] = [
  (env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS,
  { message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS', path: ['HTTP_HEADERS_TIMEOUT_MS'] },
];

const timeoutsSchema = z.object(timeoutsShape).refine(...headersWithinRequest);

export const defaultHttpTimeouts: HttpTimeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000, idleSocketMs: 120_000 };

/** Reads HTTP_*_TIMEOUT_MS; a bad value stops the start with a clear message. */
export const httpTimeoutsFrom = (env: NodeJS.ProcessEnv): HttpTimeouts => {
  const parsed = timeoutsSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  const t = parsed.data;
  return { requestMs: t.HTTP_REQUEST_TIMEOUT_MS, headersMs: t.HTTP_HEADERS_TIMEOUT_MS, keepAliveMs: t.HTTP_KEEP_ALIVE_TIMEOUT_MS, idleSocketMs: t.HTTP_IDLE_SOCKET_TIMEOUT_MS };
};

/** Node checks the request and headers timeouts on this interval: a tenth of the shortest, at most a second. */
export const checkingIntervalMs = (timeouts: HttpTimeouts): number => Math.max(10, Math.min(1_000, Math.floor(Math.min(timeouts.requestMs, timeouts.headersMs) / 10)));
