import type { AccountState } from '../account/account-state.ts';
import type { AccountSettings } from '../contracts/account-settings.ts';

/** `GET /api/account/settings` from the account stream's state (demo mode; the server reads `users`). */
export function accountSettingsOf(state: AccountState): AccountSettings {
  if (state.status !== 'active' && state.status !== 'blocked') return { timeZone: null, detectedTimeZone: null };
  return { timeZone: state.account.timeZone, detectedTimeZone: state.account.detectedTimeZone };
}
