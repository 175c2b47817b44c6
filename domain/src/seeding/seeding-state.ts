import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { SeedingEvent } from './seeding-events.ts';

export type SeedingState =
  | { readonly status: 'idle'; readonly lastJobId: string | null }
  | {
      readonly status: 'running';
      readonly jobId: string;
      readonly testMode: boolean;
      readonly target: number;
      readonly names: readonly string[];
      readonly done: ReadonlySet<string>;
      /** Who started it (the events' actor), so the job records its analyses as that admin's. */
      readonly startedBy: string | null;
    };

export function initialState(): SeedingState {
  return { status: 'idle', lastJobId: null };
}

export function evolve(state: SeedingState, event: EventWithMetadata<SeedingEvent>): SeedingState {
  switch (event.type) {
    case 'SeedingStarted':
      return {
        status: 'running',
        jobId: event.data.jobId,
        testMode: event.data.testMode,
        target: event.data.target,
        names: event.data.names,
        done: new Set(),
        startedBy: event.metadata?.actorId ?? event.metadata?.userId ?? null,
      };
    case 'SupplementSeeded':
      return state.status === 'running' && state.jobId === event.data.jobId ? { ...state, done: new Set([...state.done, event.data.name]) } : state;
    case 'SeedingFinished':
      return { status: 'idle', lastJobId: event.data.jobId };
    default:
      return ignoreUnhandled(event, state);
  }
}

/** The names the job still has to research, in order. */
export const pendingNames = (state: SeedingState): string[] => (state.status === 'running' ? state.names.filter((name) => !state.done.has(name)) : []);
