// The codes live apart from the error factories and DomainError: each aggregate's factories
// import DomainError, and DomainError's code type is the union of every aggregate's codes, so
// declaring the codes beside the factories made domain-error.ts and every *-errors.ts import each other.

export type AccountErrorCode =
  'AccountAlreadyExists' | 'AccountNotFound' | 'AccountBlocked' | 'BlockReasonRequired' | 'AdminCannotBeDeleted' | 'UnknownTimeZone';

export type SupplementErrorCode = 'SupplementNotFound' | 'SupplementAlreadyExists' | 'SupplementLimitReached';

export type IntakeErrorCode = 'SupplementNotFound' | 'SupplementInactive' | 'TakeNotFound' | 'TakeAlreadyExists';

export type PrescriptionErrorCode = 'PrescriptionNotFound' | 'PrescriptionAlreadyExists' | 'PrescriptionDatesOutOfOrder';

export type FeedbackErrorCode = 'FeedbackAlreadySubmitted' | 'FeedbackMessageRequired' | 'FeedbackRatingInvalid' | 'FeedbackNotFound';

export type InsightsErrorCode = 'DailyAiQuotaReached' | 'AnalysisAlreadyRecorded';

export type TrafficErrorCode = 'TrafficWindowOverlaps';

export type SeedingErrorCode = 'SeedingAlreadyRunning' | 'SeedingJobNotRunning';
export type CourseErrorCode =
  'CourseNotFound' | 'CourseAlreadyExists' | 'CourseFinished' | 'CourseNotActive' | 'CourseNotPaused' | 'SupplementNotFound'
  | 'CourseProgressOutOfRange';
export type HealthConditionErrorCode = 'HealthConditionNotFound' | 'HealthConditionAlreadyExists';
export type RebuildErrorCode = 'RebuildRunExists' | 'RebuildRunNotRunning';

/** Refusals of the command path itself (command-errors.ts). */
export type CommandErrorCode = 'ConcurrencyConflict' | 'RevisionMismatch' | 'IdempotencyKeyReused';

/** Every stable code a decider may refuse a command with; the HTTP layer maps each to a status. */
export type DomainErrorCode =
  | AccountErrorCode
  | SupplementErrorCode
  | IntakeErrorCode
  | PrescriptionErrorCode
  | FeedbackErrorCode
  | InsightsErrorCode
  | TrafficErrorCode
  | SeedingErrorCode
  | CourseErrorCode
  | HealthConditionErrorCode
  | CommandErrorCode
  | RebuildErrorCode;
