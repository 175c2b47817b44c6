import { isDomainError } from '@regimen/domain';
import { domainProblem } from '@regimen/domain/contracts/domain-problems';
import { DuplicateEventIdError } from '@regimen/event-store';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { ErrorMapper } from '@regimen/server-kit/http';

/** Domain errors answer from the shared table in domain/contracts (the demo answers from it too). */
export const mapCommandErrors: ErrorMapper = (error) => {
  if (isDomainError(error)) {
    const problem = domainProblem(error);
    return new HttpProblem(problem.status, problem.code, problem.detail);
  }
  if (error instanceof DuplicateEventIdError) {
    return new HttpProblem(409, 'duplicate_event', 'This request was already handled with different content');
  }
  return undefined;
};
