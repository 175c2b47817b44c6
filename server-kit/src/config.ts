import { resolve } from 'node:path';
import { z } from 'zod';

const emails = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** External PostgreSQL; without it an embedded PostgreSQL keeps its data in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  /** Origin the browser uses, e.g. https://regimen.example; needed behind a proxy and for OIDC redirects. */
  PUBLIC_URL: z.url().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: emails,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which parts this process runs: command (write API), read (query API), projections (workers),
   * web (the built front end). All by default; a multi-process deployment gives each process one.
   */
  SERVICES: z
    .string()
    .default('command,read,projections,web')
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['command', 'read', 'projections', 'web'])).min(1)),
  /** Connections per pool (a process has two: slonik for read models, pg for events), plus one per projection worker. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type Config = z.infer<typeof envSchema> & { readonly dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once at start; a bad value stops the process with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_CONNECTION_STRING) {
    throw new ConfigError('EVENT_STORE=eventstoredb needs EVENTSTORE_CONNECTION_STRING (e.g. kurrentdb://localhost:2113?tls=false)');
  }
  const oidc = [config.OIDC_ISSUER, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError('OpenID Connect needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
  }
  return { ...config, dataDir: resolve(config.DATA_DIR) };
};
