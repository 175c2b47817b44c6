import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commandAcceptedSchema } from './commands.ts';
import { problemIssues, problemSchema } from './problem.ts';

describe('problemIssues', () => {
  it('turns validation issues into dot-joined paths', () => {
    const result = z.object({ ingredients: z.array(z.string()) }).safeParse({ ingredients: ['a', 2] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request body is invalid',
      issues: problemIssues(result.error),
    };
    expect(problem.issues).toEqual([{ path: 'ingredients.1', message: expect.stringContaining('string') }]);
    expect(problemSchema.parse(problem)).toEqual(problem);
  });
});

describe('commandAcceptedSchema', () => {
  it('carries revision and position as integer strings', () => {
    expect(commandAcceptedSchema.safeParse({ id: 'x', revision: '0', position: '12345678901234567890' }).success).toBe(
      true,
    );
    expect(commandAcceptedSchema.safeParse({ id: 'x', revision: 0, position: '1' }).success).toBe(false);
  });
});
