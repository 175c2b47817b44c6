import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { prescriptionId } from '../testing/ids.ts';
import { prescriptionDecider } from './prescription-decide.ts';
import type { PrescriptionAdded, PrescriptionEvent } from './prescription-events.ts';

const given = deciderSpec(prescriptionDecider);

const added: PrescriptionAdded = {
  type: 'PrescriptionAdded',
  data: {
    prescriptionId,
    medicationName: 'Metformin',
    brand: null,
    dosage: '500 mg',
    frequency: 'twice-daily',
    prescribedBy: null,
    purpose: null,
    notes: null,
    isActive: true,
    startDate: null,
    endDate: null,
  },
};
const removed: PrescriptionEvent = { type: 'PrescriptionRemoved', data: { prescriptionId } };

describe('AddPrescription', () => {
  const add = { type: 'AddPrescription', data: added.data } as const;

  it('adds the prescription', () => {
    given([]).when(add).then([added]);
  });

  it('refuses an id already used, removed or not', () => {
    given([added]).when(add).thenThrows('PrescriptionAlreadyExists');
    given([added, removed]).when(add).thenThrows('PrescriptionAlreadyExists');
  });
});

describe('UpdatePrescriptionNotes', () => {
  const notes = (value: string | null) =>
    ({ type: 'UpdatePrescriptionNotes', data: { prescriptionId, notes: value } }) as const;

  it('updates the notes', () => {
    given([added])
      .when(notes('after meals'))
      .then([{ type: 'PrescriptionNotesUpdated', data: { prescriptionId, notes: 'after meals' } }]);
  });

  it('is a no-op when the notes are unchanged', () => {
    given([added]).when(notes(null)).then([]);
  });

  it('refuses an unknown or removed prescription', () => {
    given([]).when(notes('x')).thenThrows('PrescriptionNotFound');
    given([added, removed]).when(notes('x')).thenThrows('PrescriptionNotFound');
  });
});

describe('RemovePrescription', () => {
  const remove = { type: 'RemovePrescription', data: { prescriptionId } } as const;

  it('removes the prescription', () => {
    given([added]).when(remove).then([removed]);
  });

  it('refuses an unknown or removed prescription', () => {
    given([]).when(remove).thenThrows('PrescriptionNotFound');
    given([added, removed]).when(remove).thenThrows('PrescriptionNotFound');
  });
});
