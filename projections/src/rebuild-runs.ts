import { randomUUID } from 'node:crypto';
import type { DatabasePool } from 'slonik';
import { rebuildDecider, rebuildRunView, rebuildStreamId, type RebuildCommand, type RebuildEvent, type RebuildState } from '@regimen/domain';
import type { RebuildRun } from '@regimen/domain/contracts/admin-audit';
import { parseStoredEvent, schemaVersionOf } from '@regimen/domain/events';
import type { EventStore } from '@regimen/event-store';
import { rebuildProjections, type RebuildManyOptions, type RebuildProgress, type RebuildResult } from './rebuild.ts';

/** A checkpoint event at most this often: sparse, so a million-event replay writes a few dozen, not one per batch. */
const PROGRESS_EVERY_MS = 2_000;

const RUN_EVENTS: ReadonlySet<string> = new Set<RebuildEvent['type']>(['RebuildStarted', 'RebuildProgressed', 'RebuildFinished']);

const foldRun = (events: readonly RebuildEvent[], metadata: readonly { occurredAt: string; actorId?: string }[]): RebuildState =>
  events.reduce<RebuildState>((state, event, index) => rebuildDecider.evolve(state, { ...event, metadata: metadata[index] ?? {} }), rebuildDecider.initialState());

/** The newest runs, newest first, each folded from its own stream (the page's history and live progress). */
export const listRebuildRuns = async (store: EventStore, limit: number, now = new Date()): Promise<RebuildRun[]> => {
  const { events: starts } = await store.browse({ filter: { types: ['RebuildStarted'] }, limit });
  const runs = await Promise.all(
    starts.map(async (start) => {
      const parsed = (await store.readStream(start.streamId)).map(parseStoredEvent);
      const events = parsed.filter((event): event is typeof event & RebuildEvent => RUN_EVENTS.has(event.type));
      return rebuildRunView(foldRun(events, events.map((event) => event.metadata)), now);
    }),
  );
  return runs.filter((run) => run !== null);
};

/** One run's record in the event store: its single writer keeps the state and revision itself. */
const runRecorder = (store: EventStore, runId: string, startedBy: string | null) => {
  let state = rebuildDecider.initialState();
  let revision: bigint | 'no_stream' = 'no_stream';
  return async (command: RebuildCommand): Promise<void> => {
    const decided = rebuildDecider.decide(command, state);
    if (decided.length === 0) return;
    const metadata = { userId: null, ...(startedBy && { actorId: startedBy }), occurredAt: new Date().toISOString(), commandId: randomUUID(), correlationId: runId };
    const result = await store.append(
      rebuildStreamId(runId),
      decided.map((event) => ({ id: randomUUID(), type: event.type, schemaVersion: schemaVersionOf(event.type), data: event.data, metadata })),
      revision,
    );
    revision = result.nextRevision;
    state = decided.reduce((next, event) => rebuildDecider.evolve(next, { ...event, metadata }), state);
  };
};

export interface RecordedRebuildOptions extends RebuildManyOptions {
  readonly source: 'admin' | 'cli';
  readonly startedBy?: string | null;
  /** Called once the run's start is recorded, with its id. */
  readonly onStarted?: (runId: string) => void;
}

/**
 * `rebuildProjections`, recorded as events on `rebuild-<runId>`: its start (with the admin in the
 * metadata, so the audit trail shows who), a progress checkpoint every 2 s, and its outcome.
 */
export const recordedRebuild = async (pool: DatabasePool, options: RecordedRebuildOptions): Promise<RebuildResult[]> => {
  const runId = randomUUID();
  const record = runRecorder(options.store, runId, options.startedBy ?? null);
  await record({ type: 'StartRebuild', data: { runId, projections: options.projections.map((projection) => projection.name), source: options.source } });
  options.onStarted?.(runId);
  // Several projections replay in one pass: the run's figures are the slowest one's.
  const latest = new Map<string, RebuildProgress>();
  const figures = () => {
    const all = [...latest.values()];
    return {
      applied: all.length ? Math.min(...all.map((progress) => progress.applied)) : 0,
      total: all.length ? Math.max(...all.map((progress) => progress.total)) : 0,
      phase: all.find((progress) => progress.phase !== 'done')?.phase ?? 'catching-up',
    };
  };
  let recorded = Date.now();
  let recording: Promise<unknown> = Promise.resolve();
  const onProgress = (progress: RebuildProgress): void => {
    latest.set(progress.projection, progress);
    options.onProgress?.(progress);
    if (Date.now() - recorded < PROGRESS_EVERY_MS) return;
    recorded = Date.now();
    const { applied, total, phase } = figures();
    recording = recording.then(() => record({ type: 'RecordRebuildProgress', data: { runId, phase, applied, total } })).catch(() => undefined);
  };
  const finish = async (outcome: 'succeeded' | 'interrupted' | 'failed', quarantined: number, error: string | null, caughtUp?: number): Promise<void> => {
    await recording;
    const { applied, total } = caughtUp === undefined ? figures() : { applied: caughtUp, total: caughtUp };
    await record({ type: 'FinishRebuild', data: { runId, outcome, applied, total, quarantined, error } });
  };
  try {
    const results = await rebuildProjections(pool, { ...options, onProgress });
    const quarantined = results.reduce((sum, result) => sum + result.quarantined, 0);
    if (results.every((result) => result.switched)) {
      // Each projection switched at the head it saw (later ones saw events appended meanwhile): all caught up.
      await finish('succeeded', quarantined, null, Math.max(0, ...results.map((result) => result.eventsApplied)));
    } else {
      await finish('interrupted', quarantined, null);
    }
    return results;
  } catch (error) {
    await finish('failed', 0, error instanceof Error ? error.message.slice(0, 500) : 'unknown error');
    throw error;
  }
};
