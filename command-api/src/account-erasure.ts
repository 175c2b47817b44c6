import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataKeyring } from '@regimen/event-store';
import type { DatabasePool } from 'slonik';
import { releaseCredentials } from './accounts.ts';
import { account } from './aggregates.ts';
import { commandContext } from './command-context.ts';
import type { CommandDeps } from './command-deps.ts';
import { execute } from './execute.ts';
import type { CommandResult } from './handle-command.ts';

export interface ErasureDeps extends CommandDeps {
  readonly keyring: DataKeyring;
  /** Seals the user's events written in clear before encryption existed (PostgreSQL store); absent where the log cannot be rewritten. */
  readonly sealLegacyEvents?: ((userId: string) => Promise<unknown>) | undefined;
}

/**
 * The one way an account is deleted, by its user or by an admin: AccountDeleted (every read model
 * then drops or anonymises the user's rows, rebuilds included), sessions ended, the email freed, and
 * the user's data key destroyed, which leaves their personal fields in the log unreadable for good.
 * The key goes last: until then a retry can still append the event; after it nothing personal can
 * be written or read. Events of theirs written before encryption existed are sealed first, so the
 * key's destruction reaches them too (done first: a failure leaves the account as it was).
 */
export const eraseAccount = async (
  app: FastifyInstance,
  { store, pool, keyring, sealLegacyEvents }: Pick<ErasureDeps, 'store' | 'keyring' | 'sealLegacyEvents'> & { readonly pool: DatabasePool },
  request: FastifyRequest,
  userId: string,
  actorId?: string,
): Promise<CommandResult> => {
  await sealLegacyEvents?.(userId);
  const result = await execute(store, request, account, {
    key: [userId],
    context: { ...commandContext(request, userId), ...(actorId ? { actorId } : {}) },
    command: { type: 'DeleteAccount', data: { userId } },
  });
  await app.sessions.endAllFor(userId);
  await releaseCredentials(pool, userId);
  await keyring.destroy(userId);
  return result;
};
