import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@regimen/event-store';
import { loadConfig } from '@regimen/server-kit/config';
import { connectInfrastructure } from '@regimen/server-kit/infrastructure';
import { createLogger } from '@regimen/server-kit/logger';
import { projectionMigrations } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { allProjections } from './read-models/all.ts';
import { rebuildProjection, type RebuildProgress } from './rebuild.ts';
import { postgresEventCounter, projectionStatus } from './status.ts';

const usage = `Usage (from the repository root; uses DATABASE_URL, else the embedded database of a running
\`npm start\`, else starts the embedded database in DATA_DIR itself):
  npm run projections -- status            lag of every projection
  npm run projections -- rebuild [name]    replay into shadow tables and switch (all when no name)

Projections: ${allProjections.map((projection) => projection.name).join(', ')}`;

const printStatus = async (pool: DatabasePool, store: EventStore): Promise<void> => {
  const rows = await projectionStatus(pool, store, store.name === 'postgres' ? { countEvents: postgresEventCounter(pool) } : {});
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
      'last error': row.lastError ?? '',
    })),
  );
};

const rebuild = async (pool: DatabasePool, store: EventStore, projections: readonly Projection[], signal: AbortSignal): Promise<boolean> => {
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
  let ok = true;
  try {
    for (const projection of projections) {
      if (signal.aborted) break;
      const bar = bars.create(1, 0, { name: projection.name.padEnd(14), speed: '0', phase: 'starting' });
      const started = performance.now();
      const onProgress = (progress: RebuildProgress): void => {
        const seconds = (performance.now() - started) / 1000;
        bar.setTotal(Math.max(progress.total, 1));
        bar.update(progress.applied, { speed: seconds > 0 ? Math.round(progress.applied / seconds).toString() : '0', phase: progress.phase });
      };
      const result = await rebuildProjection(pool, { store, projection, signal, onProgress });
      if (!result.switched) {
        ok = false;
        bar.update({ phase: 'interrupted: live tables unchanged' });
      }
    }
  } finally {
    bars.stop();
  }
  return ok;
};

const main = async (): Promise<number> => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
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

  const config = loadConfig();
  const infra = await connectInfrastructure(config, createLogger('warn', 'projections-cli'), projectionMigrations, { reuseRunning: true });
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  try {
    if (command === 'status') {
      await printStatus(infra.pool, infra.store);
      return 0;
    }
    return (await rebuild(infra.pool, infra.store, selected, stop.signal)) ? 0 : 1;
  } finally {
    await infra.close();
  }
};

process.exitCode = await main();
