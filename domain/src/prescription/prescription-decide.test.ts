import { describe, expect, it } from 'vitest';
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

describe('UpdatePrescription', () => {
  const update = (changes: object) =>
    ({ type: 'UpdatePrescription', data: { prescriptionId, changes } }) as const;

  it('records only the fields that changed', () => {
    given([added])
      .when(update({ dosage: '1000 mg', frequency: 'twice-daily', brand: 'Glucophage' }))
      .then([{ type: 'PrescriptionUpdated', data: { prescriptionId, changes: { dosage: '1000 mg', brand: 'Glucophage' } } }]);
  });

  it('records a change of notes alone as the notes event', () => {
    given([added])
      .when(update({ notes: 'with food', dosage: '500 mg' }))
      .then([{ type: 'PrescriptionNotesUpdated', data: { prescriptionId, notes: 'with food' } }]);
  });

  it('is a no-op when nothing differs', () => {
    given([added]).when(update({ isActive: true, medicationName: 'Metformin' })).then([]);
  });

  it('refuses an end date before the start date, counting the stored one', () => {
    const started = { ...added, data: { ...added.data, startDate: '2025-03-01' } };
    given([started]).when(update({ endDate: '2025-02-01' })).thenThrows('PrescriptionDatesOutOfOrder');
    given([started]).when(update({ endDate: '2025-04-01' })).then([
      { type: 'PrescriptionUpdated', data: { prescriptionId, changes: { endDate: '2025-04-01' } } },
    ]);
  });

  it('refuses an unknown or removed prescription', () => {
    given([]).when(update({ dosage: '1 g' })).thenThrows('PrescriptionNotFound');
    given([added, removed]).when(update({ dosage: '1 g' })).thenThrows('PrescriptionNotFound');
  });

  it('a later state sees the changed fields and keeps the rest', () => {
    const state = [added, { type: 'PrescriptionUpdated', data: { prescriptionId, changes: { dosage: '1 g' } } } as const].reduce(
      prescriptionDecider.evolve,
      prescriptionDecider.initialState(),
    );
    expect(state).toMatchObject({ status: 'prescribed', prescription: { dosage: '1 g', medicationName: 'Metformin' } });
  });
});
