import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { parseStoredEvent, tierLimits, type Tier } from '@regimen/domain';
import { createEventStore, eventStoreMigrations, type EventStore } from '@regimen/event-store';
import { runMigrations } from '@regimen/event-store/postgres/run-migrations';
import { createTestDatabase, type TestDatabase } from '@regimen/event-store/testing/test-database';
import { createDatabasePool, type DatabasePool } from '@regimen/server-kit/database';
import { createHttpApp, type HttpApp } from '@regimen/server-kit/http';
import { createLogger } from '@regimen/server-kit/logger';
import type { Session } from '@regimen/server-kit/sessions';
import type { CommandDeps } from '../command-deps.ts';
import { mapCommandErrors } from '../domain-errors.ts';
import { createReadSide } from '../read-side.ts';

/** The header the test session stands in for a session cookie with. */
const TEST_USER = 'x-test-user';

export interface RouteTestApp {
  readonly app: HttpApp;
  readonly store: EventStore;
  /** Headers of a request signed in as the user. */
  as(userId: string): Record<string, string>;
  close(): Promise<void>;
}

export interface RouteTestOptions {
  /** The users read model is not here: every user is on this tier. */
  readonly tier?: Tier;
}

/**
 * One command route module (or a few) on a bare HTTP app: the house error handler and the domain
 * error table, the PostgreSQL event store on a fresh test database, and a session stand-in that
 * signs a request in as the user named by `x-test-user` (the cookie session has its own tests).
 * Requests go through `app.inject`, no port, no projections. Copy this for a new area's routes.
 */
export const startRouteTestApp = async (
  routes: readonly FastifyPluginAsyncZod<CommandDeps>[],
  options: RouteTestOptions = {},
): Promise<RouteTestApp> => {
  const db: TestDatabase = await createTestDatabase();
  await runMigrations(db.url, eventStoreMigrations);
  const pgPool = new pg.Pool({ connectionString: db.url, max: 4 });
  const store = createEventStore({
    kind: 'postgres',
    pool: pgPool,
    upcast: parseStoredEvent,
  });
  const pool: DatabasePool = await createDatabasePool(db.url, { maxPoolSize: 2 });
  const limits = tierLimits[options.tier ?? 'free'];
  const reads = { ...createReadSide(store, pool), limitsOf: async () => limits };

  const app = createHttpApp({ logger: createLogger('silent'), errorMappers: [mapCommandErrors] });
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const userId = request.headers[TEST_USER];
    if (typeof userId === 'string') request.session = { userId, sid: 'test', isAdmin: false } satisfies Session;
  });
  for (const route of routes) await app.register(route, { store, pool, reads });
  await app.ready();

  return {
    app,
    store,
    as: (userId) => ({ [TEST_USER]: userId }),
    async close() {
      await app.close();
      await store.close();
      await pgPool.end();
      await pool.end();
      await db.drop();
    },
  };
};
