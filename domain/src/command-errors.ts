import { DomainError } from './domain-error.ts';

/**
 * Refusals of the command path itself, whatever the aggregate: the stream moved under the
 * command, or an Idempotency-Key came back with another request. Like every domain error they
 * carry a stable code and no HTTP status; messages name no internal ids (stream ids, users).
 */
export const commandErrors = {
  concurrencyConflict: () =>
    new DomainError('ConcurrencyConflict', 'The item was changed by another request at the same time. Please try again.'),
  revisionMismatch: (expected: bigint, actual: bigint) =>
    new DomainError(
      'RevisionMismatch',
      actual < 0n
        ? `The item does not exist yet, so it cannot be at revision ${expected} as If-Match requires`
        : `The item is at revision ${actual}, not ${expected} as If-Match requires. Reload it and try again.`,
    ),
  idempotencyKeyReused: () =>
    new DomainError(
      'IdempotencyKeyReused',
      'This Idempotency-Key was already used for a different request (method, path or body). Use a new key for a new request.',
    ),
};
