import { DomainError } from '../domain-error.ts';

export const healthConditionErrors = {
  notFound: () => new DomainError('HealthConditionNotFound', 'Health condition not found'),
  alreadyExists: () => new DomainError('HealthConditionAlreadyExists', 'This health condition already exists'),
};
