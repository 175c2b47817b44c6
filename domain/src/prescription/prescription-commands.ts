import type { PrescriptionAdded, PrescriptionChanges } from './prescription-events.ts';

export interface AddPrescription {
  readonly type: 'AddPrescription';
  readonly data: PrescriptionAdded['data'];
}

export interface UpdatePrescriptionNotes {
  readonly type: 'UpdatePrescriptionNotes';
  readonly data: { readonly prescriptionId: string; readonly notes: string | null };
}

export interface RemovePrescription {
  readonly type: 'RemovePrescription';
  readonly data: { readonly prescriptionId: string };
}

/** A partial edit: fields left out keep their value. */
export interface UpdatePrescription {
  readonly type: 'UpdatePrescription';
  readonly data: { readonly prescriptionId: string; readonly changes: PrescriptionChanges };
}

export type PrescriptionCommand = AddPrescription | UpdatePrescriptionNotes | RemovePrescription | UpdatePrescription;
