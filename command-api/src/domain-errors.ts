import { isDomainError, type DomainErrorCode } from '@regimen/domain';
import { DuplicateEventIdError } from '@regimen/event-store';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { ErrorMapper } from '@regimen/server-kit/http';

/** Every domain error code and how HTTP presents it; the Record type makes the table exhaustive. */
const statusOf: Record<DomainErrorCode, number> = {
  AccountAlreadyExists: 409,
  AccountNotFound: 404,
  AccountBlocked: 403,
  BlockReasonRequired: 400,
  AdminCannotBeDeleted: 409,
  SupplementNotFound: 404,
  SupplementAlreadyExists: 409,
  SupplementLimitReached: 403,
  SupplementInactive: 409,
  TakeNotFound: 404,
  TakeAlreadyExists: 409,
  PrescriptionNotFound: 404,
  PrescriptionAlreadyExists: 409,
  FeedbackAlreadySubmitted: 409,
  FeedbackMessageRequired: 400,
  FeedbackRatingInvalid: 400,
  DailyAiQuotaReached: 403,
  AnalysisAlreadyRecorded: 409,
  TrafficWindowOverlaps: 409,
  // The command path's own refusals (domain/src/command-errors.ts).
  ConcurrencyConflict: 409,
  RevisionMismatch: 412,
  IdempotencyKeyReused: 422,
};

const snakeCase = (code: string): string => code.replace(/[A-Z]/g, (letter, index: number) => `${index ? '_' : ''}${letter.toLowerCase()}`);

export const mapCommandErrors: ErrorMapper = (error) => {
  if (isDomainError(error)) return new HttpProblem(statusOf[error.code], snakeCase(error.code), error.message);
  if (error instanceof DuplicateEventIdError) {
    return new HttpProblem(409, 'duplicate_event', 'This request was already handled with different content');
  }
  return undefined;
};
