import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type {
  AddPrescription,
  PrescriptionCommand,
  RemovePrescription,
  UpdatePrescriptionNotes,
} from './prescription-commands.ts';
import { prescriptionErrors } from './prescription-errors.ts';
import { prescriptionAdded, type PrescriptionEvent } from './prescription-events.ts';
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
    default:
      return assertNever(command);
  }
}

export const prescriptionDecider: Decider<PrescriptionCommand, PrescriptionState, PrescriptionEvent> = {
  initialState,
  evolve,
  decide,
};
