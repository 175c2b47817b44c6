/**
 * `npm run bench:ownership`: what crypto-shredding costs and how fast an export is.
 *
 * 1. Rebuild rate with and without encryption: the same generated history (BENCH_EVENTS events,
 *    default 200,000, BENCH_USERS users, default 2,000) loaded twice with COPY, once as plaintext and
 *    once with every personal field sealed with its user's data key; then every read model rebuilt
 *    in-process from each (the app's store: the encrypting store over the PostgreSQL adapter),
 *    alternately, best of BENCH_ROUNDS (default 2) each.
 * 2. Export of the heavy user (20 supplements, 5 years of daily doses) in JSON, CSV and FHIR from the
 *    encrypted database: time to the last byte and size.
 * Results go to bench/results/ownership.json.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { personalFieldsOf } from '@regimen/domain/personal-data';
import { sealPersonalFields } from '@regimen/event-store/encryption/personal-fields';
import { allProjections, parseRecordedEvent, projectionMigrations, rebuildProjections } from '@regimen/projections';
import { loadConfig } from '@regimen/server-kit/config';
import { masterKeyOf, wrapDataKey } from '@regimen/server-kit/data-keys';
import { connectInfrastructure, type Infrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';
import { csvExport, fhirExport, jsonExport } from '@regimen/read-api/export/export-stream';
import { copyFrom } from './lib/copy.ts';
import { createBenchDatabase, openServer } from './lib/database.ts';
import { COPY_EVENTS_SQL, generateEvents } from './lib/dataset.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECRET = 'bench master secret, long enough';
const HEAVY_DAYS = 5 * 365;
const round = (value: number, digits = 0): number => Math.round(value * 10 ** digits) / 10 ** digits;
const log = (message: string): void => console.log(`[ownership ${new Date().toISOString().slice(11, 19)}] ${message}`);

const load = async (url: string, heavyUserId: string, sealed: boolean): Promise<number> => {
  const keys = new Map<string, Buffer>();
  const keyOf = (userId: string): Buffer => {
    let key = keys.get(userId);
    if (!key) keys.set(userId, (key = randomBytes(32)));
    return key;
  };
  const storedData = sealed
    ? (type: string, data: unknown, userId: string | null) => (userId ? sealPersonalFields(data, personalFieldsOf(type), keyOf(userId)) : data)
    : undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const count = await copyFrom(
    client,
    COPY_EVENTS_SQL,
    generateEvents({ events: EVENTS, users: USERS, heavyUserId, heavyDays: HEAVY_DAYS, seed: 7, ...(storedData && { storedData }) }),
  );
  await client.query('insert into streams (stream_id, revision) select stream_id, max(stream_revision) from events group by stream_id');
  if (sealed) {
    const master = masterKeyOf(SECRET);
    const users = [...keys.keys()];
    await client.query('insert into user_data_keys (user_id, wrapped_key) select * from unnest($1::uuid[], $2::bytea[])', [
      users,
      users.map((userId) => wrapDataKey(master, keys.get(userId)!, userId)),
    ]);
  }
  await client.query('vacuum analyze events');
  await client.end();
  return count;
};

const connect = (url: string): Promise<Infrastructure> =>
  connectInfrastructure(loadConfig({ DATABASE_URL: url, DATA_KEY_SECRET: SECRET, LOG_LEVEL: 'silent' }), createLogger('silent'), projectionMigrations);

/** Events/s (wall clock) and this process's CPU per event (µs): the shared machine disturbs the second far less. */
const rebuildRate = async (infra: Infrastructure, events: number): Promise<{ rate: number; cpuUsPerEvent: number }> => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const results = await rebuildProjections(infra.pool, { store: infra.unvalidatedStore, projections: allProjections, parse: parseRecordedEvent });
  if (!results.every((result) => result.switched && result.quarantined === 0)) throw new Error(`rebuild did not switch cleanly: ${JSON.stringify(results)}`);
  const used = process.cpuUsage(cpu);
  return { rate: events / ((performance.now() - started) / 1000), cpuUsPerEvent: (used.user + used.system) / events };
};

const main = async (): Promise<void> => {
  const server = await openServer();
  const plainDb = await createBenchDatabase(server);
  const sealedDb = await createBenchDatabase(server);
  const heavyUserId = randomUUID();
  // The machine is shared: the load average says how much of it the figures had.
  const result: Record<string, unknown> = { events: EVENTS, users: USERS, heavyDays: HEAVY_DAYS, loadAverageAtStart: loadavg().map((value) => round(value, 2)) };
  try {
    const plainCount = await load(plainDb.url, heavyUserId, false);
    const sealedCount = await load(sealedDb.url, heavyUserId, true);
    log(`loaded ${plainCount} plaintext and ${sealedCount} sealed events`);
    const plain = await connect(plainDb.url);
    const sealed = await connect(sealedDb.url);
    try {
      const rates = { plain: [] as number[], sealed: [] as number[] };
      const cpu = { plain: [] as number[], sealed: [] as number[] };
      for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
        for (const [name, infra, count] of [['plain', plain, plainCount], ['sealed', sealed, sealedCount]] as const) {
          const measured = await rebuildRate(infra, count);
          rates[name].push(measured.rate);
          cpu[name].push(measured.cpuUsPerEvent);
        }
        log(`round ${round_ + 1}: plaintext ${round(rates.plain.at(-1)!)} events/s (${round(cpu.plain.at(-1)!, 1)} µs CPU/event), encrypted ${round(rates.sealed.at(-1)!)} events/s (${round(cpu.sealed.at(-1)!, 1)} µs CPU/event)`);
      }
      const best = { plain: Math.max(...rates.plain), sealed: Math.max(...rates.sealed) };
      const leastCpu = { plain: Math.min(...cpu.plain), sealed: Math.min(...cpu.sealed) };
      result.rebuild = { rates, best, ratio: round(best.sealed / best.plain, 3), cpuUsPerEvent: cpu, leastCpu, cpuRatio: round(leastCpu.sealed / leastCpu.plain, 3) };
      log(`rebuild best: plaintext ${round(best.plain)} events/s, encrypted ${round(best.sealed)} events/s (${round((best.sealed / best.plain) * 100, 1)} %); app CPU per event ${round(leastCpu.plain, 1)} vs ${round(leastCpu.sealed, 1)} µs`);

      const exports: Record<string, { seconds: number; bytes: number }> = {};
      for (const [name, write] of Object.entries({ json: jsonExport, csv: csvExport, fhir: fhirExport })) {
        const started = performance.now();
        let bytes = 0;
        for await (const chunk of write({ pool: sealed.readPool, store: sealed.unvalidatedStore, userId: heavyUserId, now: new Date() })) bytes += Buffer.byteLength(chunk);
        exports[name] = { seconds: round((performance.now() - started) / 1000, 3), bytes };
        log(`export ${name}: ${exports[name].seconds} s, ${round(bytes / 1e6, 1)} MB`);
      }
      result.export = exports;
    } finally {
      await plain.close();
      await sealed.close();
    }
  } finally {
    await plainDb.drop();
    await sealedDb.drop();
    await server.stop();
  }
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  result.loadAverageAtEnd = loadavg().map((value) => round(value, 2));
  writeFileSync(join(ROOT, 'bench', 'results', 'ownership.json'), `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
};

await main();
