import type { DomainErrorCode } from '../domain-error.ts';
import type { ProblemIssue } from './problem.ts';

/** A problem body as the APIs send it: `code` always present. */
export type ProblemBody = {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly issues?: readonly ProblemIssue[];
  readonly instance?: string;
};

/**
 * How HTTP presents a refused command, in one pure table that the command API and the front
 * end's demo mode both answer from, so a refusal reads the same (status, code, message) in both.
 * The Record type makes the table exhaustive: a new error code does not compile until it has a status.
 */
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
  PrescriptionDatesOutOfOrder: 400,
  FeedbackNotFound: 404,
  SeedingAlreadyRunning: 409,
  SeedingJobNotRunning: 409,
  CourseNotFound: 404,
  CourseAlreadyExists: 409,
  CourseFinished: 409,
  CourseNotActive: 409,
  CourseNotPaused: 409,
  UnknownTimeZone: 400,
  HealthConditionNotFound: 404,
  HealthConditionAlreadyExists: 409,
  CourseProgressOutOfRange: 400,
  RebuildRunExists: 409,
  RebuildRunNotRunning: 409,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const problemTitle = (status: number): string => TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

/** A problem body (RFC 9457) as every API answers it. */
export const problemBody = (status: number, code: string, detail: string, extra: Pick<ProblemBody, 'issues' | 'instance'> = {}): ProblemBody => ({
  type: `https://regimen.dev/problems/${code}`,
  title: problemTitle(status),
  status,
  detail,
  code,
  ...extra,
});

/** `SupplementNotFound` -> `supplement_not_found`: the stable code clients see. */
const problemCode = (code: DomainErrorCode): string =>
  code.replace(/[A-Z]/g, (letter, index: number) => `${index ? '_' : ''}${letter.toLowerCase()}`);

const domainErrorStatus = (code: DomainErrorCode): number => statusOf[code];

/** A refused command as its problem: status from the table, snake_case code, the error's message as detail. */
export const domainProblem = (error: { readonly code: DomainErrorCode; readonly message: string }): ProblemBody =>
  problemBody(domainErrorStatus(error.code), problemCode(error.code), error.message);

/** A request that failed its contract: 400 listing each field, paths prefixed with where they were (`body.name`). */
export const validationProblem = (
  where: 'body' | 'params' | 'querystring',
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): ProblemBody => {
  const listed: ProblemIssue[] = issues.map((issue) => ({ path: [where, ...issue.path.map(String)].join('.'), message: issue.message }));
  const summary = listed.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return problemBody(400, 'validation', `Invalid request: ${summary}`, { issues: listed });
};
