import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** A route as registered: enough for tests that must reach every route (the generated bad-input suite). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly schema: FastifySchema | undefined;
}

const tables = new WeakMap<object, RegisteredRoute[]>();

/**
 * Records every route the app registers, from then on, whatever plugin adds it. An `onRoute` hook
 * on the root instance sees the routes of child plugins too, so nothing is left out by forgetting.
 */
export const recordRoutes = (app: FastifyInstance): void => {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
};

/** The routes recorded for this app (empty when it was not recorded). */
export const routesOf = (app: FastifyInstance): readonly RegisteredRoute[] => tables.get(app) ?? [];
