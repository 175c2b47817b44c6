import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { RebuildEvent } from './rebuild-events.ts';

interface Timed {
  readonly runId: string;
  readonly projections: readonly string[];
  readonly source: 'admin' | 'cli';
  /** The admin who started it (the start's actor); null for the CLI. */
  readonly startedBy: string | null;
  readonly startedAt: string | null;
  /** When the last event of the run happened: the speed so far is measured up to here. */
  readonly updatedAt: string | null;
  readonly phase: string;
  readonly applied: number;
  readonly total: number;
}

export type RebuildState =
  | { readonly status: 'none' }
  | (Timed & { readonly status: 'running' })
  | (Timed & {
      readonly status: 'succeeded' | 'interrupted' | 'failed';
      readonly finishedAt: string | null;
      readonly quarantined: number;
      readonly error: string | null;
    });

export function initialState(): RebuildState {
  return { status: 'none' };
}

export function evolve(state: RebuildState, event: EventWithMetadata<RebuildEvent>): RebuildState {
  const at = event.metadata?.occurredAt ?? null;
  switch (event.type) {
    case 'RebuildStarted':
      return {
        status: 'running',
        runId: event.data.runId,
        projections: event.data.projections,
        source: event.data.source,
        startedBy: event.metadata?.actorId ?? null,
        startedAt: at,
        updatedAt: at,
        phase: 'starting',
        applied: 0,
        total: 0,
      };
    case 'RebuildProgressed':
      return state.status === 'running' ? { ...state, phase: event.data.phase, applied: event.data.applied, total: event.data.total, updatedAt: at } : state;
    case 'RebuildFinished': {
      if (state.status === 'none') return state;
      const { outcome, applied, total, quarantined, error } = event.data;
      return { ...state, status: outcome, phase: 'done', applied, total, quarantined, error, updatedAt: at, finishedAt: at };
    }
    default:
      return ignoreUnhandled(event, state);
  }
}
