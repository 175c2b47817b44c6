import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@regimen/event-store';
import { ConfigError, loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';
import { projectionMigrations } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { allProjections } from './read-models/all.ts';
import { parseRecordedEvent } from './parse-event.ts';
import type { RebuildProgress } from './rebuild.ts';
import { recordedRebuild } from './rebuild-runs.ts';
import { postgresEventCounter, projectionStatus } from './status.ts';

const usage = `Usage (from the repository root; uses DATABASE_URL, else the embedded database of a running
\`npm start\`, else starts the embedded database in DATA_DIR itself):
  npm run projections -- status [--json]   lag of every projection (--json: one JSON document)
  npm run projections -- rebuild [name]    replay into shadow tables and switch (all when no name, in one pass)
      [--batch-size N]                     events per replay transaction (default 5000)
  npm run projections -- --help            this text

Projections: ${allProjections.map((projection) => projection.name).join(', ')}`;

const printStatus = async (pool: DatabasePool, store: EventStore, json: boolean): Promise<void> => {
  const rows = await projectionStatus(pool, store, store.name === 'postgres' ? { countEvents: postgresEventCounter(pool) } : {});
  if (json) {
    // Positions and counts are int8: strings in JSON, as the admin API gives them.
    console.log(JSON.stringify({ projections: rows }, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2));
    return;
  }
  if (rows.length === 0) {
    console.log('No projection has run yet.');
    return;
  }
  console.table(
    rows.map((row) => ({
      projection: row.name,
      version: row.version,
      leader: row.rebuilding ? 'rebuild' : row.isLeader ? 'yes' : 'no',
      checkpoint: `${row.checkpoint.tx}/${row.checkpoint.position}`,
      head: `${row.head.tx}/${row.head.position}`,
      'lag (events)': row.lagEvents.toString(),
      'lag (s)': row.lagSeconds.toFixed(1),
      applied: row.eventsApplied.toString(),
      quarantined: row.quarantined,
      'last error': row.lastError ?? '',
    })),
  );
};

const rebuild = async (
  pool: DatabasePool,
  store: EventStore,
  projections: readonly Projection[],
  signal: AbortSignal,
  batchSize: number | undefined,
): Promise<boolean> => {
  const bars = new cliProgress.MultiBar(
    {
      format: '{name} [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted} | {phase}',
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 50,
      // Piped output (CI, logs) gets a line every few seconds instead of nothing.
      noTTYOutput: true,
      notTTYSchedule: 3000,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  const barOf = new Map(projections.map((projection) => [projection.name, bars.create(1, 0, { name: projection.name.padEnd(14), speed: '0', phase: 'starting' })]));
  const onProgress = (progress: RebuildProgress): void => {
    const bar = barOf.get(progress.projection);
    if (!bar) return;
    const seconds = (performance.now() - started) / 1000;
    bar.setTotal(Math.max(progress.total, 1));
    bar.update(progress.applied, { speed: seconds > 0 ? Math.round(progress.applied / seconds).toString() : '0', phase: progress.phase });
  };
  try {
    // One pass over the log for all of them, each event validated once (by the rebuild's parse):
    // the store given does not validate, so an invalid event is quarantined instead of failing the read.
    const results = await recordedRebuild(pool, { source: 'cli', store, projections, signal, onProgress, parse: parseRecordedEvent, ...(batchSize && { batchSize }) });
    let ok = true;
    results.forEach((result, index) => {
      if (result.quarantined > 0) {
        console.warn(`${projections[index]!.name}: ${result.quarantined} event(s) quarantined; see \`npm run projections -- status\` and GET /api/admin/projections`);
      }
      if (result.switched) return;
      ok = false;
      barOf.get(projections[index]!.name)?.update({ phase: 'interrupted: live tables unchanged' });
    });
    return ok;
  } finally {
    bars.stop();
  }
};

const parseCommandLine = (): ReturnType<typeof parse> | string => {
  try {
    return parse();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

const parse = () =>
  parseArgs({
    allowPositionals: true,
    strict: true,
    options: { 'batch-size': { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });

const main = async (): Promise<number> => {
  const parsed = parseCommandLine();
  // A wrong option is a usage error (exit 2) with the usage, not a stack trace.
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n\n${usage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    console.error(`--batch-size must be a positive integer.\n\n${usage}`);
    return 2;
  }
  const [command, name] = positionals;
  if (!command || !['status', 'rebuild'].includes(command)) {
    console.error(usage);
    return 2;
  }
  const selected = name ? allProjections.filter((projection) => projection.name === name) : allProjections;
  if (selected.length === 0) {
    console.error(`Unknown projection ${name}.\n\n${usage}`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const infra = await connectInfrastructure(config, createLogger('warn', 'projections-cli', 'stderr'), projectionMigrations, { reuseRunning: true });
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  try {
    if (command === 'status') {
      await printStatus(infra.pool, infra.store, values.json === true);
      return 0;
    }
    return (await rebuild(infra.pool, infra.unvalidatedStore, selected, stop.signal, batchSize)) ? 0 : 1;
  } finally {
    await infra.close();
  }
};

process.exitCode = await main();
