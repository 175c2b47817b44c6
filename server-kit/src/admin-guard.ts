import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './problem.ts';
import { requireUserId } from './sessions.ts';

/** Every route under this prefix is for administrators only. */
const ADMIN_PREFIX = '/api/admin';

export interface AdminGuardOptions {
  /** Whether the user is an administrator now (the app reads the account stream: a revoke counts at once). */
  readonly isAdmin: (userId: string) => Promise<boolean>;
}

export interface AdminRoute {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes the admin guard protects, in registration order (the guard's test enumerates them). */
    adminRoutes: AdminRoute[];
  }
}

/** A route pattern is an admin route when it is the prefix or a path below it. */
const isAdminRoute = (url: string): boolean => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

/**
 * The one admin guard, for the command and read sides alike: an `onRequest` hook on every route
 * whose pattern is under /api/admin, wherever it is registered, so a new admin route cannot forget
 * it. Fed by the session (register after the session plugin): 401 signed out, 403 not an admin.
 * It matches the route pattern Fastify resolved, not the raw URL, so spellings of the path cannot
 * slip past it.
 */
export const adminGuardPlugin = fp<AdminGuardOptions>(
  async (app: FastifyInstance, { isAdmin }) => {
    app.decorate('adminRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!isAdminRoute(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.adminRoutes.push({ method, url: route.url });
    });
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const pattern = request.routeOptions.url;
      if (pattern === undefined || !isAdminRoute(pattern)) return;
      const userId = requireUserId(request);
      if (!(await isAdmin(userId))) throw new HttpProblem(403, 'admin_required', 'This needs an administrator');
    });
  },
  { name: 'regimen-admin-guard', dependencies: ['regimen-sessions'] },
);
