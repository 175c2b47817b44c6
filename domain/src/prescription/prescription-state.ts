import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { PrescriptionAdded, PrescriptionEvent } from './prescription-events.ts';

export type PrescriptionRecord = PrescriptionAdded['data'];

/**
 * `ownerId` comes from the PrescriptionAdded metadata (the catalog keeps user ids
 * out of prescription data). The command layer checks it against the caller;
 * null (metadata missing) must be treated as "not yours".
 */
export type PrescriptionState =
  | { readonly status: 'none' }
  | { readonly status: 'prescribed'; readonly prescription: PrescriptionRecord; readonly ownerId: string | null }
  | { readonly status: 'removed'; readonly prescriptionId: string; readonly ownerId: string | null };

export function initialState(): PrescriptionState {
  return { status: 'none' };
}

export function evolve(state: PrescriptionState, event: EventWithMetadata<PrescriptionEvent>): PrescriptionState {
  switch (event.type) {
    case 'PrescriptionAdded':
      return { status: 'prescribed', prescription: event.data, ownerId: event.metadata?.userId ?? null };
    case 'PrescriptionNotesUpdated':
      return state.status === 'prescribed'
        ? { ...state, prescription: { ...state.prescription, notes: event.data.notes } }
        : state;
    case 'PrescriptionUpdated':
      return state.status === 'prescribed'
        ? { ...state, prescription: { ...state.prescription, ...definedChanges(event.data.changes) } }
        : state;
    case 'PrescriptionRemoved':
      return state.status === 'prescribed'
        ? { status: 'removed', prescriptionId: state.prescription.prescriptionId, ownerId: state.ownerId }
        : state;
    default:
      return ignoreUnhandled(event, state);
  }
}

/** Keys present with `undefined` (an optional zod field) must not erase a value. */
function definedChanges(changes: Partial<PrescriptionRecord>): Partial<PrescriptionRecord> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** The owner of a prescription that exists (removed or not), for the command layer's ownership check. */
export function prescriptionOwner(state: PrescriptionState): string | null {
  return state.status === 'none' ? null : state.ownerId;
}
