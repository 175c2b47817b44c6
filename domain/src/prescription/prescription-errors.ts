import { DomainError } from '../domain-error.ts';

export const prescriptionErrors = {
  notFound: (prescriptionId: string) =>
    new DomainError('PrescriptionNotFound', `Prescription ${prescriptionId} not found`),
  alreadyExists: (prescriptionId: string) =>
    new DomainError('PrescriptionAlreadyExists', `Prescription ${prescriptionId} already exists`),
};
