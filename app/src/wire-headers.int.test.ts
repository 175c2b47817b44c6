import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { startApp, type RunningApp } from './start-app.ts';
import { createApiClient, type ApiClient } from './testing/api-client.ts';

// A securityheaders.com-style reading of what the server sends: security headers on every answer,
// no caching of per-user API answers, compression of text, and /metrics closed to the public.

let db: TestDatabase;
let app: RunningApp;
let secure: RunningApp;
let alice: ApiClient;
const TOKEN = 'metrics-token-0123456789abcdef';

beforeAll(async () => {
  db = await createTestDatabase();
  const env = { DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'silent', SERVICES: 'command,read', RATE_LIMITS: 'off' };
  app = await startApp({ env });
  secure = await startApp({ env: { ...env, PUBLIC_URL: 'https://regimen.example', METRICS_TOKEN: TOKEN } });
  alice = createApiClient(app.url);
  expect((await alice.register('wire-alice@example.com')).status).toBe(201);
});

afterAll(async () => {
  await secure?.close();
  await app?.close();
  await db?.drop();
});

const directives = (policy: string | null): Map<string, string> =>
  new Map((policy ?? '').split(';').map((part) => part.trim()).filter(Boolean).map((part) => [part.split(/\s+/)[0] ?? '', part.split(/\s+/).slice(1).join(' ')]));

describe('every answer', () => {
  it('carries a strict Content-Security-Policy, nosniff, a referrer policy and no framing', async () => {
    for (const path of ['/api/health', '/api/supplements', '/api/nope']) {
      const response = await fetch(new URL(path, app.url));
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('has no HSTS over plain http, and HSTS for a year when the public origin is https', async () => {
    expect((await fetch(new URL('/api/health', app.url))).headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(new URL('/api/health', secure.url));
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(https.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('per-user API answers', () => {
  it('are private and never stored, signed in or not, success or problem', async () => {
    for (const response of [await alice.get('/api/supplements'), await alice.get('/api/auth/user'), await createApiClient(app.url).get('/api/supplements'), await alice.post('/api/supplements', {})]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('compression', () => {
  const encodingOf = (path: string): Promise<string | undefined> =>
    new Promise((resolve, reject) => {
      // Plain http: fetch would decompress and hide nothing, but reading the header is clearer here.
      httpRequest(new URL(path, app.url), { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });

  it('compresses a large text answer for a client that accepts it, and leaves small ones alone', async () => {
    expect(await encodingOf('/api/openapi.json')).toBe('br');
    expect(await encodingOf('/api/health')).toBeUndefined();
  });
});

describe('/metrics', () => {
  it('answers a direct request on this machine when no token is configured, but not through a proxy', async () => {
    expect((await fetch(new URL('/metrics', app.url))).status).toBe(200);
    expect((await fetch(new URL('/metrics', app.url), { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(401);
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    expect((await fetch(new URL('/metrics', secure.url))).status).toBe(401);
    expect((await fetch(new URL('/metrics', secure.url), { headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).status).toBe(401);
    const allowed = await fetch(new URL('/metrics', secure.url), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toMatch(/regimen_/);
  });
});
