import { projectionMigrations } from '@regimen/projections';
import { ConfigError, loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';

/**
 * `npm run migrate`: applies every migration (event store, server, projections) and exits, for a
 * deploy job that runs before the services start (compose's `migrate`). Services migrate at start
 * too; after this job they find nothing to do.
 */
try {
  const config = loadConfig();
  const infra = await connectInfrastructure(config, createLogger(config.LOG_LEVEL), projectionMigrations);
  await infra.close();
  console.log('Migrations applied.');
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Migrations failed: ${reason.replaceAll(/\s*\n\s*/g, ' ')}`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
