import { DomainError } from '../domain-error.ts';

export const accountErrors = {
  alreadyExists: () => new DomainError('AccountAlreadyExists', 'This account already exists'),
  notFound: () => new DomainError('AccountNotFound', 'Account not found'),
  blocked: () => new DomainError('AccountBlocked', 'This account is blocked'),
  blockReasonRequired: () => new DomainError('BlockReasonRequired', 'A reason is required to block an account'),
  adminCannotBeDeleted: () =>
    new DomainError('AdminCannotBeDeleted', 'This account is an admin; revoke admin before deleting it'),
  unknownTimeZone: () => new DomainError('UnknownTimeZone', 'Unknown time zone'),
};
