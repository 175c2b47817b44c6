import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { IntakeEvent } from './intake-events.ts';

export interface TakeRecord {
  readonly takeId: string;
  readonly supplementId: string;
  readonly supplementName: string;
  readonly plannedAt: string;
  readonly dosage: string | null;
  readonly notes: string | null;
  /**
   * From the recording event's metadata (take data holds no user id). The command
   * layer compares it with the caller; null when unknown, which must mean "not yours".
   */
  readonly ownerId: string | null;
}

export type TakeState =
  | { readonly status: 'none' }
  | { readonly status: 'taken'; readonly take: TakeRecord; readonly takenAt: string }
  | { readonly status: 'notTaken'; readonly take: TakeRecord };

export function initialState(): TakeState {
  return { status: 'none' };
}

export function evolve(state: TakeState, event: EventWithMetadata<IntakeEvent>): TakeState {
  switch (event.type) {
    case 'TakeRecorded': {
      const { takenAt, ...data } = event.data;
      const take: TakeRecord = { ...data, ownerId: event.metadata?.userId ?? null };
      return takenAt === null ? { status: 'notTaken', take } : { status: 'taken', take, takenAt };
    }
    case 'TakeUnmarked':
      return state.status === 'none' ? state : { status: 'notTaken', take: state.take };
    case 'TakeMarked':
      return state.status === 'none' ? state : { status: 'taken', take: state.take, takenAt: event.data.takenAt };
    default:
      return ignoreUnhandled(event, state);
  }
}
