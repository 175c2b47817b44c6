import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { aiEnvShape, marketplaceEnvShape } from './ai-config.ts';
import { ConfigError } from './config-error.ts';
import { headersWithinRequest, timeoutsShape } from './http-timeouts.ts';
import { rateLimitEnv } from './rate-limits.ts';
import { throttleEnv } from './sign-in-throttle.ts';

export { ConfigError } from './config-error.ts';

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

const serverShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** External PostgreSQL; without it an embedded PostgreSQL keeps its data in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  /** The scheme @eventstore/db-client accepts; it refuses kurrentdb://. */
  EVENTSTORE_CONNECTION_STRING: z
    .string()
    .regex(/^esdb(\+discover)?:\/\/[^\s]+$/, 'use esdb://host:2113?tls=false or esdb+discover://host:2113 (the client refuses other schemes such as kurrentdb://)')
    .optional(),
  /** Master secret wrapping the per-user data keys (crypto-shredding); unset uses a development default, with a warning. */
  DATA_KEY_SECRET: z.string().min(16).optional(),
  /**
   * During a rotation only: the secret DATA_KEY_SECRET replaced, still accepted for opening data
   * keys until `npm run rotate-keys` has re-wrapped them all (docs/ARCHITECTURE.md, key rotation).
   */
  DATA_KEY_SECRET_PREVIOUS: z.string().min(16).optional(),
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
  /** Bearer token for GET /metrics; without it /metrics answers only direct loopback requests. */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters (e.g. openssl rand -hex 24)').optional(),
  /** Mailboxes the privacy policy, terms and Contact Us page name; unset, those pages point to Send Feedback. */
  CONTACT_PRIVACY_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  CONTACT_LEGAL_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  /** The dose scheduler (records missed doses) runs where the projections run, unless `off`. */
  DOSE_SCHEDULER: z.enum(['on', 'off']).default('on'),
  /** Time between its passes. */
  DOSE_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
};

/**
 * The one configuration schema: every variable any part of the server reads (server, event
 * store, OIDC, sessions, rate limits, sign-in throttle, HTTP timeouts, AI provider), checked
 * before anything starts. Parts that read their own variables later read them from an
 * environment this schema has already accepted.
 */
const envSchema = z
  .object({ ...serverShape, ...rateLimitEnv.shape, ...throttleEnv.shape, ...timeoutsShape, ...aiEnvShape, ...marketplaceEnvShape })
  .refine(...headersWithinRequest)
  .superRefine((env, context) => {
    if (env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_CONNECTION_STRING) {
      context.addIssue({ code: 'custom', path: ['EVENTSTORE_CONNECTION_STRING'], message: 'EVENT_STORE=eventstoredb needs it, e.g. esdb://localhost:2113?tls=false' });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      context.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'OpenID Connect needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together' });
    }
    if (env.DATA_KEY_SECRET_PREVIOUS !== undefined && env.DATA_KEY_SECRET === undefined) {
      context.addIssue({ code: 'custom', path: ['DATA_KEY_SECRET_PREVIOUS'], message: 'a rotation needs the new secret in DATA_KEY_SECRET too' });
    }
    if (env.AI_PROVIDER === 'openai' && env.OPENAI_API_KEY === undefined && env.OPENAI_BASE_URL === undefined) {
      context.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server)' });
    }
  });


export type Config = z.infer<typeof envSchema> & { readonly dataDir: string };

/** What the variable holds and what is allowed, in words; secrets' values are never repeated. */
const describeIssue = (issue: z.core.$ZodIssue): string => {
  const name = issue.path.join('.') || 'environment';
  switch (issue.code) {
    case 'invalid_type':
      return `${name}: must be ${issue.expected === 'number' ? 'a number' : `a ${issue.expected}`}`;
    case 'too_small':
      return `${name}: must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `${name}: must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_value':
      return `${name}: must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${name}: ${issue.format === 'regex' ? issue.message : `must be a ${issue.format === 'url' ? 'URL such as https://example.org' : issue.format}`}`;
    default:
      return `${name}: ${issue.message}`;
  }
};

/** One line naming each bad variable and what it allows (for the start's one-line message). */
const describeConfigIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  `Invalid configuration: ${issues.map(describeIssue).join('; ')}`;

/** The environment parsed by the one schema, or the issues: for checks of other environments (compose file CI). */
export const checkConfig = (env: NodeJS.ProcessEnv): { ok: true } | { ok: false; message: string } => {
  const parsed = envSchema.safeParse(env);
  return parsed.success ? { ok: true } : { ok: false, message: describeConfigIssues(parsed.error.issues) };
};

/** Reads and checks the environment once at start; a bad value stops the process with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeConfigIssues(parsed.error.issues));
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
};

/**
 * The most PostgreSQL connections one process opens: the read-model pool (size + one per
 * projection worker, each holding its connection), the read pool and the pg pool (size each), and
 * LISTEN clients and a migration connection (counted as 8, generously). Compose keeps the sum
 * over its processes under PostgreSQL's max_connections (app/src/compose-file.test.ts).
 */
export const maxDatabaseConnections = (poolSize: number, projectionWorkers: number): number => 3 * poolSize + projectionWorkers + 8;
