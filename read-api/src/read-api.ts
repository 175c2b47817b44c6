import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabasePool } from 'slonik';
import { requireUserId } from '@regimen/server-kit/sessions';
import { readAfter, type WaitForPosition } from './read-your-writes.ts';
import { createCachedReads } from './response-cache.ts';
import type { ReadContext } from './read-context.ts';
import type { RateLimitConfig } from '@regimen/server-kit/rate-limits';
import { adminMonitoringRoutes } from './routes/admin-monitoring.ts';
import { adminProjectionRoutes, type ProjectionLagView } from './routes/admin-projections.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { healthRoutes } from './routes/health.ts';
import { prescriptionRoutes } from './routes/prescriptions.ts';
import { researchRoutes } from './routes/research.ts';
import { supplementRoutes } from './routes/supplements.ts';
import { takeRoutes } from './routes/takes.ts';
import { tierRoutes } from './routes/tiers.ts';
import { userRoutes } from './routes/user.ts';

export interface ReadApiOptions {
  readonly pool: DatabasePool;
  readonly waitForPosition: WaitForPosition;
  readonly waitForHead: ReadContext['waitForHead'];
  /** Every projection's checkpoint and lag, for admins. */
  readonly projectionStatus: () => Promise<ProjectionLagView[]>;
  /** Health: migrations ran and the projections are running. */
  readonly isReady: () => boolean;
  /** The per-request rate limits in force, shown by the monitoring endpoints. */
  readonly rateLimits: RateLimitConfig;
  /**
   * The version of the read models behind `tables`: a function returning a string that changes
   * whenever one of their projections commits a batch, never later than that batch is visible.
   * Null for tables nothing versions. Without it the read API caches no answers.
   */
  readonly readModelVersion?: (tables: readonly string[]) => (() => string) | null;
}

/** The query side: every route reads PostgreSQL read models, scoped to the signed-in user. */
export const readApi: FastifyPluginAsyncZod<ReadApiOptions> = async (app, { pool, waitForPosition, waitForHead, isReady, projectionStatus, rateLimits, readModelVersion }) => {
  const context: ReadContext = {
    pool,
    waitForHead,
    reader: (tables) => async (request, reply) => {
      const userId = requireUserId(request);
      if (!(await readAfter(request, waitForPosition, tables))) reply.header('x-read-stale', 'true');
      return userId;
    },
    cachedReader: createCachedReads({ waitForPosition, readModelVersion }),
  };
  await app.register(healthRoutes, { isReady });
  await app.register(userRoutes, context);
  await app.register(supplementRoutes, context);
  await app.register(takeRoutes, context);
  await app.register(prescriptionRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(tierRoutes, context);
  await app.register(researchRoutes, context);
  await app.register(adminProjectionRoutes, { ...context, projectionStatus });
  await app.register(adminMonitoringRoutes, { ...context, rateLimits });
};
