import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { commandApi } from '@regimen/command-api';
import { sealLegacyPersonalData } from '@regimen/server-kit/legacy-events';
import { mapCommandErrors } from '@regimen/command-api/domain-errors';
import { createInsightProvider } from '@regimen/command-api/insights/create-provider';
import { createMarketplaceProvider } from '@regimen/command-api/marketplace/create-marketplace-provider';
import { isAdministrator } from '@regimen/command-api/read-side';
import { recordTraffic } from '@regimen/command-api/traffic';
import { mapProviderErrors } from '@regimen/command-api/insights/provider-errors';
import { allProjections, createCheckpointListener, degradedUsers, parseRecordedEvent, projectionMigrations, startDoseScheduler, startProjections, type SchedulerStatus } from '@regimen/projections';
import { readApi } from '@regimen/read-api';
import { createAuditTrail } from './audit-trail.ts';
import { createRebuildJobs } from './rebuild-jobs.ts';
import { loadConfig, type Config } from '@regimen/server-kit/config';
import { adminGuardPlugin } from '@regimen/server-kit/admin-guard';
import { createHttpApp, sendNotFound, type HttpApp } from '@regimen/server-kit/http';
import { httpTimeoutsFrom } from '@regimen/server-kit/http-timeouts';
import { connectInfrastructure, type Infrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger, type Logger } from '@regimen/server-kit/logger';
import { createMetrics } from '@regimen/server-kit/metrics';
import { createOidcClient } from '@regimen/server-kit/oidc';
import { originCheckPlugin } from '@regimen/server-kit/origin-check';
import { rateLimitConfig, rateLimitPlugin } from '@regimen/server-kit/rate-limits';
import { purgeExpiredSessions, sessionPlugin } from '@regimen/server-kit/sessions';
import { createSignInThrottle, signInThrottleConfig } from '@regimen/server-kit/sign-in-throttle';
import { createTrafficMeter } from '@regimen/server-kit/traffic-meter';
import { createDegradedReads } from './degraded-reads.ts';
import { createProjectionAdmin } from './projection-admin.ts';
import { createProjectionViews } from './projection-views.ts';
import { registerOpenApi } from './openapi.ts';

const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));

export interface RunningApp {
  readonly url: string;
  readonly http: HttpApp;
  readonly logger: Logger;
  readonly config: Config;
  /** Records the API traffic counted so far now rather than at the next window (tests). */
  flushTraffic(): Promise<void>;
  /** The dose scheduler of this process, null where it does not run (tests wait for its passes). */
  schedulerStatus(): SchedulerStatus | null;
  close(): Promise<void>;
}

export interface StartOptions {
  readonly env?: NodeJS.ProcessEnv;
}

/** Builds and starts the one-process app: infrastructure, projections, both APIs and the web app. */
export const startApp = async (options: StartOptions = {}): Promise<RunningApp> => {
  const env = options.env ?? process.env;
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  const services = new Set(config.SERVICES);
  // Checked before anything starts: a bad AI configuration stops the start with a clear message.
  const insightProvider = services.has('command') ? createInsightProvider(env) : null;
  // Each projection worker holds one connection of the read-model pool while it runs, and so do
  // the dose scheduler (its leader lock) and, in a command process, the seeding job's leader lock
  // (command-api/src/seeding/seeding-leader.ts).
  const workerConnections =
    (services.has('projections') ? allProjections.length + (config.DOSE_SCHEDULER === 'on' ? 1 : 0) : 0) + (services.has('command') ? 1 : 0);
  const infra = await connectInfrastructure(config, logger, projectionMigrations, { workerConnections });
  try {
    return await startServices(env, config, logger, services, insightProvider, infra);
  } catch (error) {
    // A start that fails after PostgreSQL is up (port taken, a listener that cannot connect, …)
    // stops what it started, the embedded PostgreSQL included, instead of leaving it running.
    await infra.close().catch((closeError: unknown) => logger.warn({ err: closeError }, 'cleanup after a failed start failed'));
    throw error;
  }
};

const startServices = async (
  env: NodeJS.ProcessEnv,
  config: Config,
  logger: Logger,
  services: ReadonlySet<string>,
  insightProvider: ReturnType<typeof createInsightProvider> | null,
  infra: Infrastructure,
): Promise<RunningApp> => {
  const metrics = createMetrics();
  const timeouts = httpTimeoutsFrom(env);
  const { pool } = infra;
  const store = metrics.instrumentStore(infra.store);
  // The workers read without the store's validation and validate each event themselves, once:
  // an event that does not parse is then quarantined instead of failing every read of its batch.
  const projectionStore = infra.unvalidatedStore;

  const stopProjections = new AbortController();
  const runner = services.has('projections')
    ? startProjections({
        pool,
        store: projectionStore,
        projections: allProjections,
        logger,
        signal: stopProjections.signal,
        onBatch: metrics.onBatch,
        onQuarantine: metrics.onQuarantine,
        parse: parseRecordedEvent,
      })
    : null;
  // Where the projections run, so does the one dose scheduler (leader-elected across processes).
  const scheduler =
    services.has('projections') && config.DOSE_SCHEDULER === 'on'
      ? startDoseScheduler({ pool, store, logger, signal: stopProjections.signal, intervalMs: config.DOSE_SCHEDULER_INTERVAL_MS, onRecorded: metrics.onDosesMissed, onReminded: metrics.onNoticesIssued })
      : null;
  metrics.readSchedulerWith(() => {
    const status = scheduler?.status();
    return status ? { leader: status.role === 'leader', closedUntil: status.closedUntil } : null;
  });
  let listener: Awaited<ReturnType<typeof createCheckpointListener>> | null = null;
  let http: HttpApp | null = null;
  try {
    listener = await createCheckpointListener(infra.databaseUrl);
    const projections = createProjectionViews(pool, store, listener);
    metrics.readProjectionsWith(projections.gauges);
    const projectionAdmin = createProjectionAdmin({ pool, store: projectionStore, runner, lag: projections.lag });
    const degradedReads = createDegradedReads((userId) => degradedUsers(pool, userId), listener);
    const rebuildJobs = createRebuildJobs({ pool, store: projectionStore, logger });

    const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const secureCookies = publicUrl.startsWith('https:');
    const oidc =
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
        ? createOidcClient({
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            redirectUri: new URL('/api/callback', publicUrl).href,
          })
        : null;

    const serveWeb = services.has('web') && existsSync(FRONTEND_DIST);
    http = createHttpApp({
      logger,
      errorMappers: [mapCommandErrors, mapProviderErrors],
      timeouts,
      trustProxy: config.TRUST_PROXY,
      https: secureCookies,
      // Client-side routes: any other GET outside /api gets the app, which shows its own 404 page.
      ...(serveWeb && {
        notFound: (request, reply) => (request.method === 'GET' && !request.url.startsWith('/api/') ? reply.sendFile('index.html') : sendNotFound(request, reply)),
      }),
    });
    if (services.has('command') || services.has('read')) await registerOpenApi(http);
    await http.register(metrics.plugin, { token: config.METRICS_TOKEN });
    await http.register(sessionPlugin, { pool, ttlDays: config.SESSION_TTL_DAYS, idleMinutes: config.SESSION_IDLE_MINUTES, secure: secureCookies });
    // API traffic (requests, 429s, active users) is recorded as events: the admin monitoring read models.
    const trafficMeter = createTrafficMeter({ record: recordTraffic(store), logger });
    await http.register(trafficMeter.plugin);
    const rateLimits = rateLimitConfig(env);
    await http.register(rateLimitPlugin, { pool: infra.pgPool, config: rateLimits });
    await http.register(originCheckPlugin, { allowedOrigins: config.PUBLIC_URL ? [config.PUBLIC_URL] : [] });
    // Every route under /api/admin, command and read side alike: 401 signed out, 403 not an admin
    // (after the rate limits, so refused calls count against them too).
    await http.register(adminGuardPlugin, { isAdmin: isAdministrator(store) });
    if (services.has('command')) {
      const signInThrottle = await createSignInThrottle(infra.pgPool, signInThrottleConfig(env));
      await http.register(commandApi, {
        store, pool, adminEmails: config.ADMIN_EMAILS, oidc, secureCookies, provider: insightProvider ?? createInsightProvider(env),
        signInThrottle, marketplace: createMarketplaceProvider(env), keyring: infra.keyring,
        ...(config.EVENT_STORE === 'postgres' && { sealLegacyEvents: (userId: string) => sealLegacyPersonalData(infra.pgPool, infra.keyring, { userId }) }),
      });
    }
    if (services.has('read')) await http.register(readApi, {
      pool: infra.readPool,
      waitForPosition: projections.waitForTables,
      waitForHead: projections.waitForHead,
      degradedProjections: (userId, tables, fresh) => degradedReads(userId, projections.projectionsFilling(tables), fresh),
      deadLetters: projectionAdmin,
      readiness: { eventStoreHead: () => store.head(), projections: () => projectionAdmin.health() },
      projectionStatus: projections.lagView,
      readModelVersion: projections.versionOf,
      isReady: () => runner === null || runner.status().every((worker) => worker.role !== 'starting'),
      rateLimits,
      siteInfo: { privacyEmail: config.CONTACT_PRIVACY_EMAIL ?? null, legalEmail: config.CONTACT_LEGAL_EMAIL ?? null },
      auditTrail: createAuditTrail(store),
      rebuildJobs,
      store,
      exportStore: projectionStore,
    });
    if (!services.has('read')) http.get('/api/health', async () => ({ status: 'ok' }));
    if (serveWeb) {
      await http.register(fastifyStatic, {
        root: FRONTEND_DIST,
        wildcard: false,
        cacheControl: false,
        // Vite names built assets by content hash: a new build gets new names, so they never change.
        // The page itself is revalidated on every visit, so a deploy is picked up at once.
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (services.has('web')) {
      logger.warn({ dir: FRONTEND_DIST }, 'frontend not built: run `npm run build:frontend`; serving the API only');
    }

    await http.listen({ port: config.PORT, host: config.HOST });
    const address = http.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
    logger.info({ url }, `Regimen is running at ${url}`);

    const purge = setInterval(() => void purgeExpiredSessions(pool, config.SESSION_IDLE_MINUTES).catch((error: unknown) => logger.warn({ err: error }, 'session purge failed')), 3_600_000);
    purge.unref();

    const running = http;
    const subscribed = listener;
    return {
      url,
      http,
      logger,
      config,
      flushTraffic: () => trafficMeter.flush(),
      schedulerStatus: () => scheduler?.status() ?? null,
      async close() {
        clearInterval(purge);
        await running.close();
        await rebuildJobs.close();
        await trafficMeter.close();
        stopProjections.abort();
        await runner?.stopped;
        await scheduler?.stopped;
        await subscribed.close();
        await infra.close();
      },
    };
  } catch (error) {
    await http?.close().catch(() => undefined);
    stopProjections.abort();
    await runner?.stopped;
    await scheduler?.stopped;
    await listener?.close();
    throw error;
  }
};
