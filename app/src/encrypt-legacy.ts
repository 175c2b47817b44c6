import { projectionMigrations } from '@regimen/projections';
import { ConfigError, loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { destroyKeysOfDeletedUsers, sealLegacyPersonalData } from '@regimen/server-kit/legacy-events';
import { createLogger } from '@regimen/server-kit/logger';

/**
 * `npm run encrypt-legacy`: the one sanctioned in-place rewrite of the event log. Events written
 * before encryption existed keep their personal fields in clear; this seals them under their
 * user's key (and erases them for users already deleted), so destroying a key reaches every event.
 * PostgreSQL store only; safe to repeat and to resume. docs/ARCHITECTURE.md, "Legacy plaintext events".
 */
try {
  const config = loadConfig();
  if (config.EVENT_STORE !== 'postgres') {
    throw new ConfigError('EVENT_STORE=eventstoredb: events there cannot be rewritten; see docs/ARCHITECTURE.md, "Legacy plaintext events", for what to do instead');
  }
  if (!config.DATA_KEY_SECRET) throw new ConfigError('DATA_KEY_SECRET: set the production secret first; sealing under the development key protects nothing');
  const infra = await connectInfrastructure(config, createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL), projectionMigrations);
  try {
    const destroyed = await destroyKeysOfDeletedUsers(infra.pgPool, infra.keyring);
    console.log(`Keys destroyed for ${destroyed} users deleted before crypto-shredding existed.`);
    const result = await sealLegacyPersonalData(infra.pgPool, infra.keyring, {
      onBatch: ({ scanned, sealed, erased }) => console.log(`  ${scanned} plaintext events read, ${sealed} sealed, ${erased} erased`),
    });
    console.log(`Done: ${result.sealed} events sealed, ${result.erased} erased (${result.scanned} read). Run again at any time: sealed events are left alone.`);
  } finally {
    await infra.close();
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Encrypting legacy events failed: ${reason.replaceAll(/\s*\n\s*/g, ' ')}`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
