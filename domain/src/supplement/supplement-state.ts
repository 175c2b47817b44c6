import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { SupplementAdded, SupplementEvent } from './supplement-events.ts';

export type CabinetSupplement = SupplementAdded['data'];

// Removed supplements stay as tombstones so their ids are never reused.
export type CabinetEntry =
  | { readonly status: 'kept'; readonly supplement: CabinetSupplement }
  | { readonly status: 'removed'; readonly supplementId: string };

/** One user's cabinet: every supplement they ever added, keyed by id. */
export interface CabinetState {
  readonly supplements: ReadonlyMap<string, CabinetEntry>;
}

export function initialState(): CabinetState {
  return { supplements: new Map() };
}

/** A supplement that exists and is not removed. */
export function findSupplement(state: CabinetState, supplementId: string): CabinetSupplement | undefined {
  const entry = state.supplements.get(supplementId);
  return entry?.status === 'kept' ? entry.supplement : undefined;
}

/** What the tier limit counts: supplements not removed, active or not. */
export function keptCount(state: CabinetState): number {
  let count = 0;
  for (const entry of state.supplements.values()) if (entry.status === 'kept') count += 1;
  return count;
}

function put(state: CabinetState, supplementId: string, entry: CabinetEntry): CabinetState {
  return { supplements: new Map(state.supplements).set(supplementId, entry) };
}

// Changes to an unknown or removed supplement are ignored: evolve never throws.
function update(state: CabinetState, supplementId: string, change: Partial<CabinetSupplement>): CabinetState {
  const supplement = findSupplement(state, supplementId);
  if (supplement === undefined) return state;
  return put(state, supplementId, { status: 'kept', supplement: { ...supplement, ...definedOnly(change) } });
}

// A key present with the value undefined means "unchanged", not "set to undefined".
function definedOnly<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function evolve(state: CabinetState, event: EventWithMetadata<SupplementEvent>): CabinetState {
  switch (event.type) {
    case 'SupplementAdded':
      return put(state, event.data.supplementId, { status: 'kept', supplement: event.data });
    case 'SupplementUpdated':
      return update(state, event.data.supplementId, event.data.changes);
    case 'SupplementNotesUpdated':
      return update(state, event.data.supplementId, { notes: event.data.notes });
    case 'SupplementStockAdjusted':
      return update(state, event.data.supplementId, {
        currentStock: event.data.currentStock,
        lowStockThreshold: event.data.lowStockThreshold,
      });
    case 'SupplementRestocked':
      return update(state, event.data.supplementId, { currentStock: event.data.currentStock });
    case 'SupplementActivated':
      return update(state, event.data.supplementId, { isActive: true });
    case 'SupplementDeactivated':
      return update(state, event.data.supplementId, { isActive: false });
    case 'SupplementRemoved':
      return state.supplements.has(event.data.supplementId)
        ? put(state, event.data.supplementId, { status: 'removed', supplementId: event.data.supplementId })
        : state;
    default:
      return ignoreUnhandled(event, state);
  }
}
