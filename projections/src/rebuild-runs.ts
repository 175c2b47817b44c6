import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { statement } from './projection.ts';
import { rebuildProjections, type RebuildManyOptions, type RebuildProgress, type RebuildResult } from './rebuild.ts';

export const RebuildRunRow = z.object({
  id: z.bigint(),
  projections: z.array(z.string()),
  source: z.enum(['admin', 'cli']),
  started_by: z.string().nullable(),
  started_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(['running', 'succeeded', 'interrupted', 'failed']),
  phase: z.string(),
  applied: z.bigint(),
  total: z.bigint(),
  quarantined: z.number().int(),
  error: z.string().nullable(),
});
export type RebuildRunRow = z.infer<typeof RebuildRunRow>;

export const listRebuildRuns = (pool: DatabasePool, limit: number): Promise<readonly RebuildRunRow[]> =>
  pool.any(sql.type(RebuildRunRow)`
    select id, projections, source, started_by, started_at, updated_at, finished_at, status, phase, applied, total, quarantined, error
    from projection_rebuild_runs order by id desc limit ${limit}`);

/** Progress written at most this often: a million-event replay would otherwise write a row per batch. */
const PROGRESS_EVERY_MS = 500;

export interface RecordedRebuildOptions extends RebuildManyOptions {
  readonly source: 'admin' | 'cli';
  readonly startedBy?: string | null;
  /** Called once the run's row exists, with its id. */
  readonly onStarted?: (runId: bigint) => void;
}

/** `rebuildProjections`, recorded as a run: its row shows progress while it runs and the outcome after. */
export const recordedRebuild = async (pool: DatabasePool, options: RecordedRebuildOptions): Promise<RebuildResult[]> => {
  const names = options.projections.map((projection) => projection.name);
  const runId = await pool.oneFirst(sql.type(z.object({ id: z.bigint() }))`
    insert into projection_rebuild_runs (projections, source, started_by)
    values (${sql.array(names, 'text')}, ${options.source}, ${options.startedBy ?? null}) returning id`);
  options.onStarted?.(runId);
  // Several projections replay in one pass: the run's figures are the slowest one's.
  const latest = new Map<string, RebuildProgress>();
  let written = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = (final: boolean): Promise<unknown> => {
    const all = [...latest.values()];
    const applied = all.length ? Math.min(...all.map((progress) => progress.applied)) : 0;
    const total = all.length ? Math.max(...all.map((progress) => progress.total)) : 0;
    const phase = all.find((progress) => progress.phase !== 'done')?.phase ?? (final ? 'done' : 'catching-up');
    writing = writing.then(() =>
      pool.query(statement`update projection_rebuild_runs set applied = ${applied}, total = ${total}, phase = ${phase}, updated_at = now() where id = ${runId}`),
    );
    return writing;
  };
  const onProgress = (progress: RebuildProgress): void => {
    latest.set(progress.projection, progress);
    options.onProgress?.(progress);
    if (Date.now() - written < PROGRESS_EVERY_MS) return;
    written = Date.now();
    void write(false).catch(() => undefined);
  };
  const finish = async (status: 'succeeded' | 'interrupted' | 'failed', quarantined: number, error: string | null): Promise<void> => {
    await write(true).catch(() => undefined);
    await pool.query(statement`
      update projection_rebuild_runs set status = ${status}, quarantined = ${quarantined}, error = ${error}, finished_at = now(), updated_at = now()
      where id = ${runId}`);
  };
  try {
    const results = await rebuildProjections(pool, { ...options, onProgress });
    const quarantined = results.reduce((sum, result) => sum + result.quarantined, 0);
    await finish(results.every((result) => result.switched) ? 'succeeded' : 'interrupted', quarantined, null);
    return results;
  } catch (error) {
    await finish('failed', 0, error instanceof Error ? error.message.slice(0, 500) : 'unknown error');
    throw error;
  }
};
