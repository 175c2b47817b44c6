import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpProblem } from './problem.ts';

/**
 * NIST 800-63B: a length floor, a generous ceiling, a check against common and breached
 * passwords and against the account's own email — and no composition rules (they make passwords
 * harder to remember, not harder to guess). The list is zxcvbn-ts's common-password dictionary
 * (about 49,000 entries from leaked-password corpora), compared case-insensitively.
 */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

const common: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));

/** Why the password is refused, in words for the person choosing it; null when it is acceptable. */
export const passwordProblem = (password: string, email: string): string | null => {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (common.has(lowered)) {
    return 'This password is too common: it appears in lists of leaked passwords that attackers try first. Choose another — a few unrelated words make a strong one.';
  }
  const normalizedEmail = email.trim().toLowerCase();
  const localPart = normalizedEmail.split('@')[0] ?? '';
  if (lowered === normalizedEmail || (localPart.length >= 4 && lowered.includes(localPart))) {
    return 'This password is too easy to guess: it contains your email address. Choose another.';
  }
  return null;
};

/** Refuses an unacceptable new password with a 400 problem naming the field. */
export const assertAcceptablePassword = (password: string, email: string): void => {
  const message = passwordProblem(password, email);
  if (message) throw new HttpProblem(400, 'weak_password', message, { issues: [{ path: 'password', message }] });
};
