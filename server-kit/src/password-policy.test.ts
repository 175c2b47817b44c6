import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('a new password', () => {
  it('is refused when it is on the common-password list, whatever its case', () => {
    expect(passwordProblem('baseball', 'a@example.com')).toMatch(/^This password is too common: /);
    expect(passwordProblem('BaseBall', 'a@example.com')).toMatch(/^This password is too common: /);
    expect(passwordProblem('1qaz2wsx', 'a@example.com')).toMatch(/too common/);
  });

  it('is refused when it is or contains the email', () => {
    expect(passwordProblem('Someone@Example.com', 'someone@example.com')).toMatch(/contains your email/);
    expect(passwordProblem('someone-rocks-2026', 'someone@example.com')).toMatch(/contains your email/);
  });

  it('is refused outside 8 to 200 characters, counted as characters not UTF-16 units', () => {
    expect(passwordProblem('short12', 'a@example.com')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(201), 'a@example.com')).toMatch(/at most 200/);
    expect(passwordProblem('🙂'.repeat(200), 'a@example.com')).toBeNull();
  });

  it('needs no composition: lowercase words pass', () => {
    expect(passwordProblem('correct horse battery', 'a@example.com')).toBeNull();
  });
});
