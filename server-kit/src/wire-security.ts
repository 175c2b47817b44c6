import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';

export interface WireOptions {
  /** The public origin is https: send HSTS and upgrade-insecure-requests. */
  readonly https: boolean;
}

/**
 * The policy the built app satisfies (frontend/e2e/csp.e2e.ts visits every screen and fails on a
 * violation): scripts only from this origin, no inline script. Inline styles are allowed because
 * Radix's scroll lock and Recharts write <style> elements and style attributes at run time.
 * The API docs UI (/api/docs) loads its scripts and styles from this origin too.
 */
const contentSecurityPolicy = (https: boolean): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(https && { 'upgrade-insecure-requests': [] }),
});

/**
 * Security headers on every answer (helmet), compression of text answers, and
 * `Cache-Control: private, no-store` on API answers that did not choose their own caching: they
 * are per user (health data) and must not be kept by a shared cache or the browser's disk cache.
 */
export const wirePlugin = fp<WireOptions>(
  async (app: FastifyInstance, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Nothing leaves for other sites; same-origin requests keep it. Not no-referrer: with it a
      // browser sends `Origin: null` on the sign-in form's POST, which the origin check refuses.
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 compresses JSON about as well as gzip 6 at a fraction of brotli's default cost.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    });
  },
  { name: 'regimen-wire' },
);
