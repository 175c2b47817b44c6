import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type { AddHealthCondition, HealthConditionCommand, RemoveHealthCondition, UpdateHealthCondition } from './health-condition-commands.ts';
import { healthConditionErrors } from './health-condition-errors.ts';
import {
  healthConditionAdded,
  healthConditionUpdated,
  type HealthConditionChanges,
  type HealthConditionEvent,
} from './health-condition-events.ts';
import { evolveHealthCondition, initialHealthConditionState, type HealthConditionState } from './health-condition-state.ts';

type Recorded = Extract<HealthConditionState, { status: 'recorded' }>;

function requireRecorded(state: HealthConditionState): Recorded {
  if (state.status === 'recorded') return state;
  throw healthConditionErrors.notFound();
}

function addCondition(command: AddHealthCondition, state: HealthConditionState): HealthConditionEvent[] {
  if (state.status !== 'none') throw healthConditionErrors.alreadyExists();
  // Parsing keeps exactly the event's fields, whatever else a caller spread into the command.
  return [{ type: 'HealthConditionAdded', data: healthConditionAdded.schema.parse(command.data) }];
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

/** Only fields whose value differs are recorded; nothing different is a no-op. */
function updateCondition(command: UpdateHealthCondition, state: HealthConditionState): HealthConditionEvent[] {
  const { conditionId } = command.data;
  const { condition } = requireRecorded(state);
  const requested = healthConditionUpdated.schema.shape.changes.parse(command.data.changes);
  const changed = Object.fromEntries(
    Object.entries(requested).filter(([key, value]) => value !== undefined && !sameValue(condition[key as keyof HealthConditionChanges], value)),
  ) as HealthConditionChanges;
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'HealthConditionUpdated', data: { conditionId, changes: changed } }];
}

function removeCondition(command: RemoveHealthCondition, state: HealthConditionState): HealthConditionEvent[] {
  requireRecorded(state);
  return [{ type: 'HealthConditionRemoved', data: { conditionId: command.data.conditionId } }];
}

function decide(command: HealthConditionCommand, state: HealthConditionState): HealthConditionEvent[] {
  switch (command.type) {
    case 'AddHealthCondition':
      return addCondition(command, state);
    case 'UpdateHealthCondition':
      return updateCondition(command, state);
    case 'RemoveHealthCondition':
      return removeCondition(command, state);
    default:
      return assertNever(command);
  }
}

export const healthConditionDecider: Decider<HealthConditionCommand, HealthConditionState, HealthConditionEvent> = {
  initialState: initialHealthConditionState,
  evolve: evolveHealthCondition,
  decide,
};
