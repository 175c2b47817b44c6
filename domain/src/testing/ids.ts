// Fixed, valid UUIDs (v4 and v7) so tests read the same on every run.
export const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const supplementId = '01890a5d-ac96-774b-bcce-b302099a8057';
export const otherSupplementId = '01890a5d-ac96-774b-bcce-b302099a8058';
export const takeId = '3b241101-e2bb-4255-8caf-4136c566a962';
export const prescriptionId = '9a7b3c1d-2e4f-4a6b-8c0d-1e2f3a4b5c6d';
export const feedbackId = 'c56a4180-65aa-42ec-a945-5fd21dec0538';
export const commandId = '16fd2706-8baf-433b-82eb-8c7fada847da';
