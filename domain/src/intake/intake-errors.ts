import { DomainError } from '../domain-error.ts';
import { supplementErrors } from '../supplement/supplement-errors.ts';

export const intakeErrors = {
  supplementNotFound: supplementErrors.notFound,
  supplementInactive: () =>
    new DomainError('SupplementInactive', 'This supplement is inactive; activate it to record a take'),
  takeNotFound: () => new DomainError('TakeNotFound', 'Take not found'),
  takeAlreadyExists: () => new DomainError('TakeAlreadyExists', 'This take already exists'),
};
