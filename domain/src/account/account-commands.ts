import type { Tier } from '../rules/tiers.ts';
import type { AuthProvider } from './account-events.ts';

export interface RegisterAccount {
  readonly type: 'RegisterAccount';
  readonly data: {
    readonly userId: string;
    readonly email: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly profileImageUrl: string | null;
    readonly authProvider: AuthProvider;
    /** Decided by the caller (e.g. a configured admin e-mail); the account stream cannot know. */
    readonly isAdmin: boolean;
  };
}

export interface RecordSignIn {
  readonly type: 'RecordSignIn';
  readonly data: { readonly userId: string; readonly method: AuthProvider };
}

/** Absent keys are left alone; null clears. */
export interface UpdateProfile {
  readonly type: 'UpdateProfile';
  readonly data: {
    readonly userId: string;
    readonly firstName?: string | null;
    readonly lastName?: string | null;
    readonly profileImageUrl?: string | null;
  };
}

export interface ChangeTier {
  readonly type: 'ChangeTier';
  readonly data: { readonly userId: string; readonly tier: Tier; readonly expiresAt: string | null };
}

export interface BlockAccount {
  readonly type: 'BlockAccount';
  readonly data: { readonly userId: string; readonly reason: string };
}

export interface UnblockAccount {
  readonly type: 'UnblockAccount';
  readonly data: { readonly userId: string };
}

export interface GrantAdmin {
  readonly type: 'GrantAdmin';
  readonly data: { readonly userId: string };
}

export interface RevokeAdmin {
  readonly type: 'RevokeAdmin';
  readonly data: { readonly userId: string };
}

export interface DeleteAccount {
  readonly type: 'DeleteAccount';
  readonly data: { readonly userId: string };
}

export interface SetTimeZone {
  readonly type: 'SetTimeZone';
  readonly data: { readonly userId: string; readonly timeZone: string | null };
}

/** What the browser reports as its zone while the account is on "Automatic" (recorded only when it changed). */
export interface RecordDetectedTimeZone {
  readonly type: 'RecordDetectedTimeZone';
  readonly data: { readonly userId: string; readonly timeZone: string };
}

export type AccountCommand =
  | RegisterAccount
  | RecordSignIn
  | UpdateProfile
  | ChangeTier
  | BlockAccount
  | UnblockAccount
  | GrantAdmin
  | RevokeAdmin
  | DeleteAccount
  | SetTimeZone
  | RecordDetectedTimeZone;
