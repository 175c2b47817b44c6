import { noRows } from '@regimen/server-kit/database';
import { assertAcceptablePassword } from '@regimen/server-kit/password-policy';
import { DUMMY_HASH, hashPassword, verifyPassword } from '@regimen/server-kit/passwords';
import { HttpProblem } from '@regimen/server-kit/problem';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

const credentialRow = z.object({ email: z.string(), password_hash: z.string().nullable() });

const wrongPassword = (): HttpProblem =>
  new HttpProblem(403, 'wrong_password', 'The password is not correct', { issues: [{ path: 'password', message: 'The password is not correct' }] });

/**
 * The signed-in user proves it is them again before something that cannot be undone. An account
 * without a password (OpenID Connect) confirms with its email address instead.
 */
export const confirmIdentity = async (pool: DatabasePool, userId: string, secret: string): Promise<void> => {
  const row = await pool.maybeOne(sql.type(credentialRow)`select email, password_hash from credentials where user_id = ${userId}`);
  if (row && row.password_hash === null) {
    if (secret.trim().toLowerCase() !== row.email) throw wrongPassword();
    return;
  }
  // Verified even without a row, so the answer takes as long either way.
  const valid = await verifyPassword(row?.password_hash ?? DUMMY_HASH, secret);
  if (!row || !valid) throw wrongPassword();
};

export const changePassword = async (pool: DatabasePool, userId: string, currentPassword: string, newPassword: string): Promise<void> => {
  const row = await pool.maybeOne(sql.type(credentialRow)`select email, password_hash from credentials where user_id = ${userId}`);
  if (!row?.password_hash) throw new HttpProblem(409, 'no_password', 'This account signs in through its identity provider and has no password');
  if (!(await verifyPassword(row.password_hash, currentPassword))) throw wrongPassword();
  assertAcceptablePassword(newPassword, row.email);
  await pool.query(noRows`update credentials set password_hash = ${await hashPassword(newPassword)} where user_id = ${userId}`);
};
