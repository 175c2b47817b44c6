import { DomainError } from '../domain-error.ts';

export const accountErrors = {
  alreadyExists: (userId: string) => new DomainError('AccountAlreadyExists', `Account ${userId} already exists`),
  notFound: (userId: string) => new DomainError('AccountNotFound', `Account ${userId} not found`),
  blocked: (userId: string) => new DomainError('AccountBlocked', `Account ${userId} is blocked`),
  blockReasonRequired: () => new DomainError('BlockReasonRequired', 'A reason is required to block an account'),
  adminCannotBeDeleted: (userId: string) =>
    new DomainError('AdminCannotBeDeleted', `Account ${userId} is an admin; revoke admin before deleting it`),
};
