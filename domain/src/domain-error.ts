import type { AccountErrorCode } from './account/account-errors.ts';
import type { CommandErrorCode } from './command-errors.ts';
import type { FeedbackErrorCode } from './feedback/feedback-errors.ts';
import type { InsightsErrorCode } from './insights/insights-errors.ts';
import type { IntakeErrorCode } from './intake/intake-errors.ts';
import type { TrafficErrorCode } from './monitoring/traffic-errors.ts';
import type { PrescriptionErrorCode } from './prescription/prescription-errors.ts';
import type { SupplementErrorCode } from './supplement/supplement-errors.ts';

/** Every stable code a decider may refuse a command with; the HTTP layer maps each to a status. */
export type DomainErrorCode =
  | AccountErrorCode
  | SupplementErrorCode
  | IntakeErrorCode
  | PrescriptionErrorCode
  | FeedbackErrorCode
  | InsightsErrorCode
  | TrafficErrorCode
  | CommandErrorCode;

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
