import { describe, expect, it } from 'vitest';
import { userId } from '../testing/ids.ts';
import { unknownEvent } from '../testing/unknown-event.ts';
import type { AccountEvent, AccountRegistered } from './account-events.ts';
import { evolve, initialState, type AccountState } from './account-state.ts';

const registered: AccountRegistered = {
  type: 'AccountRegistered',
  data: {
    userId,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    authProvider: 'password',
    isAdmin: false,
  },
};

const fold = (events: readonly AccountEvent[]): AccountState => events.reduce(evolve, initialState());

function account(state: AccountState) {
  if (state.status !== 'active' && state.status !== 'blocked') throw new Error(`no account: ${state.status}`);
  return state.account;
}

describe('account evolve', () => {
  it('starts with no account', () => {
    expect(initialState()).toEqual({ status: 'none' });
  });

  it('AccountRegistered opens an active free account', () => {
    expect(fold([registered])).toEqual({
      status: 'active',
      account: { ...registered.data, tier: 'free', tierExpiresAt: null, timeZone: null, detectedTimeZone: null },
    });
  });

  it('SignedIn changes nothing the decider needs', () => {
    expect(fold([registered, { type: 'SignedIn', data: { method: 'password' } }])).toEqual(fold([registered]));
  });

  it('ProfileUpdated changes only the fields it carries', () => {
    const state = fold([
      registered,
      { type: 'ProfileUpdated', data: { lastName: 'King', profileImageUrl: 'https://x/y.png' } },
    ]);
    expect(account(state)).toMatchObject({ firstName: 'Ada', lastName: 'King', profileImageUrl: 'https://x/y.png' });
  });

  it('ProfileUpdated can clear a field with null', () => {
    expect(account(fold([registered, { type: 'ProfileUpdated', data: { firstName: null } }])).firstName).toBeNull();
  });

  it('TierChanged sets tier and expiry', () => {
    const state = fold([registered, { type: 'TierChanged', data: { tier: 'pro', expiresAt: '2026-01-01T00:00:00Z' } }]);
    expect(account(state)).toMatchObject({ tier: 'pro', tierExpiresAt: '2026-01-01T00:00:00Z' });
  });

  it('AccountBlocked blocks with the reason and keeps the account', () => {
    const state = fold([registered, { type: 'AccountBlocked', data: { reason: 'spam' } }]);
    expect(state).toEqual({ status: 'blocked', account: account(fold([registered])), blockedReason: 'spam' });
  });

  it('AccountUnblocked makes a blocked account active again', () => {
    const state = fold([
      registered,
      { type: 'AccountBlocked', data: { reason: 'spam' } },
      { type: 'AccountUnblocked', data: {} },
    ]);
    expect(state.status).toBe('active');
  });

  it('AdminGranted and AdminRevoked toggle isAdmin', () => {
    const granted = fold([registered, { type: 'AdminGranted', data: {} }]);
    expect(account(granted).isAdmin).toBe(true);
    expect(account(evolve(granted, { type: 'AdminRevoked', data: {} })).isAdmin).toBe(false);
  });

  it('AccountDeleted leaves a deleted account', () => {
    expect(fold([registered, { type: 'AccountDeleted', data: {} }])).toEqual({ status: 'deleted' });
  });

  it('ignores changes before registration instead of throwing', () => {
    expect(
      fold([
        { type: 'AdminGranted', data: {} },
        { type: 'AccountUnblocked', data: {} },
      ]),
    ).toEqual({ status: 'none' });
  });

  it('ignores an unknown event type instead of throwing', () => {
    expect(evolve(fold([registered]), unknownEvent())).toEqual(fold([registered]));
  });
});
