import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { reusableAnswer, securityHeaders, sendReusable, wirePlugin } from './wire-security.ts';

describe("helmet's headers, worked out once", () => {
  it('carry the policy the built app satisfies, and no HSTS over plain http', () => {
    const headers = securityHeaders(false);
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';" +
        "manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({ 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Opener-Policy': 'same-origin' });
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(headers).not.toHaveProperty('Cross-Origin-Embedder-Policy');
  });

  it('add HSTS and upgrade-insecure-requests under https', () => {
    const headers = securityHeaders(true);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe('a reusable answer', () => {
  const body = Buffer.from(JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Supplement ${i}` }))));

  const serving = async (answer = reusableAnswer(body)) => {
    const app = Fastify();
    await app.register(wirePlugin, { https: false });
    app.get('/api/answer', (request, reply) => sendReusable(request, reply.type('application/json; charset=utf-8'), answer));
    app.get('/api/plugin', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    await app.ready();
    return { app, answer };
  };

  it('is sent as the wire plugin sends the same body, each encoding compressed once', async () => {
    const { app, answer } = await serving();
    for (const accepted of ['br, gzip', 'gzip', 'x-gzip', '*', 'identity', 'br;q=0, gzip;q=0', undefined]) {
      const headers = accepted === undefined ? {} : { 'accept-encoding': accepted };
      const ours = await app.inject({ url: '/api/answer', headers });
      const plugins = await app.inject({ url: '/api/plugin', headers });
      expect(ours.headers['content-encoding']).toBe(plugins.headers['content-encoding']);
      expect(ours.headers.vary).toBe(plugins.headers.vary);
      const encoding = ours.headers['content-encoding'];
      const decoded = encoding === 'br' ? brotliDecompressSync(ours.rawPayload) : encoding === 'gzip' ? gunzipSync(ours.rawPayload) : ours.rawPayload;
      expect(decoded.equals(body)).toBe(true);
    }
    const first = answer.encoded.get('br');
    await app.inject({ url: '/api/answer', headers: { 'accept-encoding': 'br' } });
    expect(answer.encoded.get('br')).toBe(first);
    expect([...answer.encoded.keys()].sort()).toEqual(['br', 'gzip']);
    await app.close();
  });

  it('goes as it is when small', async () => {
    const { app } = await serving(reusableAnswer(Buffer.from('{"ok":true}')));
    const small = await app.inject({ url: '/api/answer', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"ok":true}');
    await app.close();
  });
});
