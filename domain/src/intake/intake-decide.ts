import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import { findSupplement, type CabinetState } from '../supplement/supplement-state.ts';
import type { IntakeCommand, MarkTake, RecordTake, UnmarkTake } from './intake-commands.ts';
import { intakeErrors } from './intake-errors.ts';
import { takeRecorded, type IntakeEvent } from './intake-events.ts';
import { evolve, initialState, type TakeState } from './intake-state.ts';

function recordTake(command: RecordTake, state: TakeState, cabinet: CabinetState): IntakeEvent[] {
  const { supplementId } = command.data;
  if (state.status !== 'none') throw intakeErrors.takeAlreadyExists();
  const supplement = findSupplement(cabinet, supplementId);
  if (supplement === undefined) throw intakeErrors.supplementNotFound();
  if (!supplement.isActive) throw intakeErrors.supplementInactive();
  // Parsing keeps exactly the catalog's fields, whatever else a caller spread into the command.
  return [
    { type: 'TakeRecorded', data: takeRecorded.schema.parse({ ...command.data, supplementName: supplement.name }) },
  ];
}

// Idempotent: unmarking twice (a double click, a retried request) is not an error.
function unmarkTake(command: UnmarkTake, state: TakeState): IntakeEvent[] {
  if (state.status === 'none') throw intakeErrors.takeNotFound();
  if (state.status === 'notTaken') return [];
  return [{ type: 'TakeUnmarked', data: { takeId: state.take.takeId, supplementId: state.take.supplementId } }];
}

// Marking an already taken take at another time corrects the time; the same time is a no-op.
function markTake(command: MarkTake, state: TakeState): IntakeEvent[] {
  if (state.status === 'none') throw intakeErrors.takeNotFound();
  const { takenAt } = command.data;
  if (state.status === 'taken' && sameInstant(state.takenAt, takenAt)) return [];
  return [{ type: 'TakeMarked', data: { takeId: state.take.takeId, supplementId: state.take.supplementId, takenAt } }];
}

// ISO strings of one instant can differ in spelling (offsets, milliseconds).
function sameInstant(a: string, b: string): boolean {
  return a === b || Date.parse(a) === Date.parse(b);
}

/** Marking and unmarking a take: decided on the take alone, no cabinet needed. */
export function decideTakeChange(command: UnmarkTake | MarkTake, state: TakeState): IntakeEvent[] {
  switch (command.type) {
    case 'UnmarkTake':
      return unmarkTake(command, state);
    case 'MarkTake':
      return markTake(command, state);
    default:
      return assertNever(command);
  }
}

/** Recording needs the user's cabinet to check the supplement; the other commands do not. */
export function decide(command: IntakeCommand, state: TakeState, cabinet: CabinetState): IntakeEvent[] {
  return command.type === 'RecordTake' ? recordTake(command, state, cabinet) : decideTakeChange(command, state);
}

export function intakeDecider(cabinet: CabinetState): Decider<IntakeCommand, TakeState, IntakeEvent> {
  return { initialState, evolve, decide: (command, state) => decide(command, state, cabinet) };
}
