import { describe, expect, it } from 'vitest';
import { commandId, prescriptionId, userId } from '../testing/ids.ts';
import { unknownEvent } from '../testing/unknown-event.ts';
import type { PrescriptionAdded } from './prescription-events.ts';
import { evolve, initialState, prescriptionOwner } from './prescription-state.ts';

const added: PrescriptionAdded = {
  type: 'PrescriptionAdded',
  data: {
    prescriptionId,
    medicationName: 'Metformin',
    brand: null,
    dosage: '500 mg',
    frequency: 'twice-daily',
    prescribedBy: 'Dr. Who',
    purpose: null,
    notes: null,
    isActive: true,
    startDate: '2025-01-01',
    endDate: null,
  },
};
const withOwner = { ...added, metadata: { userId, commandId } };

describe('prescription evolve', () => {
  it('starts with no prescription and no owner', () => {
    expect(initialState()).toEqual({ status: 'none' });
    expect(prescriptionOwner(initialState())).toBeNull();
  });

  it('PrescriptionAdded keeps the data and the owner from metadata', () => {
    const state = evolve(initialState(), withOwner);
    expect(state).toEqual({ status: 'prescribed', prescription: added.data, ownerId: userId });
    expect(prescriptionOwner(state)).toBe(userId);
  });

  it('has no owner when the event carries no metadata', () => {
    expect(prescriptionOwner(evolve(initialState(), added))).toBeNull();
  });

  it('PrescriptionNotesUpdated sets the notes', () => {
    const state = evolve(evolve(initialState(), withOwner), {
      type: 'PrescriptionNotesUpdated',
      data: { prescriptionId, notes: 'after meals' },
    });
    expect(state.status === 'prescribed' && state.prescription.notes).toBe('after meals');
  });

  it('PrescriptionRemoved keeps the owner for the ownership check', () => {
    const state = evolve(evolve(initialState(), withOwner), { type: 'PrescriptionRemoved', data: { prescriptionId } });
    expect(state).toEqual({ status: 'removed', prescriptionId, ownerId: userId });
    expect(prescriptionOwner(state)).toBe(userId);
  });

  it('ignores changes to a prescription never added, and unknown events', () => {
    expect(evolve(initialState(), { type: 'PrescriptionRemoved', data: { prescriptionId } })).toEqual(initialState());
    expect(evolve(initialState(), { type: 'PrescriptionNotesUpdated', data: { prescriptionId, notes: 'x' } })).toEqual(
      initialState(),
    );
    expect(evolve(initialState(), unknownEvent())).toEqual(initialState());
  });
});
