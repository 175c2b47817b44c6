import { DomainError } from '../domain-error.ts';

export const supplementErrors = {
  // Also for removed supplements: to the user a removed supplement no longer exists.
  notFound: () => new DomainError('SupplementNotFound', 'Supplement not found'),
  alreadyExists: () =>
    new DomainError('SupplementAlreadyExists', 'This supplement already exists'),
  limitReached: (maxSupplements: number) =>
    new DomainError(
      'SupplementLimitReached',
      `Your plan allows ${maxSupplements} supplements; remove one or upgrade to add more`,
    ),
};
