import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { EventStoreDBClient } from '@eventstore/db-client';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkConfig, maxDatabaseConnections } from '@regimen/server-kit/config';
import { allProjections } from '@regimen/projections';

/**
 * docker-compose.yml cannot be started here (no Docker engine), so CI checks what can be checked
 * without one: the file against the compose-spec schema, every app service's environment against
 * the app's own configuration schema, the EventStoreDB connection string against the client's own
 * parser, and the operational rules (pinned images, health checks, loopback-only ports, a
 * connection budget PostgreSQL can hold, nothing running that nothing reaches).
 */

const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const read = (path: string): string => readFileSync(root(path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { host_ip?: string; published?: string | number })[];
  healthcheck?: { test?: unknown; disable?: boolean };
  restart?: string;
  depends_on?: Record<string, { condition?: string }> | string[];
}

/** `${NAME:-default}` as compose resolves it with nothing set; a required `${NAME:?…}` gets a sample value. */
const interpolate = (value: string): string =>
  value
    .replaceAll(/\$\{([A-Z0-9_]+)(?::?-([^}]*))\}/g, (_match, _name: string, fallback: string) => fallback)
    .replaceAll(/\$\{([A-Z0-9_]+)(?::?\?[^}]*)?\}/g, (_match, name: string) => `ci-sample-${name.toLowerCase()}`)
    .replaceAll('$$', '$');

const resolveAll = (value: unknown): unknown => {
  if (typeof value === 'string') return interpolate(value);
  if (Array.isArray(value)) return value.map(resolveAll);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveAll(inner)]));
  return value;
};

const raw: unknown = parse(read('docker-compose.yml'), { merge: true });
const compose = resolveAll(raw) as { services: Record<string, Service> };
const services = Object.entries(compose.services);

const environmentOf = (service: Service): Record<string, string> => {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((line) => [line.split('=')[0] ?? '', line.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)]));
};
const commandOf = (service: Service): string => (Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? ''));
/** Services that run this repository's code (the image the Dockerfile builds). */
const appServices = services.filter(([, service]) => service.build !== undefined || /app\/src\/|projections\/src\//.test(commandOf(service)));
const oneShot = (service: Service): boolean => service.restart === 'no';

describe('docker-compose.yml', () => {
  it('is valid against the compose-spec schema', () => {
    const schema = JSON.parse(read('scripts/vendor/compose-spec/compose-spec.json')) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    // The schema names draft-07 by its https address; ajv ships the same meta-schema under http.
    const draft07 = readFileSync(createRequire(import.meta.url).resolve('ajv/dist/refs/json-schema-draft-07.json'), 'utf8');
    ajv.addMetaSchema({ ...(JSON.parse(draft07) as object), $id: 'https://json-schema.org/draft-07/schema' });
    const validate = ajv.compile(schema);
    const valid = validate(raw);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('gives every app service an environment the app\'s configuration schema accepts', () => {
    expect(appServices.length).toBeGreaterThan(0);
    for (const [name, service] of appServices) {
      const result = checkConfig(environmentOf(service));
      expect(result, `${name}: ${'message' in result ? result.message : ''}`).toEqual({ ok: true });
    }
  });

  it('gives EventStoreDB a connection string the client library parses', async () => {
    const strings = appServices.map(([, service]) => environmentOf(service).EVENTSTORE_CONNECTION_STRING).filter((value) => value !== undefined);
    expect(strings.length).toBeGreaterThan(0);
    for (const connectionString of new Set(strings)) {
      const client = EventStoreDBClient.connectionString(connectionString);
      await client.dispose();
    }
  });

  it('installs the build tools where it builds: no npm ci that skips devDependencies before a build', () => {
    for (const [name, service] of services) {
      const command = commandOf(service);
      if (!/npm (ci|install)/.test(command) || !/build/.test(command)) continue;
      expect(environmentOf(service).NODE_ENV === 'production' && !command.includes('--include=dev'), `${name} skips devDependencies`).toBe(false);
    }
  });

  it('pins every image to a version', () => {
    for (const [name, service] of services) {
      if (service.image === undefined) {
        expect(service.build, `${name} has neither image nor build`).toBeDefined();
        continue;
      }
      if (service.build !== undefined) continue;
      expect(service.image, name).toMatch(/(:(?!latest$)[\w][\w.-]*|@sha256:[0-9a-f]{64})$/);
    }
  });

  it('checks the health of every long-running service, and runs one-shot jobs to completion', () => {
    for (const [name, service] of services) {
      if (oneShot(service)) continue;
      expect(service.healthcheck?.test, `${name} has no health check`).toBeDefined();
      expect(service.healthcheck?.disable, name).not.toBe(true);
    }
  });

  it('publishes ports on 127.0.0.1 only unless told otherwise', () => {
    for (const [name, service] of services) {
      for (const port of service.ports ?? []) {
        const host = typeof port === 'string' ? (port.split(':').length === 3 ? port.split(':')[0] : '') : port.host_ip;
        expect(host, `${name}: ${JSON.stringify(port)}`).toBe('127.0.0.1');
      }
    }
  });

  it('fits every process\'s database connections in PostgreSQL\'s max_connections', () => {
    const postgres = compose.services.postgres;
    const setting = /max_connections=(\d+)/.exec(commandOf(postgres ?? {}))?.[1];
    const reserved = Number(/superuser_reserved_connections=(\d+)/.exec(commandOf(postgres ?? {}))?.[1] ?? 3);
    const maxConnections = Number(setting ?? 100);
    // One-shot jobs (migrations) finish before the services start (service_completed_successfully).
    const budget = appServices
      .filter(([, service]) => !oneShot(service))
      .reduce((sum, [, service]) => {
        const environment = environmentOf(service);
        // Only a process that runs the projection workers lends each of them a connection.
        // …and so does the dose scheduler there (its leader lock).
        const workers = String(environment.SERVICES ?? 'projections').includes('projections') ? allProjections.length + 1 : 0;
        // A command process's seeding job holds one more for its leader lock.
        const seedingLeader = String(environment.SERVICES ?? '').includes('command') ? 1 : 0;
        return sum + maxDatabaseConnections(Number(environment.DATABASE_POOL_SIZE ?? 10), workers + seedingLeader);
      }, 0);
    // Room for one operator tool (npm run projections) with the default pool on top.
    expect(budget + maxDatabaseConnections(10, allProjections.length + 1) + reserved).toBeLessThanOrEqual(maxConnections);
  });

  it('runs nothing that nothing reaches: every API and web service sits behind the proxy', () => {
    const caddyfile = read('deploy/Caddyfile');
    for (const [name, service] of appServices) {
      if (oneShot(service)) continue;
      const env = environmentOf(service);
      const parts = (env.SERVICES ?? 'command,read,projections,web').split(',');
      if (parts.every((part) => part === 'projections')) continue;
      expect(caddyfile, `${name} is not behind the proxy`).toContain(`${name}:${env.PORT ?? '3000'}`);
    }
    expect(services.some(([, service]) => service.image?.startsWith('caddy:') && (service.ports ?? []).length > 0)).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stage = (name: string): string => dockerfile.split(/^FROM /m).find((part) => new RegExp(`AS ${name}\\s*$`, 'm').test(part.split('\n')[0] ?? '')) ?? '';

  it('builds the front end with the devDependencies installed', () => {
    expect(stage('build')).toMatch(/npm ci --include=dev/);
    expect(stage('build')).toMatch(/npm run build:frontend/);
  });

  it('runs as a non-root user with production dependencies only and the built front end baked in', () => {
    const runtime = stage('runtime');
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=build \/app\/frontend\/dist/);
    expect(runtime).toMatch(/^USER (?!root\b|0\b)\S+/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
  });

  it('is the image compose runs', () => {
    expect(appServices.every(([, service]) => JSON.stringify(service.build).includes('"target":"runtime"'))).toBe(true);
  });
});
