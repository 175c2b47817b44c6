import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../domain-error.ts';
import { domainProblem, validationProblem } from './domain-problems.ts';
import { problemSchema } from './problem.ts';

describe('domainProblem', () => {
  it('answers a refused command with its status, a snake_case code and the message as detail', () => {
    const problem = domainProblem(new DomainError('SupplementLimitReached', 'Your plan allows 10 supplements'));
    expect(problem).toEqual({
      type: 'https://regimen.dev/problems/supplement_limit_reached',
      title: 'Forbidden',
      status: 403,
      detail: 'Your plan allows 10 supplements',
      code: 'supplement_limit_reached',
    });
    expect(problemSchema.parse(problem)).toEqual(problem);
  });

  it.each([
    ['SupplementNotFound', 404],
    ['SupplementInactive', 409],
    ['TakeNotFound', 404],
    ['DailyAiQuotaReached', 403],
    ['FeedbackMessageRequired', 400],
  ] as const)('maps %s to %i', (code, status) => {
    expect(domainProblem(new DomainError(code, 'x')).status).toBe(status);
  });
});

describe('validationProblem', () => {
  it('names each field with where it was, as the server does', () => {
    const result = z.object({ dosage: z.string() }).safeParse({});
    if (result.success) throw new Error('expected a failure');
    const problem = validationProblem('body', result.error.issues);
    expect(problem).toMatchObject({ status: 400, code: 'validation', issues: [{ path: 'body.dosage' }] });
    expect(problem.detail).toMatch(/^Invalid request: body\.dosage: /);
  });
});
