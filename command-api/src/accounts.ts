import { randomUUID } from 'node:crypto';
import type { AccountCommand, AccountState } from '@regimen/domain';
import type { EventStore } from '@regimen/event-store';
import { noRows } from '@regimen/server-kit/database';
import { assertAcceptablePassword } from '@regimen/server-kit/password-policy';
import { DUMMY_HASH, hashPassword, verifyPassword } from '@regimen/server-kit/passwords';
import type { SignInThrottle } from '@regimen/server-kit/sign-in-throttle';
import { HttpProblem } from '@regimen/server-kit/problem';
import type { OidcProfile } from '@regimen/server-kit/oidc';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { foldStream } from './aggregate.ts';
import { account } from './aggregates.ts';
import { handleCommand, type CommandContext, type CommandResult } from './handle-command.ts';

export interface AccountServiceDeps {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly adminEmails: readonly string[];
  readonly throttle: SignInThrottle;
}

export interface SignedInAccount {
  readonly userId: string;
  /** Whether the session starts with admin rights (read from the account stream, not a read model). */
  readonly isAdmin: boolean;
  readonly result: CommandResult;
  /** The account was created by this sign-in (the app then greets rather than welcomes back). */
  readonly created?: boolean;
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

/** Frees a deleted account's email (and its OpenID links) so it can be registered again. */
export const releaseCredentials = (pool: DatabasePool, userId: string): Promise<unknown> =>
  pool.query(noRows`delete from credentials where user_id = ${userId}`);

/**
 * Registration and sign-in. Email uniqueness is a rule across account streams, so the email is
 * reserved in the `credentials` table first; the AccountRegistered event follows. Passwords live
 * only there, hashed with argon2id. Deleting an account releases its row (releaseCredentials); a
 * row still held by a deleted account (deleted before that existed) is taken over at registration.
 */
export const createAccountService = ({ pool, store, adminEmails, throttle }: AccountServiceDeps) => {
  const loadAccount = (userId: string): Promise<AccountState> => foldStream(store, account, userId);

  const reserveEmail = async (userId: string, email: string, passwordHash: string | null): Promise<boolean> =>
    (await pool.maybeOne(sql.type(userIdRow)`
      insert into credentials (user_id, email, password_hash) values (${userId}, ${email}, ${passwordHash})
      on conflict (email) do nothing returning user_id`)) !== null;

  /** Frees the email if the account holding it was deleted; true when it did. */
  const releaseIfDeleted = async (email: string): Promise<boolean> => {
    const holder = await pool.maybeOne(sql.type(userIdRow)`select user_id from credentials where email = ${email}`);
    if (!holder || (await loadAccount(holder.user_id)).status !== 'deleted') return false;
    await pool.query(noRows`delete from credentials where user_id = ${holder.user_id} and email = ${email}`);
    return true;
  };

  const onAccount = (userId: string, command: AccountCommand, context: CommandContext): Promise<CommandResult> =>
    handleCommand(store, account, { key: [userId], context: { ...context, userId }, command });

  /**
   * Without ADMIN_EMAILS, the first account of an empty system becomes an admin (the flag row makes
   * that race-free). With it, the operator named the admins: a stranger who registers first is not one.
   */
  const claimFirstAdmin = async (userId: string): Promise<boolean> =>
    (await pool.maybeOne(sql.type(z.object({ key: z.string() }))`
      insert into system_flags (key, value) values ('first_admin', ${sql.jsonb({ userId })})
      on conflict (key) do nothing returning key`)) !== null;

  const register = async (account: NewAccount, method: 'password' | 'oidc', context: CommandContext): Promise<SignedInAccount> => {
    const userId = randomUUID();
    const email = account.email.trim().toLowerCase();
    if (account.password !== null) assertAcceptablePassword(account.password, email);
    const passwordHash = account.password === null ? null : await hashPassword(account.password);
    const reserved =
      (await reserveEmail(userId, email, passwordHash)) ||
      ((await releaseIfDeleted(email)) && (await reserveEmail(userId, email, passwordHash)));
    if (!reserved) throw emailTaken();
    try {
      const isAdmin = adminEmails.includes(email) || (adminEmails.length === 0 && (await claimFirstAdmin(userId)));
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
      return { userId, isAdmin, result };
    } catch (error) {
      await pool.query(noRows`delete from credentials where user_id = ${userId}`);
      throw error;
    }
  };

  const signIn = async (userId: string, method: 'password' | 'oidc', context: CommandContext): Promise<SignedInAccount> => {
    const result = await onAccount(userId, { type: 'RecordSignIn', data: { userId, method } }, context);
    const state = await loadAccount(userId);
    return { userId, isAdmin: state.status === 'active' && state.account.isAdmin, result };
  };

  return {
    registerWithPassword: (account: NewAccount & { password: string }, context: CommandContext) => register(account, 'password', context),

    /** `address` is the client's IP: failures are throttled per account, per address and per pair. */
    async signInWithPassword(emailInput: string, password: string, address: string, context: CommandContext): Promise<SignedInAccount> {
      const email = emailInput.trim().toLowerCase();
      const attempt = await throttle.attempt(email, address);
      const row = await pool.maybeOne(sql.type(credentialRow)`select user_id, password_hash from credentials where email = ${email}`);
      const valid = await verifyPassword(row?.password_hash ?? DUMMY_HASH, password);
      if (!row || !row.password_hash || !valid) {
        await attempt.failed();
        throw invalidLogin();
      }
      const account = await signIn(row.user_id, 'password', context);
      await attempt.succeeded();
      return account;
    },

    /** Finds the account of an OpenID identity, linking it by verified email or creating one. */
    async signInWithOidc(profile: OidcProfile, context: CommandContext): Promise<SignedInAccount> {
      const linked = await pool.maybeOne(sql.type(userIdRow)`
        select user_id from oidc_identities where issuer = ${profile.issuer} and subject = ${profile.subject}`);
      if (linked) return signIn(linked.user_id, 'oidc', context);
      if (!profile.email) throw new HttpProblem(400, 'email_required', 'Your identity provider did not share an email address');
      await releaseIfDeleted(profile.email);
      const existing = await pool.maybeOne(sql.type(userIdRow)`select user_id from credentials where email = ${profile.email}`);
      if (existing && !profile.emailVerified) throw emailTaken();
      const account = existing
        ? await signIn(existing.user_id, 'oidc', context)
        : { ...(await register({ email: profile.email, password: null, firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.pictureUrl }, 'oidc', context)), created: true };
      await pool.query(noRows`
        insert into oidc_identities (issuer, subject, user_id) values (${profile.issuer}, ${profile.subject}, ${account.userId})
        on conflict do nothing`);
      return account;
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
