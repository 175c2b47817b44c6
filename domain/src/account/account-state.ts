import { ignoreUnhandled } from '../assert-never.ts';
import type { EventWithMetadata } from '../event.ts';
import type { Tier } from '../rules/tiers.ts';
import type { AccountEvent, AuthProvider } from './account-events.ts';

export interface Account {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  readonly authProvider: AuthProvider;
  readonly isAdmin: boolean;
  readonly tier: Tier;
  readonly tierExpiresAt: string | null;
  /** IANA name; null until the user picks one (then each request's own zone counts). */
  readonly timeZone: string | null;
  /** IANA name the browser last reported (TimeZoneDetected); the scheduler's zone while none is saved. */
  readonly detectedTimeZone: string | null;
}

export type AccountState =
  | { readonly status: 'none' }
  | { readonly status: 'active'; readonly account: Account }
  | { readonly status: 'blocked'; readonly account: Account; readonly blockedReason: string }
  | { readonly status: 'deleted' };

export function initialState(): AccountState {
  return { status: 'none' };
}

// Changes to a live (active or blocked) account keep its status; other states ignore them.
function updateAccount(state: AccountState, change: (account: Account) => Account): AccountState {
  if (state.status === 'active' || state.status === 'blocked') {
    return { ...state, account: change(state.account) };
  }
  return state;
}

export function evolve(state: AccountState, event: EventWithMetadata<AccountEvent>): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
      return {
        status: 'active',
        account: { ...event.data, tier: 'free', tierExpiresAt: null, timeZone: null, detectedTimeZone: null },
      };
    case 'SignedIn':
      return state;
    case 'TimeZoneSet':
      return updateAccount(state, (account) => ({ ...account, timeZone: event.data.timeZone }));
    case 'TimeZoneDetected':
      return updateAccount(state, (account) => ({ ...account, detectedTimeZone: event.data.timeZone }));
    case 'ProfileUpdated':
      return updateAccount(state, (account) => ({
        ...account,
        ...(event.data.firstName !== undefined && { firstName: event.data.firstName }),
        ...(event.data.lastName !== undefined && { lastName: event.data.lastName }),
        ...(event.data.profileImageUrl !== undefined && { profileImageUrl: event.data.profileImageUrl }),
      }));
    case 'TierChanged':
      return updateAccount(state, (account) => ({
        ...account,
        tier: event.data.tier,
        tierExpiresAt: event.data.expiresAt,
      }));
    case 'AccountBlocked':
      return state.status === 'active' || state.status === 'blocked'
        ? { status: 'blocked', account: state.account, blockedReason: event.data.reason }
        : state;
    case 'AccountUnblocked':
      return state.status === 'blocked' ? { status: 'active', account: state.account } : state;
    case 'AdminGranted':
      return updateAccount(state, (account) => ({ ...account, isAdmin: true }));
    case 'AdminRevoked':
      return updateAccount(state, (account) => ({ ...account, isAdmin: false }));
    case 'AccountDeleted':
      return { status: 'deleted' };
    default:
      return ignoreUnhandled(event, state);
  }
}
