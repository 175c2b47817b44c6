import { DomainError } from '../domain-error.ts';
import { supplementErrors } from '../supplement/supplement-errors.ts';

export const intakeErrors = {
  supplementNotFound: supplementErrors.notFound,
  supplementInactive: (supplementId: string) =>
    new DomainError('SupplementInactive', `Supplement ${supplementId} is inactive; activate it to record a take`),
  takeNotFound: (takeId: string) => new DomainError('TakeNotFound', `Take ${takeId} not found`),
  takeAlreadyExists: (takeId: string) => new DomainError('TakeAlreadyExists', `Take ${takeId} already exists`),
};
