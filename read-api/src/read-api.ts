import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabasePool } from 'slonik';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUserId } from '@regimen/server-kit/sessions';
import { readAfter, type WaitForPosition } from './read-your-writes.ts';
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
  /** Waits until the tables named have every event written so far applied. */
  readonly waitForHead: (tables: readonly string[], timeoutMs: number) => Promise<boolean>;
  /** Every projection's checkpoint and lag, for admins. */
  readonly projectionStatus: () => Promise<ProjectionLagView[]>;
  /** Health: migrations ran and the projections are running. */
  readonly isReady: () => boolean;
  /** The per-request rate limits in force, shown by the monitoring endpoints. */
  readonly rateLimits: RateLimitConfig;
}

export interface ReadContext {
  readonly pool: DatabasePool;
  /** The signed-in user, after waiting for X-Min-Position on the read-model tables the route reads. */
  reader(tables: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  readonly waitForHead: ReadApiOptions['waitForHead'];
}

/** The query side: every route reads PostgreSQL read models, scoped to the signed-in user. */
export const readApi: FastifyPluginAsyncZod<ReadApiOptions> = async (app, { pool, waitForPosition, waitForHead, isReady, projectionStatus, rateLimits }) => {
  const context: ReadContext = {
    pool,
    waitForHead,
    reader: (tables) => async (request, reply) => {
      const userId = requireUserId(request);
      if (!(await readAfter(request, waitForPosition, tables))) reply.header('x-read-stale', 'true');
      return userId;
    },
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
