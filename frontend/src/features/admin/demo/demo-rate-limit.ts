import { problemBody } from '@regimen/domain/contracts/domain-problems';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';

/** The AI tier as the server configures it by default: 10 requests an hour. */
const LIMIT = 10;
const WINDOW_MS = 3_600_000;

const spent = new WeakMap<object, number[]>();

/**
 * The rate-limit demo's target in demo mode: a sliding window held per demo store, answering
 * with the X-RateLimit-* headers and a 429 (message, retryAfter) like the server's limiter.
 */
export function demoAiLimit(context: DemoContext, operation: string): Response {
  const now = context.now().getTime();
  const calls = (spent.get(context.store) ?? []).filter((at) => at > now - WINDOW_MS);
  const reset = Math.ceil(((calls[0] ?? now) + WINDOW_MS) / 1000);
  const limited = calls.length >= LIMIT;
  if (!limited) calls.push(now);
  spent.set(context.store, calls);
  const headers = {
    'X-RateLimit-Limit': String(LIMIT),
    'X-RateLimit-Remaining': String(Math.max(0, LIMIT - calls.length)),
    'X-RateLimit-Used': String(Math.min(LIMIT, calls.length)),
    'X-RateLimit-Reset': String(reset),
  };
  if (limited) {
    const retryAfter = Math.max(1, reset - Math.ceil(now / 1000));
    const body = { ...problemBody(429, 'rate_limited', 'Too many AI requests. Please wait before trying again.'), message: 'Too many AI requests. Please wait before trying again.', retryAfter };
    return Response.json(body, { status: 429, headers: { ...headers, 'Retry-After': String(retryAfter), 'Content-Type': 'application/problem+json' } });
  }
  return Response.json({ operation, message: 'Request accepted. This demo call spends the AI rate limit and runs no analysis.', timestamp: context.now().toISOString() }, { headers });
}
