import { DomainError } from '../domain-error.ts';

export const prescriptionErrors = {
  notFound: () =>
    new DomainError('PrescriptionNotFound', 'Prescription not found'),
  alreadyExists: () =>
    new DomainError('PrescriptionAlreadyExists', 'This prescription already exists'),
  datesOutOfOrder: () =>
    new DomainError('PrescriptionDatesOutOfOrder', 'End date must not be before start date'),
};
