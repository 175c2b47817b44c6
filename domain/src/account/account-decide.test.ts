import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { userId } from '../testing/ids.ts';
import { accountDecider } from './account-decide.ts';
import type { AccountEvent, AccountRegistered } from './account-events.ts';

const given = deciderSpec(accountDecider);

const registered: AccountRegistered = {
  type: 'AccountRegistered',
  data: {
    userId,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: null,
    profileImageUrl: null,
    authProvider: 'password',
    isAdmin: false,
  },
};
const blocked: AccountEvent = { type: 'AccountBlocked', data: { reason: 'spam' } };
const deleted: AccountEvent = { type: 'AccountDeleted', data: {} };
const granted: AccountEvent = { type: 'AdminGranted', data: {} };

describe('RegisterAccount', () => {
  const register = {
    type: 'RegisterAccount',
    data: { ...registered.data, email: '  Ada@Example.COM ' },
  } as const;

  it('registers with a trimmed, lower-cased e-mail', () => {
    given([]).when(register).then([registered]);
  });

  it('refuses an existing account', () => {
    given([registered]).when(register).thenThrows('AccountAlreadyExists');
  });

  it('refuses a deleted account id (ids are never reused)', () => {
    given([registered, deleted]).when(register).thenThrows('AccountAlreadyExists');
  });
});

describe('RecordSignIn', () => {
  const signIn = { type: 'RecordSignIn', data: { userId, method: 'oidc' } } as const;

  it('records the sign-in', () => {
    given([registered])
      .when(signIn)
      .then([{ type: 'SignedIn', data: { method: 'oidc' } }]);
  });

  it('refuses a blocked account', () => {
    given([registered, blocked]).when(signIn).thenThrows('AccountBlocked');
  });

  it('refuses an unknown account', () => {
    given([]).when(signIn).thenThrows('AccountNotFound');
  });

  it('refuses a deleted account', () => {
    given([registered, deleted]).when(signIn).thenThrows('AccountNotFound');
  });
});

describe('UpdateProfile', () => {
  it('emits only the fields that changed', () => {
    given([registered])
      .when({ type: 'UpdateProfile', data: { userId, firstName: 'Ada', lastName: 'King', profileImageUrl: undefined } })
      .then([{ type: 'ProfileUpdated', data: { lastName: 'King' } }]);
  });

  it('treats null as a change that clears a field', () => {
    given([registered])
      .when({ type: 'UpdateProfile', data: { userId, firstName: null } })
      .then([{ type: 'ProfileUpdated', data: { firstName: null } }]);
  });

  it('emits nothing when nothing changed', () => {
    given([registered])
      .when({ type: 'UpdateProfile', data: { userId, firstName: 'Ada', lastName: null } })
      .then([]);
  });

  it('refuses a deleted account', () => {
    given([registered, deleted])
      .when({ type: 'UpdateProfile', data: { userId, firstName: 'X' } })
      .thenThrows('AccountNotFound');
  });
});

describe('ChangeTier', () => {
  const toPro = { type: 'ChangeTier', data: { userId, tier: 'pro', expiresAt: null } } as const;

  it('changes the tier', () => {
    given([registered])
      .when(toPro)
      .then([{ type: 'TierChanged', data: { tier: 'pro', expiresAt: null } }]);
  });

  it('changes only the expiry when the tier is the same', () => {
    given([registered, { type: 'TierChanged', data: { tier: 'pro', expiresAt: null } }])
      .when({ type: 'ChangeTier', data: { userId, tier: 'pro', expiresAt: '2026-01-01T00:00:00Z' } })
      .then([{ type: 'TierChanged', data: { tier: 'pro', expiresAt: '2026-01-01T00:00:00Z' } }]);
  });

  it('is a no-op when tier and expiry are unchanged', () => {
    given([registered])
      .when({ type: 'ChangeTier', data: { userId, tier: 'free', expiresAt: null } })
      .then([]);
  });

  it('refuses an unknown account', () => {
    given([]).when(toPro).thenThrows('AccountNotFound');
  });
});

describe('BlockAccount', () => {
  it('blocks with the trimmed reason', () => {
    given([registered])
      .when({ type: 'BlockAccount', data: { userId, reason: '  spam  ' } })
      .then([{ type: 'AccountBlocked', data: { reason: 'spam' } }]);
  });

  it('requires a non-blank reason', () => {
    given([registered])
      .when({ type: 'BlockAccount', data: { userId, reason: '   ' } })
      .thenThrows('BlockReasonRequired');
  });

  it('is a no-op on a blocked account', () => {
    given([registered, blocked])
      .when({ type: 'BlockAccount', data: { userId, reason: 'again' } })
      .then([]);
  });

  it('refuses a deleted account', () => {
    given([registered, deleted])
      .when({ type: 'BlockAccount', data: { userId, reason: 'spam' } })
      .thenThrows('AccountNotFound');
  });
});

describe('UnblockAccount', () => {
  const unblock = { type: 'UnblockAccount', data: { userId } } as const;

  it('unblocks a blocked account', () => {
    given([registered, blocked])
      .when(unblock)
      .then([{ type: 'AccountUnblocked', data: {} }]);
  });

  it('is a no-op on an active account', () => {
    given([registered]).when(unblock).then([]);
  });

  it('refuses an unknown account', () => {
    given([]).when(unblock).thenThrows('AccountNotFound');
  });
});

describe('GrantAdmin', () => {
  const grant = { type: 'GrantAdmin', data: { userId } } as const;

  it('grants admin', () => {
    given([registered]).when(grant).then([granted]);
  });

  it('is a no-op for an admin', () => {
    given([registered, granted]).when(grant).then([]);
  });

  it('refuses a deleted account', () => {
    given([registered, deleted]).when(grant).thenThrows('AccountNotFound');
  });
});

describe('RevokeAdmin', () => {
  const revoke = { type: 'RevokeAdmin', data: { userId } } as const;

  it('revokes admin', () => {
    given([registered, granted])
      .when(revoke)
      .then([{ type: 'AdminRevoked', data: {} }]);
  });

  it('is a no-op for a non-admin', () => {
    given([registered]).when(revoke).then([]);
  });

  it('refuses an unknown account', () => {
    given([]).when(revoke).thenThrows('AccountNotFound');
  });
});

describe('DeleteAccount', () => {
  const remove = { type: 'DeleteAccount', data: { userId } } as const;

  it('deletes a non-admin account, blocked or not', () => {
    given([registered]).when(remove).then([deleted]);
    given([registered, blocked]).when(remove).then([deleted]);
  });

  it('refuses to delete an admin', () => {
    given([registered, granted]).when(remove).thenThrows('AdminCannotBeDeleted');
  });

  it('refuses an already deleted account', () => {
    given([registered, deleted]).when(remove).thenThrows('AccountNotFound');
  });
});

describe('SetTimeZone', () => {
  const set = (timeZone: string | null) => ({ type: 'SetTimeZone', data: { userId, timeZone } }) as const;
  const berlin: AccountEvent = { type: 'TimeZoneSet', data: { timeZone: 'Europe/Berlin' } };

  it('records the zone the user picked', () => {
    given([registered]).when(set('Europe/Berlin')).then([berlin]);
  });

  it('records nothing when the zone is already set, and can go back to automatic', () => {
    given([registered, berlin]).when(set('Europe/Berlin')).then([]);
    given([registered, berlin]).when(set(null)).then([{ type: 'TimeZoneSet', data: { timeZone: null } }]);
  });

  it('refuses a zone the time-zone database does not know', () => {
    given([registered]).when(set('Mars/Olympus')).thenThrows('UnknownTimeZone');
  });

  it('refuses a deleted account', () => {
    given([registered, deleted]).when(set('Europe/Berlin')).thenThrows('AccountNotFound');
  });
});

describe('RecordDetectedTimeZone', () => {
  const detect = (timeZone: string) => ({ type: 'RecordDetectedTimeZone', data: { userId, timeZone } }) as const;
  const newYork: AccountEvent = { type: 'TimeZoneDetected', data: { timeZone: 'America/New_York' } };

  it('records the zone the browser reports the first time', () => {
    given([registered]).when(detect('America/New_York')).then([newYork]);
  });

  it('records nothing when the browser reports the zone already recorded', () => {
    given([registered, newYork]).when(detect('America/New_York')).then([]);
  });

  it('records a change of zone (travel), and a return to an earlier one', () => {
    const tokyo: AccountEvent = { type: 'TimeZoneDetected', data: { timeZone: 'Asia/Tokyo' } };
    given([registered, newYork]).when(detect('Asia/Tokyo')).then([tokyo]);
    given([registered, newYork, tokyo]).when(detect('America/New_York')).then([newYork]);
  });

  it('keeps the detected zone apart from the saved one', () => {
    const berlin: AccountEvent = { type: 'TimeZoneSet', data: { timeZone: 'Europe/Berlin' } };
    given([registered, berlin]).when(detect('Europe/Berlin')).then([{ type: 'TimeZoneDetected', data: { timeZone: 'Europe/Berlin' } }]);
  });

  it('refuses a zone the time-zone database does not know', () => {
    given([registered]).when(detect('Mars/Olympus')).thenThrows('UnknownTimeZone');
    given([registered]).when(detect('')).thenThrows('UnknownTimeZone');
  });

  it('refuses a deleted account', () => {
    given([registered, deleted]).when(detect('America/New_York')).thenThrows('AccountNotFound');
  });
});
