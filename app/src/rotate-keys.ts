import { projectionMigrations } from '@regimen/projections';
import { ConfigError, loadConfig } from '@regimen/server-kit/config';
import { kekIdOf } from '@regimen/server-kit/data-keys';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { keysBySecret, rotateDataKeys } from '@regimen/server-kit/key-rotation';
import { createLogger } from '@regimen/server-kit/logger';

/**
 * `npm run rotate-keys`: wraps every user's data key under DATA_KEY_SECRET, opening those still
 * under DATA_KEY_SECRET_PREVIOUS, in batches, while the services keep running (the runbook is in
 * docs/ARCHITECTURE.md, "Rotating the key-encryption key"). Safe to repeat and to resume: it only
 * finishes what is left. Exit 1 when a key opened with neither secret (left untouched, listed).
 */
try {
  const config = loadConfig();
  if (!config.DATA_KEY_SECRET) throw new ConfigError('DATA_KEY_SECRET: set the new secret (and DATA_KEY_SECRET_PREVIOUS to the old one) to rotate');
  const infra = await connectInfrastructure(config, createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL), projectionMigrations);
  try {
    console.log(`Re-wrapping data keys under key-encryption key ${kekIdOf(config.DATA_KEY_SECRET)}` +
      (config.DATA_KEY_SECRET_PREVIOUS ? ` (opening keys of ${kekIdOf(config.DATA_KEY_SECRET_PREVIOUS)} too)` : ''));
    const result = await rotateDataKeys(infra.pgPool, { current: config.DATA_KEY_SECRET, previous: config.DATA_KEY_SECRET_PREVIOUS }, {
      batchSize: 500,
      onBatch: ({ rewrapped, alreadyCurrent }) => console.log(`  ${rewrapped} re-wrapped, ${alreadyCurrent} already current`),
    });
    console.log(`Keys per key-encryption key now: ${JSON.stringify(await keysBySecret(infra.pgPool))}`);
    if (result.failed.length > 0) {
      console.error(`${result.failed.length} keys open with neither secret and were left as they are (users: ${result.failed.join(', ')}).`);
      process.exitCode = 1;
    } else {
      console.log('Done: every key is under DATA_KEY_SECRET; DATA_KEY_SECRET_PREVIOUS can be removed from every process.');
    }
  } finally {
    await infra.close();
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Key rotation failed: ${reason.replaceAll(/\s*\n\s*/g, ' ')}`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
