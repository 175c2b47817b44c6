import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type {
  AddPrescription,
  PrescriptionCommand,
  RemovePrescription,
  UpdatePrescription,
  UpdatePrescriptionNotes,
} from './prescription-commands.ts';
import { prescriptionErrors } from './prescription-errors.ts';
import { prescriptionAdded, prescriptionUpdated, type PrescriptionChanges, type PrescriptionEvent } from './prescription-events.ts';
import { evolve, initialState, type PrescriptionState } from './prescription-state.ts';

type Prescribed = Extract<PrescriptionState, { status: 'prescribed' }>;

function requirePrescribed(state: PrescriptionState): Prescribed {
  if (state.status === 'prescribed') return state;
  throw prescriptionErrors.notFound();
}

function addPrescription(command: AddPrescription, state: PrescriptionState): PrescriptionEvent[] {
  if (state.status !== 'none') throw prescriptionErrors.alreadyExists();
  // Parsing keeps exactly the catalog's fields, whatever else a caller spread into the command.
  return [{ type: 'PrescriptionAdded', data: prescriptionAdded.schema.parse(command.data) }];
}

function updateNotes(command: UpdatePrescriptionNotes, state: PrescriptionState): PrescriptionEvent[] {
  const { prescriptionId, notes } = command.data;
  const { prescription } = requirePrescribed(state);
  if (prescription.notes === notes) return [];
  return [{ type: 'PrescriptionNotesUpdated', data: { prescriptionId, notes } }];
}

/**
 * Only fields whose value differs are recorded; nothing different is a no-op. A change of notes
 * alone is the notes event, so readers of that event keep seeing every notes edit.
 */
function updatePrescription(command: UpdatePrescription, state: PrescriptionState): PrescriptionEvent[] {
  const { prescriptionId } = command.data;
  const { prescription } = requirePrescribed(state);
  const requested = prescriptionUpdated.schema.shape.changes.parse(command.data.changes);
  const changed = Object.fromEntries(
    Object.entries(requested).filter(([key, value]) => value !== undefined && prescription[key as keyof PrescriptionChanges] !== value),
  ) as PrescriptionChanges;
  const after = { ...prescription, ...changed };
  if (after.startDate !== null && after.endDate !== null && after.endDate < after.startDate) throw prescriptionErrors.datesOutOfOrder();
  const keys = Object.keys(changed);
  if (keys.length === 0) return [];
  if (keys.length === 1 && changed.notes !== undefined) return [{ type: 'PrescriptionNotesUpdated', data: { prescriptionId, notes: changed.notes } }];
  return [{ type: 'PrescriptionUpdated', data: { prescriptionId, changes: changed } }];
}

function removePrescription(command: RemovePrescription, state: PrescriptionState): PrescriptionEvent[] {
  const { prescriptionId } = command.data;
  requirePrescribed(state);
  return [{ type: 'PrescriptionRemoved', data: { prescriptionId } }];
}

function decide(command: PrescriptionCommand, state: PrescriptionState): PrescriptionEvent[] {
  switch (command.type) {
    case 'AddPrescription':
      return addPrescription(command, state);
    case 'UpdatePrescriptionNotes':
      return updateNotes(command, state);
    case 'RemovePrescription':
      return removePrescription(command, state);
    case 'UpdatePrescription':
      return updatePrescription(command, state);
    default:
      return assertNever(command);
  }
}

export const prescriptionDecider: Decider<PrescriptionCommand, PrescriptionState, PrescriptionEvent> = {
  initialState,
  evolve,
  decide,
};
