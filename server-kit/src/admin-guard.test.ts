import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGuardPlugin } from './admin-guard.ts';
import { createHttpApp, type HttpApp } from './http.ts';
import { createLogger } from './logger.ts';

/** Stands in for the cookie sessions: `x-user` names the signed-in user. */
const testSessions = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const userId = request.headers['x-user'];
      if (typeof userId === 'string') request.session = { userId, sid: 'test', isAdmin: false };
    });
  },
  { name: 'regimen-sessions' },
);

let app: HttpApp;
beforeAll(async () => {
  app = createHttpApp({ logger: createLogger('silent') });
  await app.register(testSessions);
  await app.register(adminGuardPlugin, { isAdmin: async (userId) => userId === 'admin' });
  // Routes in an encapsulated plugin, like the APIs register them.
  await app.register(async (child) => {
    child.get('/api/admin', async () => ({ ok: true }));
    child.post('/api/admin/users/:id/block', async () => ({ ok: true }));
    child.get('/api/administrators-club', async () => ({ ok: true }));
    child.get('/api/public', async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(async () => app?.close());

const status = async (method: 'GET' | 'POST', url: string, user?: string) =>
  (await app.inject({ method, url, headers: user ? { 'x-user': user } : {} })).statusCode;

describe('the admin guard', () => {
  it('answers 401 signed out and 403 to a non-admin on every route under /api/admin', async () => {
    for (const [method, url] of [['GET', '/api/admin'], ['POST', '/api/admin/users/42/block']] as const) {
      expect(await status(method, url)).toBe(401);
      expect(await status(method, url, 'someone')).toBe(403);
      expect(await status(method, url, 'admin')).toBe(200);
    }
  });

  it('matches the resolved route, not the spelling of the URL', async () => {
    expect(await status('GET', '/api/admin?x=1', 'someone')).toBe(403);
    expect(await status('POST', '/api/admin/users/%34%32/block', 'someone')).toBe(403);
  });

  it('leaves other routes alone, including ones that only start with the same letters', async () => {
    expect(await status('GET', '/api/public')).toBe(200);
    expect(await status('GET', '/api/administrators-club')).toBe(200);
  });

  it('lists the routes it guards', () => {
    expect(app.adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin' },
        { method: 'POST', url: '/api/admin/users/:id/block' },
      ]),
    );
    expect(app.adminRoutes.some((route) => !route.url.startsWith('/api/admin'))).toBe(false);
  });
});
