import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

const helmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  // Nothing leaves for other sites; same-origin requests keep it. Not no-referrer: with it a
  // browser sends `Origin: null` on the sign-in form's POST, which the origin check refuses.
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets, worked out once by running its middleware on a stand-in response: they
 * are the same for every answer. (@fastify/helmet builds helmet's middleware again for every
 * request; at 1,000 requests a second that garbage alone made young-generation collections take
 * 20-70 ms and the p99 of a do-nothing route 40-70 ms against 4-7 ms without it.)
 */
export const securityHeaders = (https: boolean): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  // Helmet throws a bad option at once (since 8.1 it no longer hands errors to `next`).
  helmet(helmetOptions(https))({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
};

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Answers smaller than this go as they are. */
const COMPRESS_THRESHOLD = 1024;
// Quality 4 compresses JSON about as well as gzip 6 at a fraction of brotli's default cost.
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/** An answer sent many times, each encoding made once (the wire plugin would compress it per send). */
export interface ReusableAnswer {
  readonly body: Buffer;
  readonly encoded: Map<Encoding, Buffer>;
}

export const reusableAnswer = (body: Buffer): ReusableAnswer => ({ body, encoded: new Map() });

/**
 * Sends a reusable answer as the wire plugin would (the same negotiation, threshold and
 * settings), from its stored encoding: the plugin compresses a body synchronously on every send,
 * a cost per request for an answer served a thousand times a second from the read API's cache.
 */
export const sendReusable = (request: FastifyRequest, reply: FastifyReply, answer: ReusableAnswer): FastifyReply => {
  const header = request.headers['accept-encoding'];
  const encoding =
    answer.body.length < COMPRESS_THRESHOLD || header === undefined || request.headers['x-no-compression'] !== undefined
      ? undefined
      : negotiate<Encoding>(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  if (encoding === undefined || encoding === null) return reply.send(answer.body);
  let bytes = answer.encoded.get(encoding);
  if (bytes === undefined) {
    bytes = encoding === 'br' ? brotliCompressSync(answer.body, BROTLI) : gzipSync(answer.body);
    answer.encoded.set(encoding, bytes);
  }
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  return reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
};

/**
 * Security headers on every answer (helmet's, set before the route runs so errors and 404s carry
 * them too), compression of text answers, and `Cache-Control: private, no-store` on API answers
 * that did not choose their own caching: they are per user (health data) and must not be kept by
 * a shared cache or the browser's disk cache.
 */
export const wirePlugin = fp<WireOptions>(
  async (app: FastifyInstance, { https }) => {
    const headers = securityHeaders(https);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions: BROTLI });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    });
  },
  { name: 'regimen-wire' },
);
