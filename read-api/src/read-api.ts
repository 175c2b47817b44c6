import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabasePool } from 'slonik';
import { requireUserId } from '@regimen/server-kit/sessions';
import { createReadSlots, limitReadConcurrency, type ReadConcurrencyOptions } from './per-user-concurrency.ts';
import { prepareRead, type DegradedProjections, type WaitForPosition } from './read-your-writes.ts';
import { createCachedReads } from './response-cache.ts';
import type { ReadContext } from './read-context.ts';
import type { RateLimitConfig } from '@regimen/server-kit/rate-limits';
import { adminFeedbackRoutes } from './routes/admin-feedback.ts';
import { adminSeedingRoutes } from './routes/admin-seeding.ts';
import { adminAnalyticsRoutes } from './routes/admin-analytics.ts';
import { adminSeriesRoutes } from './routes/admin-series.ts';
import { adminRefreshRoutes } from './routes/admin-refresh.ts';
import type { EventStore } from '@regimen/event-store';
import { accountExportRoutes } from './routes/account-export.ts';
import { accountHistoryRoutes } from './routes/account-history.ts';
import { adminMonitoringRoutes } from './routes/admin-monitoring.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { adminAuditRoutes, type AuditTrailReader } from './routes/admin-audit.ts';
import { adminRebuildRoutes, type RebuildJobsPort } from './routes/admin-rebuilds.ts';
import { adminProjectionRoutes, type DeadLetterAdmin, type ProjectionLagView } from './routes/admin-projections.ts';
import { readyRoutes, type ReadinessChecks } from './routes/ready.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { healthRoutes } from './routes/health.ts';
import { prescriptionRoutes } from './routes/prescriptions.ts';
import { healthConditionRoutes } from './routes/health-conditions.ts';
import { researchRoutes } from './routes/research.ts';
import { supplementRoutes } from './routes/supplements.ts';
import { takeRoutes } from './routes/takes.ts';
import { tierRoutes } from './routes/tiers.ts';
import { userRoutes } from './routes/user.ts';
import { siteInfoRoutes } from './routes/site-info.ts';
import type { SiteInfo } from '@regimen/domain/contracts/site-info';
import { scheduleRoutes } from './routes/schedule.ts';
import { courseRoutes } from './routes/courses.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { accountSettingsRoutes } from './routes/account-settings.ts';
import { adherenceHistoryRoutes } from './routes/adherence-history.ts';

export interface ReadApiOptions {
  readonly pool: DatabasePool;
  readonly waitForPosition: WaitForPosition;
  readonly waitForHead: ReadContext['waitForHead'];
  /** Every projection's checkpoint and lag, for admins. */
  readonly projectionStatus: () => Promise<ProjectionLagView[]>;
  /** Health: migrations ran and the projections are running. */
  readonly isReady: () => boolean;
  /** Readiness (`GET /api/ready`): database, event store and projections. */
  readonly readiness: ReadinessChecks;
  /** Quarantined events for admins: list and retry. */
  readonly deadLetters: DeadLetterAdmin;
  /** Whose reads are degraded by a quarantined event (answered at once with X-Read-Degraded). */
  readonly degradedProjections?: DegradedProjections;
  /** The per-request rate limits in force, shown by the monitoring endpoints. */
  readonly rateLimits: RateLimitConfig;
  /**
   * The version of the read models behind `tables`: a function of the user returning a string that
   * changes whenever one of their projections commits a batch that may have changed that user's
   * rows, never later than that batch is visible; null while a change could go unnoticed (then
   * answers are cached a second at most). Null for tables nothing versions. Without it the read API
   * caches no answers.
   */
  readonly readModelVersion?: (tables: readonly string[]) => ((userId: string) => string | null) | null;
  /** Per-user bound on read requests in flight (default 2 running, 100 waiting). */
  readonly concurrency?: ReadConcurrencyOptions;
  /** The contact mailboxes the legal pages name (configuration). */
  readonly siteInfo?: SiteInfo;
  /** The admins' audit trail over the event store (absent: no audit routes). */
  readonly auditTrail?: AuditTrailReader;
  /** Rebuilds started from the admin page, and every run's progress (absent: no rebuild routes). */
  readonly rebuildJobs?: RebuildJobsPort;
  /** The event store (personal fields decrypted): the user's own export includes their events. */
  readonly store?: EventStore;
  /**
   * The user's events for their export: decrypted, as recorded (own schema version), not validated
   * again, which would cost more than the export itself. Defaults to `store`.
   */
  readonly exportStore?: EventStore;
}

/** The query side: every route reads PostgreSQL read models, scoped to the signed-in user. */
export const readApi: FastifyPluginAsyncZod<ReadApiOptions> = async (app, options) => {
  const { pool, waitForPosition, waitForHead, isReady, projectionStatus, rateLimits, readModelVersion, degradedProjections, concurrency } = options;
  // The admin routes below carry no check of their own: the guard must be there first.
  if (!app.hasDecorator('adminRoutes')) throw new Error('Register adminGuardPlugin (server-kit/admin-guard) before the read API');
  const acquireSlot = createReadSlots(concurrency ?? { perUser: 2, queuePerUser: 100 });
  limitReadConcurrency(app, acquireSlot);
  const context: ReadContext = {
    pool,
    waitForHead,
    reader: (tables) => async (request, reply) => {
      const userId = requireUserId(request);
      await prepareRead(request, reply, userId, tables, { wait: waitForPosition, degraded: degradedProjections });
      return userId;
    },
    cachedReader: createCachedReads({ waitForPosition, degradedProjections, readModelVersion, acquireSlot }),
  };
  await app.register(healthRoutes, { isReady });
  await app.register(readyRoutes, { pool, checks: options.readiness });
  await app.register(userRoutes, context);
  await app.register(supplementRoutes, context);
  await app.register(takeRoutes, context);
  await app.register(prescriptionRoutes, context);
  await app.register(healthConditionRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(tierRoutes, context);
  await app.register(researchRoutes, context);
  await app.register(adminProjectionRoutes, { ...context, projectionStatus, deadLetters: options.deadLetters });
  await app.register(adminMonitoringRoutes, { ...context, rateLimits });
  await app.register(siteInfoRoutes, { siteInfo: options.siteInfo ?? { privacyEmail: null, legalEmail: null } });
  await app.register(adminUserRoutes, context);
  await app.register(adminFeedbackRoutes, context);
  await app.register(adminSeedingRoutes, context);
  await app.register(adminSeriesRoutes, { ...context, projectionStatus });
  await app.register(adminRefreshRoutes, context);
  await app.register(scheduleRoutes, context);
  await app.register(courseRoutes, context);
  await app.register(notificationRoutes, context);
  await app.register(calendarFeedRoutes, context);
  await app.register(accountSettingsRoutes, context);
  await app.register(adherenceHistoryRoutes, context);
  await app.register(adminAnalyticsRoutes, context);
  if (options.auditTrail) await app.register(adminAuditRoutes, { auditTrail: options.auditTrail });
  if (options.rebuildJobs) await app.register(adminRebuildRoutes, { rebuildJobs: options.rebuildJobs });
  if (options.store) {
    await app.register(accountExportRoutes, { ...context, store: options.exportStore ?? options.store });
    await app.register(accountHistoryRoutes, { ...context, store: options.store });
  }
};
