import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcClient } from '@regimen/server-kit/oidc';
import type { SignInThrottle } from '@regimen/server-kit/sign-in-throttle';
import type { DatabasePool } from 'slonik';
import { createAccountService } from './accounts.ts';
import type { CommandDeps } from './command-deps.ts';
import type { InsightProvider } from './insights/provider.ts';
import type { MarketplaceProvider } from './marketplace/marketplace-provider.ts';
import { createRetailerLinksProvider } from './marketplace/retailer-links-provider.ts';
import { createReadSide } from './read-side.ts';
import { adminFeedbackRoutes } from './routes/admin-feedback.ts';
import { adminSeedingRoutes } from './routes/admin-seeding.ts';
import { adminRefreshRoutes } from './routes/admin-refresh.ts';
import { createSeedingJob } from './seeding/seeding-job.ts';
import type { DataKeyring, EventStore } from '@regimen/event-store';
import { accountRoutes } from './routes/account.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { insightRoutes } from './routes/insights.ts';
import { prescriptionRoutes } from './routes/prescriptions.ts';
import { healthConditionRoutes } from './routes/health-conditions.ts';
import { supplementRoutes } from './routes/supplements.ts';
import { takeRoutes } from './routes/takes.ts';
import { marketplaceRoutes } from './routes/marketplace.ts';
import { courseRoutes } from './routes/courses.ts';
import { accountSettingsRoutes } from './routes/account-settings.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { conditionReferenceRoutes } from './routes/health-condition-references.ts';

export interface CommandApiOptions {
  readonly store: EventStore;
  readonly pool: DatabasePool;
  readonly adminEmails: readonly string[];
  readonly oidc: OidcClient | null;
  readonly secureCookies: boolean;
  readonly provider: InsightProvider;
  readonly signInThrottle: SignInThrottle;
  /** Product search for the Research page; retailer search links when not given. */
  readonly marketplace?: MarketplaceProvider;
  /** Per-user data keys: deleting an account destroys its key (crypto-shredding). */
  readonly keyring: DataKeyring;
  /** Seals a user's pre-encryption plaintext events before their erasure (PostgreSQL store only). */
  readonly sealLegacyEvents?: (userId: string) => Promise<unknown>;
}

/**
 * The write side: every route validates, authorises, and runs one command through
 * handleCommand; the answer carries the id, stream revision and global position.
 * Register `mapCommandErrors` with the HTTP app's error mappers.
 */
export const commandApi: FastifyPluginAsyncZod<CommandApiOptions> = async (app, options) => {
  // The admin routes carry no check of their own: the guard must be there first.
  if (!app.hasDecorator('adminRoutes')) throw new Error('Register adminGuardPlugin (server-kit/admin-guard) before the command API');
  const deps: CommandDeps = { store: options.store, pool: options.pool, reads: createReadSide(options.store, options.pool) };
  const accounts = createAccountService({ ...deps, adminEmails: options.adminEmails, throttle: options.signInThrottle });
  await app.register(authRoutes, { accounts, oidc: options.oidc, secureCookies: options.secureCookies });
  await app.register(supplementRoutes, deps);
  await app.register(takeRoutes, deps);
  await app.register(prescriptionRoutes, deps);
  await app.register(healthConditionRoutes, { ...deps, provider: options.provider });
  await app.register(feedbackRoutes, deps);
  await app.register(adminUserRoutes, { ...deps, keyring: options.keyring, sealLegacyEvents: options.sealLegacyEvents });
  await app.register(insightRoutes, { ...deps, provider: options.provider });
  await app.register(marketplaceRoutes, { marketplace: options.marketplace ?? createRetailerLinksProvider() });
  await app.register(adminFeedbackRoutes, deps);
  // The seeding job runs in the one command process holding its leader lock; the others stand by.
  const seedingJob = createSeedingJob({ store: options.store, pool: options.pool, provider: options.provider, logger: app.log });
  app.addHook('onReady', async () => seedingJob.start());
  app.addHook('onClose', async () => seedingJob.stop());
  await app.register(adminSeedingRoutes, { ...deps, job: seedingJob });
  await app.register(adminRefreshRoutes, { ...deps, provider: options.provider });
  await app.register(courseRoutes, deps);
  await app.register(accountSettingsRoutes, deps);
  await app.register(accountRoutes, { ...deps, keyring: options.keyring, sealLegacyEvents: options.sealLegacyEvents });
  await app.register(notificationRoutes, deps);
  await app.register(calendarFeedRoutes, deps);
  await app.register(conditionReferenceRoutes, { ...deps, provider: options.provider });
};
