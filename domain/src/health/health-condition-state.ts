import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { HealthConditionAdded, HealthConditionEvent } from './health-condition-events.ts';

export type HealthConditionRecord = HealthConditionAdded['data'];

/** `ownerId` comes from the HealthConditionAdded metadata; null (metadata missing) means "not yours". */
export type HealthConditionState =
  | { readonly status: 'none' }
  | { readonly status: 'recorded'; readonly condition: HealthConditionRecord; readonly ownerId: string | null }
  | { readonly status: 'removed'; readonly conditionId: string; readonly ownerId: string | null };

export function initialHealthConditionState(): HealthConditionState {
  return { status: 'none' };
}

export function evolveHealthCondition(state: HealthConditionState, event: EventWithMetadata<HealthConditionEvent>): HealthConditionState {
  switch (event.type) {
    case 'HealthConditionAdded':
      return { status: 'recorded', condition: event.data, ownerId: event.metadata?.userId ?? null };
    case 'HealthConditionUpdated':
      return state.status === 'recorded'
        ? { ...state, condition: { ...state.condition, ...definedChanges(event.data.changes) } }
        : state;
    case 'HealthConditionRemoved':
      return state.status === 'recorded'
        ? { status: 'removed', conditionId: state.condition.conditionId, ownerId: state.ownerId }
        : state;
    default:
      return ignoreUnhandled(event, state);
  }
}

/** Keys present with `undefined` (an optional zod field) must not erase a value. */
function definedChanges(changes: Partial<HealthConditionRecord>): Partial<HealthConditionRecord> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** The owner of a condition that exists (removed or not), for the command layer's ownership check. */
export function healthConditionOwner(state: HealthConditionState): string | null {
  return state.status === 'none' ? null : state.ownerId;
}
