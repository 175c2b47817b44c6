import type { DomainErrorCode } from './domain-error-codes.ts';

export type { DomainErrorCode };

/**
 * A command refused by a business rule. It carries no HTTP status on purpose:
 * the transport decides how to present a code (see STYLE.md, "avoid").
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
