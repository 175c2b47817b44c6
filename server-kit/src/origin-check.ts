import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  /** Origins allowed besides the request's own host, e.g. PUBLIC_URL behind a proxy. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Refuses state-changing requests a browser sends from another site (CSRF). Browsers send
 * Sec-Fetch-Site and Origin on such requests; clients that send neither (curl, scripts) cannot
 * ride on a victim's cookie and are let through.
 */
export const originCheckPlugin = fp<OriginCheckOptions>(
  async (app: FastifyInstance, { allowedOrigins = [] }) => {
    const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw new HttpProblem(403, 'cross_site_request', 'Cross-site requests are not allowed');
      }
      const origin = request.headers.origin;
      if (origin === undefined) return;
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new HttpProblem(403, 'cross_site_request', 'Cross-site requests are not allowed');
      }
      if (parsed.host !== request.headers.host && !allowed.has(parsed.origin)) {
        throw new HttpProblem(403, 'cross_site_request', 'Cross-site requests are not allowed');
      }
    });
  },
  { name: 'regimen-origin-check' },
);
