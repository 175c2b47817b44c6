import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** JSON with object keys sorted at every depth: equal values always give equal text. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/**
 * What an Idempotency-Key is bound to (IETF Idempotency-Key draft, as Stripe does it): the method,
 * the route, its parameters and query, and the validated body, hashed. The same request resent
 * gives the same fingerprint whatever the key order or spacing of its JSON.
 */
export const requestFingerprint = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(canonicalJson({ method: request.method, route: request.routeOptions.url ?? request.url, params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }))
    .digest('hex');
