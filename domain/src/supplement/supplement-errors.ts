import { DomainError } from '../domain-error.ts';

export const supplementErrors = {
  // Also for removed supplements: to the user a removed supplement no longer exists.
  notFound: (supplementId: string) => new DomainError('SupplementNotFound', `Supplement ${supplementId} not found`),
  alreadyExists: (supplementId: string) =>
    new DomainError('SupplementAlreadyExists', `Supplement ${supplementId} already exists`),
  limitReached: (maxSupplements: number) =>
    new DomainError(
      'SupplementLimitReached',
      `Your plan allows ${maxSupplements} supplements; remove one or upgrade to add more`,
    ),
};
