import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const emails = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean));

const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a hop count (`1`: the nearest
 * proxy) or a comma-separated list of addresses / CIDRs. Empty trusts none, so a client cannot
 * claim another address and slip past the per-address limits.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      context.addIssue({ code: 'custom', message: `use a hop count such as 1, or addresses/CIDRs such as 10.0.0.0/8 (not: ${bad.join(', ')})` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** External PostgreSQL; without it an embedded PostgreSQL keeps its data in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_CONNECTION_STRING: z.string().optional(),
  /** Master secret wrapping the per-user data keys (crypto-shredding); unset uses a development default, with a warning. */
  DATA_KEY_SECRET: z.string().min(16).optional(),
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
  /** Absolute session lifetime: a session ends this long after sign-in, however active. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Idle timeout: a session unused this long ends (default 7 days). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(10_080),
  TRUST_PROXY: trustProxy,
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
