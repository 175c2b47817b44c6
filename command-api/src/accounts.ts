import { randomUUID } from 'node:crypto';
import type { AccountCommand } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { noRows } from '@regimen/server-kit/database';
import { DUMMY_HASH, hashPassword, verifyPassword } from '@regimen/server-kit/passwords';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { OidcProfile } from '@regimen/server-kit/oidc';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { account } from './aggregates.ts';
import { handleCommand, type CommandContext, type CommandResult } from './handle-command.ts';

export interface AccountServiceDeps {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly adminEmails: readonly string[];
}

export interface SignedInAccount {
  readonly userId: string;
  readonly result: CommandResult;
}

export interface NewAccount {
  readonly email: string;
  readonly password: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl?: string | null;
}

const credentialRow = z.object({ user_id: z.string(), password_hash: z.string().nullable() });
const userIdRow = z.object({ user_id: z.string() });

const emailTaken = (): HttpProblem => new HttpProblem(409, 'email_taken', 'An account with this email already exists. Sign in instead.');
const invalidLogin = (): HttpProblem => new HttpProblem(401, 'invalid_credentials', 'Invalid email or password');

/**
 * Registration and sign-in. Email uniqueness is a rule across account streams, so the email is
 * reserved in the `credentials` table first; the AccountRegistered event follows. Passwords live
 * only there, hashed with argon2id.
 */
export const createAccountService = ({ pool, store, adminEmails }: AccountServiceDeps) => {
  const onAccount = (userId: string, command: AccountCommand, context: CommandContext): Promise<CommandResult> =>
    handleCommand(store, account, { key: [userId], context: { ...context, userId }, command });

  /** The first account of an empty system becomes an admin; the flag row makes that race-free. */
  const claimFirstAdmin = async (userId: string): Promise<boolean> =>
    (await pool.maybeOne(sql.type(z.object({ key: z.string() }))`
      insert into system_flags (key, value) values ('first_admin', ${sql.jsonb({ userId })})
      on conflict (key) do nothing returning key`)) !== null;

  const register = async (account: NewAccount, method: 'password' | 'oidc', context: CommandContext): Promise<SignedInAccount> => {
    const userId = randomUUID();
    const email = account.email.trim().toLowerCase();
    const passwordHash = account.password === null ? null : await hashPassword(account.password);
    const reserved = await pool.maybeOne(sql.type(userIdRow)`
      insert into credentials (user_id, email, password_hash) values (${userId}, ${email}, ${passwordHash})
      on conflict (email) do nothing returning user_id`);
    if (!reserved) throw emailTaken();
    try {
      const isAdmin = adminEmails.includes(email) || (await claimFirstAdmin(userId));
      const result = await onAccount(
        userId,
        {
          type: 'RegisterAccount',
          data: {
            userId,
            email,
            firstName: account.firstName,
            lastName: account.lastName,
            profileImageUrl: account.profileImageUrl ?? null,
            authProvider: method,
            isAdmin,
          },
        },
        context,
      );
      return { userId, result };
    } catch (error) {
      await pool.query(noRows`delete from credentials where user_id = ${userId}`);
      throw error;
    }
  };

  const signIn = (userId: string, method: 'password' | 'oidc', context: CommandContext) =>
    onAccount(userId, { type: 'RecordSignIn', data: { userId, method } }, context);

  return {
    registerWithPassword: (account: NewAccount & { password: string }, context: CommandContext) => register(account, 'password', context),

    async signInWithPassword(emailInput: string, password: string, context: CommandContext): Promise<SignedInAccount> {
      const email = emailInput.trim().toLowerCase();
      const row = await pool.maybeOne(sql.type(credentialRow)`select user_id, password_hash from credentials where email = ${email}`);
      const valid = await verifyPassword(row?.password_hash ?? DUMMY_HASH, password);
      if (!row || !row.password_hash || !valid) throw invalidLogin();
      return { userId: row.user_id, result: await signIn(row.user_id, 'password', context) };
    },

    /** Finds the account of an OpenID identity, linking it by verified email or creating one. */
    async signInWithOidc(profile: OidcProfile, context: CommandContext): Promise<SignedInAccount> {
      const linked = await pool.maybeOne(sql.type(userIdRow)`
        select user_id from oidc_identities where issuer = ${profile.issuer} and subject = ${profile.subject}`);
      if (linked) return { userId: linked.user_id, result: await signIn(linked.user_id, 'oidc', context) };
      if (!profile.email) throw new HttpProblem(400, 'email_required', 'Your identity provider did not share an email address');
      const existing = await pool.maybeOne(sql.type(userIdRow)`select user_id from credentials where email = ${profile.email}`);
      if (existing && !profile.emailVerified) throw emailTaken();
      const account = existing
        ? { userId: existing.user_id, result: await signIn(existing.user_id, 'oidc', context) }
        : await register({ email: profile.email, password: null, firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.pictureUrl }, 'oidc', context);
      await pool.query(noRows`
        insert into oidc_identities (issuer, subject, user_id) values (${profile.issuer}, ${profile.subject}, ${account.userId})
        on conflict do nothing`);
      return account;
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
