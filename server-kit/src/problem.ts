import { problemBody, problemTitle } from '@regimen/domain/contracts/domain-problems';

import type { ProblemIssue } from '@regimen/domain/contracts/problem';
import type { ProblemBody } from '@regimen/domain/contracts/domain-problems';

/**
 * RFC 9457 problem details: the one error shape every API answers with (declared in domain, so
 * the demo answers the same shape). `code` is the stable machine-readable reason.
 */
export type { ProblemIssue };
export type Problem = ProblemBody;

/** An error a route or plugin raises on purpose; the error handler turns it into its Problem. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly issues: readonly ProblemIssue[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** Extension members of the problem body (RFC 9457 allows them), e.g. `retryAfter`. */
  readonly extra: Readonly<Record<string, unknown>>;
  constructor(
    status: number,
    code: string,
    detail: string,
    options: { title?: string; issues?: readonly ProblemIssue[]; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = code;
    this.title = options.title ?? defaultTitle(status);
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

// Titles and the body's shape come from domain/contracts, so the demo mode's problems match these.
const defaultTitle = problemTitle;

export const problem = (status: number, code: string, detail: string, extra: Partial<Problem> = {}): Problem => problemBody(status, code, detail, extra);

export const notFound = (what: string): HttpProblem => new HttpProblem(404, 'not_found', `${what} not found`);
export const unauthorized = (): HttpProblem => new HttpProblem(401, 'unauthorized', 'Sign in to continue');
