import { assertNever } from '../assert-never.ts';
import type { Decider } from '../decider.ts';
import type {
  AccountCommand,
  BlockAccount,
  ChangeTier,
  DeleteAccount,
  GrantAdmin,
  RecordDetectedTimeZone,
  RecordSignIn,
  RegisterAccount,
  RevokeAdmin,
  SetTimeZone,
  UnblockAccount,
  UpdateProfile,
} from './account-commands.ts';
import { isTimeZone } from '../rules/local-day.ts';
import { accountErrors } from './account-errors.ts';
import { accountRegistered, type AccountEvent, type ProfileUpdated } from './account-events.ts';
import { evolve, initialState, type AccountState } from './account-state.ts';

type LiveAccount = Extract<AccountState, { status: 'active' | 'blocked' }>;

// Commands other than registration need an account that exists and is not deleted.
function requireAccount(state: AccountState): LiveAccount {
  if (state.status === 'active' || state.status === 'blocked') return state;
  throw accountErrors.notFound();
}

function registerAccount(command: RegisterAccount, state: AccountState): AccountEvent[] {
  // A deleted account's id stays taken: the stream still exists and ids are never reused.
  if (state.status !== 'none') throw accountErrors.alreadyExists();
  const data = { ...command.data, email: command.data.email.trim().toLowerCase() };
  // Parsing keeps exactly the catalog's fields, whatever else a caller spread into the command.
  return [{ type: 'AccountRegistered', data: accountRegistered.schema.parse(data) }];
}

function recordSignIn(command: RecordSignIn, state: AccountState): AccountEvent[] {
  const live = requireAccount(state);
  if (live.status === 'blocked') throw accountErrors.blocked();
  return [{ type: 'SignedIn', data: { method: command.data.method } }];
}

function updateProfile(command: UpdateProfile, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  const { firstName, lastName, profileImageUrl } = command.data;
  const changes: ProfileUpdated['data'] = {
    ...(isChange(firstName, account.firstName) && { firstName }),
    ...(isChange(lastName, account.lastName) && { lastName }),
    ...(isChange(profileImageUrl, account.profileImageUrl) && { profileImageUrl }),
  };
  return Object.keys(changes).length === 0 ? [] : [{ type: 'ProfileUpdated', data: changes }];
}

function isChange(next: string | null | undefined, current: string | null): next is string | null {
  return next !== undefined && next !== current;
}

function changeTier(command: ChangeTier, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  const { tier, expiresAt } = command.data;
  if (account.tier === tier && account.tierExpiresAt === expiresAt) return [];
  return [{ type: 'TierChanged', data: { tier, expiresAt } }];
}

function blockAccount(command: BlockAccount, state: AccountState): AccountEvent[] {
  const live = requireAccount(state);
  const reason = command.data.reason.trim();
  if (reason === '') throw accountErrors.blockReasonRequired();
  if (live.status === 'blocked') return [];
  return [{ type: 'AccountBlocked', data: { reason } }];
}

function unblockAccount(command: UnblockAccount, state: AccountState): AccountEvent[] {
  const live = requireAccount(state);
  return live.status === 'blocked' ? [{ type: 'AccountUnblocked', data: {} }] : [];
}

function grantAdmin(command: GrantAdmin, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  return account.isAdmin ? [] : [{ type: 'AdminGranted', data: {} }];
}

function revokeAdmin(command: RevokeAdmin, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  return account.isAdmin ? [{ type: 'AdminRevoked', data: {} }] : [];
}

function deleteAccount(command: DeleteAccount, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  // Spec (admin area): permanent delete applies to non-admins only.
  if (account.isAdmin) throw accountErrors.adminCannotBeDeleted();
  return [{ type: 'AccountDeleted', data: {} }];
}

function setTimeZone(command: SetTimeZone, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  const { timeZone } = command.data;
  if (timeZone !== null && !isTimeZone(timeZone)) throw accountErrors.unknownTimeZone();
  return timeZone === account.timeZone ? [] : [{ type: 'TimeZoneSet', data: { timeZone } }];
}

// Browsers report on every load: only a change is a fact worth an event.
function recordDetectedTimeZone(command: RecordDetectedTimeZone, state: AccountState): AccountEvent[] {
  const { account } = requireAccount(state);
  const { timeZone } = command.data;
  if (!isTimeZone(timeZone)) throw accountErrors.unknownTimeZone();
  return timeZone === account.detectedTimeZone ? [] : [{ type: 'TimeZoneDetected', data: { timeZone } }];
}

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.type) {
    case 'RegisterAccount':
      return registerAccount(command, state);
    case 'RecordSignIn':
      return recordSignIn(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'ChangeTier':
      return changeTier(command, state);
    case 'BlockAccount':
      return blockAccount(command, state);
    case 'UnblockAccount':
      return unblockAccount(command, state);
    case 'GrantAdmin':
      return grantAdmin(command, state);
    case 'RevokeAdmin':
      return revokeAdmin(command, state);
    case 'DeleteAccount':
      return deleteAccount(command, state);
    case 'SetTimeZone':
      return setTimeZone(command, state);
    case 'RecordDetectedTimeZone':
      return recordDetectedTimeZone(command, state);
    default:
      return assertNever(command);
  }
}

export const accountDecider: Decider<AccountCommand, AccountState, AccountEvent> = {
  initialState,
  evolve,
  decide,
};
