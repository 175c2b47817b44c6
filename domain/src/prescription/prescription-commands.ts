import type { PrescriptionAdded } from './prescription-events.ts';

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

export type PrescriptionCommand = AddPrescription | UpdatePrescriptionNotes | RemovePrescription;
